import { describe, expect, it } from 'vitest';
import { clickedRowIndex } from './row-click';

describe('clickedRowIndex', () => {
  const table = document.createElement('table');
  table.innerHTML =
    '<tbody><tr data-index="3"><td id="cell"><span id="text">X31</span></td>' +
    '<td><button id="time">12:00</button><a id="image" href="#">Bild</a></td></tr>' +
    '<tr aria-hidden="true"><td id="spacer"></td></tr></tbody>';
  const el = (id: string) => table.querySelector(`#${id}`);

  it('gives the row of a click anywhere in it', () => {
    expect(clickedRowIndex(el('cell'))).toBe(3);
    expect(clickedRowIndex(el('text'))).toBe(3);
  });

  it('leaves buttons, links and non-rows alone', () => {
    expect(clickedRowIndex(el('time'))).toBeNull();
    expect(clickedRowIndex(el('image'))).toBeNull();
    expect(clickedRowIndex(el('spacer'))).toBeNull();
    expect(clickedRowIndex(null)).toBeNull();
  });
});

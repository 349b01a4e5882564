import { describe, expect, it } from 'vitest';
import { rowWindow } from './row-window';

// Rows of 37 px under a 37 px header, in a scroll area 370 px high, 2 rows of overscan.
const view = (scrollTop: number, count = 1000) => rowWindow(scrollTop, 370, count, 37, 37, 2);

describe('row window', () => {
  it('holds the rows in view and two more below and above', () => {
    // At the top the header takes one row's height: rows 0–8 are in view.
    expect(view(0)).toEqual({ start: 0, end: 11 });
    // Scrolled 10 rows down: rows 9–18 are in view.
    expect(view(370)).toEqual({ start: 7, end: 21 });
    // Half a row further, row 9 is half in view and row 19 comes into view.
    expect(view(370 + 20)).toEqual({ start: 7, end: 22 });
    expect(view(370 + 37)).toEqual({ start: 8, end: 22 });
  });

  it('stays within the list, also when the scroll position is past its end', () => {
    expect(view(0, 5)).toEqual({ start: 0, end: 5 });
    expect(view(0, 0)).toEqual({ start: 0, end: 0 });
    // A list made shorter by a search: the browser will clamp the position to the end.
    expect(view(37_000, 100)).toEqual({ start: 88, end: 100 });
  });
});

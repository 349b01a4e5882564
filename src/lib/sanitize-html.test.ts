import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

const html = (input: string) => {
  const div = document.createElement('div');
  div.innerHTML = sanitizeHtml(input);
  return div;
};

describe('sanitizeHtml (hostile corpus)', () => {
  it('keeps formatting: paragraphs, emphasis, lists, tables, headings', () => {
    const out = sanitizeHtml(
      '<h2>Spår 3</h2><p><b>Inställt</b> <em>Lund C</em></p><ul><li>a</li></ul><table><tr><td>1</td></tr></table>',
    );
    expect(out).toContain('<h2>Spår 3</h2>');
    expect(out).toContain('<b>Inställt</b>');
    expect(out).toContain('<li>a</li>');
    expect(out).toContain('<td>1</td>');
  });

  it.each([
    ['<script>alert(1)</script>ok', 'script'],
    ['<img src=x onerror=alert(1)>', '[onerror]'],
    ['<svg><script>alert(1)</script></svg>', 'svg'],
    ['<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['<form action="https://evil.example"><input type="password"></form>', 'form, input'],
    ['<style>body{display:none}</style>', 'style'],
    ['<div style="position:fixed;inset:0">overlay</div>', '[style]'],
    ['<object data="x.swf"></object><embed src="x">', 'object, embed'],
    ['<button formaction="x">Klicka</button>', 'button'],
    ['<base href="https://evil.example/">', 'base'],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example">', 'meta'],
    ['<link rel="stylesheet" href="https://evil.example/x.css">', 'link'],
    ['<img srcset="https://tracker.example/p.gif 1x" alt="x">', '[srcset]'],
    [
      '<table background="https://tracker.example/bg.gif"><tr><td>x</td></tr></table>',
      '[background]',
    ],
    ['<details open ontoggle="alert(1)">x</details>', '[ontoggle]'],
    [
      '<video><source onerror="alert(1)"></video><audio src="https://tracker.example/a.mp3">',
      'video, audio, source',
    ],
    ['<img id="getElementById" name="cookie" alt="clobber">', '[id], [name]'],
    ['<p class="login-card" dir="ltr">lånad stil</p>', '[class]'],
    [
      '<a href="https://x.example" target="_top" ping="https://tracker.example">x</a>',
      '[ping], [target="_top"]',
    ],
  ])('removes %s', (input, selector) => {
    expect(html(input).querySelector(selector)).toBeNull();
  });

  it('drops links that could run script and opens the others safely', () => {
    const div = html(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a><a href="java&#x09;script:alert(1)">f</a><a href="//evil.example/">g</a><a href="https://trafik.example/info">d</a><a href="mailto:trafik@example.se">e</a>',
    );
    const links = [...div.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      null,
      null,
      null,
      null,
      null,
      'https://trafik.example/info',
      'mailto:trafik@example.se',
    ]);
    for (const a of links) expect(a.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('loads no remote image (tracker) but keeps inline pictures', () => {
    const div = html(
      '<img src="https://tracker.example/p.gif" alt="spår"><img src="data:image/png;base64,iVBORw0KGgo=" alt="karta"><img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="svg"><img src="//tracker.example/p.gif" alt="rel">',
    );
    const [remote, inline, svg, relative] = [...div.querySelectorAll('img')];
    expect(remote?.getAttribute('src')).toBeNull();
    expect(svg?.getAttribute('src')).toBeNull();
    expect(relative?.getAttribute('src')).toBeNull();
    expect(inline?.getAttribute('src')).toMatch(/^data:image\/png/);
  });

  it('gives a picture without a text an empty alt (decoration for screen readers)', () => {
    expect(html('<img src=x onerror=alert(1)>').querySelector('img')?.getAttribute('alt')).toBe('');
  });
});

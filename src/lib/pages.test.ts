import { describe, expect, it } from 'vitest';
import { definePages, menuOf, tabsOf, tilesOf, titleOf } from './pages';
import type { ExternalTile, PortalEntry } from './pages';

const screen = () => Promise.resolve(() => null);
const admin = { names: ['ADMIN'] };
const read = { names: ['READ'] };

const docs = definePages<'mine' | 'all'>({
  base: '/docs',
  access: admin,
  title: 'Docs',
  redirects: { '': 'mine' },
  pages: [
    { path: 'mine', tab: 'mine', screen },
    { path: 'all', access: read, tab: 'all', screen },
    { path: 'all/:id', access: read, screen },
    { path: 'all/:id/history', title: 'History', screen },
  ],
  tiles: [{ label: 'All docs', to: 'all' }, { label: 'Docs' }],
});
const open = definePages({
  base: '/docs/open',
  pages: [{ path: '', screen }],
  menu: [{ label: 'Open' }],
});
const tool: ExternalTile = {
  external: true,
  label: 'Tool',
  path: '/tool',
  access: [read],
};
const entries: PortalEntry[] = [open, tool, docs];

describe('derived from the page declarations', () => {
  it('the tiles, in the list order, each guarded by what guards its target', () => {
    expect(tilesOf(entries)).toEqual([
      { label: 'Tool', path: '/tool', access: [read], external: true },
      { label: 'All docs', path: '/docs/all', access: [admin, read], external: false },
      { label: 'Docs', path: '/docs', access: [admin], external: false },
    ]);
  });

  it('the menu: in-portal tiles first, then the menu-only entries; no external tool', () => {
    expect(menuOf(entries).map((link) => [link.label, link.path, link.access])).toEqual([
      ['All docs', '/docs/all', [admin, read]],
      ['Docs', '/docs', [admin]],
      ['Open', '/docs/open', []],
    ]);
  });

  it('the tab title by the longest declared path prefix, whole segments only', () => {
    expect(titleOf(entries, '/docs')).toBe('Docs');
    expect(titleOf(entries, '/docs/all/7')).toBe('Docs');
    expect(titleOf(entries, '/docs/open')).toBe('Docs');
    expect(titleOf(entries, '/tool')).toBeUndefined();
    expect(titleOf(entries, '/docsx')).toBeUndefined();
    expect(titleOf(entries, '/')).toBeUndefined();
  });

  it("a page's own title wins under that page, a parameter matching any one segment", () => {
    expect(titleOf(entries, '/docs/all/7/history')).toBe('History');
    expect(titleOf(entries, '/DOCS/all/x7/History/old')).toBe('History');
    expect(titleOf(entries, '/docs/all/7')).toBe('Docs');
    expect(titleOf(entries, '/docs/all/history')).toBe('Docs');
  });

  it('the tab bar: the pages with a tab, in declaration order, with their guards', () => {
    expect(tabsOf(docs)).toEqual([
      { tab: 'mine', to: '/docs/mine', access: [admin] },
      { tab: 'all', to: '/docs/all', access: [admin, read] },
    ]);
  });
});

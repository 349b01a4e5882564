import { describe, expect, it } from 'vitest';
import { buildTagTree } from './tag-tree';
import { shownNodes, treeMove } from './tree-keys';

const tag = (ID: number, ParentProcessTagID: number | null, Level: string) => ({
  ID,
  ParentProcessTagID,
  Level,
  Name: `n${ID}`,
});
// 1 ─┬─ 2 ─── 4
//    └─ 3
const tree = buildTagTree([
  tag(1, null, 'ROOT'),
  tag(2, 1, 'K1'),
  tag(3, 1, 'K2'),
  tag(4, 2, 'K1.1'),
]);

describe('the tag tree by keyboard', () => {
  it('shows the children of open nodes only', () => {
    expect(shownNodes(tree, new Set()).map((n) => n.id)).toEqual([1]);
    expect(shownNodes(tree, new Set([1])).map((n) => n.id)).toEqual([1, 2, 3]);
    expect(shownNodes(tree, new Set([1, 2])).map((n) => n.id)).toEqual([1, 2, 4, 3]);
  });

  it('Down and Up move through the shown nodes and stop at the ends; Home and End jump', () => {
    const open = new Set([1, 2]);
    const nodes = shownNodes(tree, open);
    expect(treeMove(nodes, open, 2, 'ArrowDown')).toEqual({ focus: 4 });
    expect(treeMove(nodes, open, 4, 'ArrowDown')).toEqual({ focus: 3 });
    expect(treeMove(nodes, open, 3, 'ArrowDown')).toBeNull();
    expect(treeMove(nodes, open, 3, 'ArrowUp')).toEqual({ focus: 4 });
    expect(treeMove(nodes, open, 1, 'ArrowUp')).toBeNull();
    expect(treeMove(nodes, open, 4, 'Home')).toEqual({ focus: 1 });
    expect(treeMove(nodes, open, 1, 'End')).toEqual({ focus: 3 });
  });

  it('Right opens a closed node, then goes to its first child; nothing on a leaf', () => {
    const closed = new Set<number>([1]);
    expect(treeMove(shownNodes(tree, closed), closed, 2, 'ArrowRight')).toEqual({ open: 2 });
    const open = new Set([1, 2]);
    expect(treeMove(shownNodes(tree, open), open, 2, 'ArrowRight')).toEqual({ focus: 4 });
    expect(treeMove(shownNodes(tree, open), open, 4, 'ArrowRight')).toBeNull();
  });

  it('Left closes an open node, else goes to the parent; nothing on a closed root', () => {
    const open = new Set([1, 2]);
    const nodes = shownNodes(tree, open);
    expect(treeMove(nodes, open, 2, 'ArrowLeft')).toEqual({ close: 2 });
    expect(treeMove(nodes, open, 4, 'ArrowLeft')).toEqual({ focus: 2 });
    expect(treeMove(nodes, open, 3, 'ArrowLeft')).toEqual({ focus: 1 });
    const none = new Set<number>();
    expect(treeMove(shownNodes(tree, none), none, 1, 'ArrowLeft')).toBeNull();
    expect(treeMove(shownNodes(tree, none), none, 1, 'Tab')).toBeNull();
  });
});

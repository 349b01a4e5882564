import type { TagTree } from './tag-tree';

/** A node of the tag tree as shown: its depth, parent and whether it has children. */
export interface ShownNode {
  id: number;
  parent: number | null;
  hasChildren: boolean;
}

/** The nodes a person sees, in order (children of open nodes only). */
export function shownNodes(tree: TagTree, open: ReadonlySet<number>): ShownNode[] {
  const out: ShownNode[] = [];
  const walk = (id: number, parent: number | null) => {
    const children = tree.children.get(id) ?? [];
    out.push({ id, parent, hasChildren: children.length > 0 });
    if (open.has(id)) for (const child of children) walk(child.ID, id);
  };
  for (const root of tree.roots) walk(root.ID, null);
  return out;
}

/** What a key does on a node (WAI-ARIA tree pattern): move focus, open or close the node. */
export type TreeMove = { focus: number } | { open: number } | { close: number } | null;

/**
 * Down/Up: next/previous shown node; Right: opens a closed node, or goes to the first child of
 * an open one; Left: closes an open node, or goes to the parent; Home/End: first/last shown node.
 */
export function treeMove(
  nodes: readonly ShownNode[],
  open: ReadonlySet<number>,
  id: number,
  key: string,
): TreeMove {
  const at = nodes.findIndex((n) => n.id === id);
  const node = nodes[at];
  if (!node) return null;
  const focus = (other: ShownNode | undefined) => (other ? { focus: other.id } : null);
  switch (key) {
    case 'ArrowDown':
      return focus(nodes[at + 1]);
    case 'ArrowUp':
      return focus(nodes[at - 1]);
    case 'Home':
      return focus(nodes[0]);
    case 'End':
      return focus(nodes.at(-1));
    case 'ArrowRight':
      if (!node.hasChildren) return null;
      return open.has(id) ? focus(nodes[at + 1]) : { open: id };
    case 'ArrowLeft':
      if (node.hasChildren && open.has(id)) return { close: id };
      return node.parent === null ? null : { focus: node.parent };
    default:
      return null;
  }
}

import type { ProcessTag } from '@/lib/documents/fallback-process-tags';

/** The process-tag tree (root level ROOT, shown as VLS) and its open/ticked state by tag ID. */
export interface TagTree {
  roots: readonly ProcessTag[];
  byId: ReadonlyMap<number, ProcessTag>;
  children: ReadonlyMap<number, readonly ProcessTag[]>;
}

export interface TreeState {
  open: readonly number[];
  checked: readonly number[];
}

export const EMPTY_TREE_STATE: TreeState = { open: [], checked: [] };

export function buildTagTree(tags: readonly ProcessTag[]): TagTree {
  const byId = new Map(tags.map((t) => [t.ID, t]));
  const children = new Map<number, ProcessTag[]>();
  const roots: ProcessTag[] = [];
  for (const tag of tags) {
    const parent = tag.ParentProcessTagID;
    if (parent === null || !byId.has(parent)) roots.push(tag);
    else children.set(parent, [...(children.get(parent) ?? []), tag]);
  }
  return { roots, byId, children };
}

/** A tag and everything below it. */
export function withDescendants(tree: TagTree, id: number): number[] {
  const out: number[] = [];
  const stack = [id];
  while (stack.length) {
    const current = stack.pop()!;
    out.push(current);
    for (const child of tree.children.get(current) ?? []) stack.push(child.ID);
  }
  return out;
}

/**
 * Ticking a node opens it and ticks all its children; unticking unticks them all, and its
 * ancestors (which then show as partly ticked).
 */
export function toggleTag(tree: TagTree, state: TreeState, id: number, tick: boolean): TreeState {
  const affected = withDescendants(tree, id);
  if (!tick) affected.push(...tagPath(tree, id).map((t) => t.ID));
  const checked = new Set(state.checked);
  for (const tagId of affected) {
    if (tick) checked.add(tagId);
    else checked.delete(tagId);
  }
  const open = new Set(state.open);
  if (tick && tree.children.has(id)) open.add(id);
  return { open: [...open].sort((a, b) => a - b), checked: [...checked].sort((a, b) => a - b) };
}

export function toggleOpen(state: TreeState, id: number): TreeState {
  const open = state.open.includes(id)
    ? state.open.filter((o) => o !== id)
    : [...state.open, id].sort((a, b) => a - b);
  return { ...state, open };
}

/** Some but not all of a node's descendants ticked (shown as a mixed checkbox). */
export function isPartlyTicked(tree: TagTree, checked: ReadonlySet<number>, id: number): boolean {
  if (checked.has(id)) return false;
  return withDescendants(tree, id).some((tagId) => checked.has(tagId));
}

/** The label of a node: the root is shown as VLS. */
export function tagLabel(tag: ProcessTag): string {
  return tag.Level === 'ROOT' ? 'VLS' : `${tag.Level} ${tag.Name}`;
}

/** The path of level codes from the root (ROOT-K4-K4.1-A2-M7) and of names. */
export function tagPath(tree: TagTree, id: number): ProcessTag[] {
  const path: ProcessTag[] = [];
  let tag = tree.byId.get(id);
  while (tag) {
    path.unshift(tag);
    tag = tag.ParentProcessTagID === null ? undefined : tree.byId.get(tag.ParentProcessTagID);
  }
  return path;
}

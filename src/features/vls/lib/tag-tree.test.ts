import { describe, expect, it } from 'vitest';
import { FALLBACK_PROCESS_TAGS } from '@/lib/documents/fallback-process-tags';
import {
  buildTagTree,
  EMPTY_TREE_STATE,
  isPartlyTicked,
  tagLabel,
  tagPath,
  toggleOpen,
  toggleTag,
  withDescendants,
} from './tag-tree';

const tree = buildTagTree(FALLBACK_PROCESS_TAGS);
const K4 = 254;
const K4_1 = 255;
const A2 = 263;
const M7 = 270;

describe('tag tree', () => {
  it('has one root, shown as VLS, and the operational chain down to M7', () => {
    expect(tree.roots).toHaveLength(1);
    expect(tagLabel(tree.roots[0]!)).toBe('VLS');
    expect(tagLabel(tree.byId.get(K4)!)).toBe('K4 Utföra trafik');
    expect(tagPath(tree, M7).map((t) => t.Level)).toEqual(['ROOT', 'K4', 'K4.1', 'A2', 'M7']);
  });

  it('ticking a node opens it and ticks it and every descendant', () => {
    const state = toggleTag(tree, EMPTY_TREE_STATE, K4, true);
    expect(state.open).toEqual([K4]);
    const below = withDescendants(tree, K4);
    expect(new Set(state.checked)).toEqual(new Set(below));
    expect(state.checked).toContain(M7);
    expect(state.checked).not.toContain(1);
    expect(below.length).toBeGreaterThan(100);
  });

  it('unticking a node unticks its descendants and ancestors, which show as partly ticked', () => {
    const ticked = toggleTag(tree, EMPTY_TREE_STATE, K4, true);
    const state = toggleTag(tree, ticked, A2, false);
    const checked = new Set(state.checked);
    expect(checked.has(A2)).toBe(false);
    expect(checked.has(M7)).toBe(false);
    expect(checked.has(K4_1)).toBe(false);
    expect(checked.has(K4)).toBe(false);
    expect(checked.has(256)).toBe(true);
    expect(isPartlyTicked(tree, checked, K4)).toBe(true);
    expect(isPartlyTicked(tree, checked, 1)).toBe(true);
    expect(isPartlyTicked(tree, checked, A2)).toBe(false);
    // Unticking keeps what was open.
    expect(state.open).toEqual([K4]);
  });

  it('ticking a leaf does not open anything; opening toggles', () => {
    const state = toggleTag(tree, EMPTY_TREE_STATE, M7, true);
    expect(state).toEqual({ open: [], checked: [M7] });
    const opened = toggleOpen(state, K4);
    expect(opened.open).toEqual([K4]);
    expect(toggleOpen(opened, K4).open).toEqual([]);
  });

  it('state is kept by tag ID, so a new tree (another district) keeps it', () => {
    const state = toggleTag(tree, EMPTY_TREE_STATE, K4, true);
    const other = buildTagTree(FALLBACK_PROCESS_TAGS.map((t) => ({ ...t })));
    expect(isPartlyTicked(other, new Set(state.checked), 1)).toBe(true);
    expect(toggleTag(other, state, K4, true)).toEqual(state);
  });
});

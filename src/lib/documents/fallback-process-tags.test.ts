import { describe, it, expect } from 'vitest';

import { FALLBACK_PROCESS_TAGS, OPERATIONAL_CHAIN, type ProcessTag } from './fallback-process-tags';

const byId = new Map<number, ProcessTag>(FALLBACK_PROCESS_TAGS.map((tag) => [tag.ID, tag]));

function levelPath(tag: ProcessTag): string[] {
  const levels: string[] = [];
  let current: ProcessTag | undefined = tag;
  while (current) {
    levels.unshift(current.Level);
    current =
      current.ParentProcessTagID === null ? undefined : byId.get(current.ParentProcessTagID);
  }
  return levels;
}

describe('FALLBACK_PROCESS_TAGS', () => {
  it('has between 440 and 470 entries', () => {
    expect(FALLBACK_PROCESS_TAGS.length).toBeGreaterThanOrEqual(440);
    expect(FALLBACK_PROCESS_TAGS.length).toBeLessThanOrEqual(470);
  });

  it('has exactly one ROOT named VLS and no other parentless node', () => {
    const roots = FALLBACK_PROCESS_TAGS.filter((tag) => tag.Level === 'ROOT');
    expect(roots).toHaveLength(1);
    expect(roots[0]).toEqual({ ID: 1, Level: 'ROOT', Name: 'VLS', ParentProcessTagID: null });
    const parentless = FALLBACK_PROCESS_TAGS.filter((tag) => tag.ParentProcessTagID === null);
    expect(parentless).toHaveLength(1);
  });

  it('has unique positive integer IDs', () => {
    const ids = FALLBACK_PROCESS_TAGS.map((tag) => tag.ID);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(Number.isInteger(id) && id > 0).toBe(true);
    }
  });

  it('references only existing parents, listed before their children', () => {
    const seen = new Set<number>();
    for (const tag of FALLBACK_PROCESS_TAGS) {
      if (tag.ParentProcessTagID !== null) {
        expect(byId.has(tag.ParentProcessTagID), `parent of ${tag.ID}`).toBe(true);
        expect(seen.has(tag.ParentProcessTagID), `parent of ${tag.ID} listed first`).toBe(true);
      }
      seen.add(tag.ID);
    }
  });

  it('has no cycles: every node reaches the root within 10 steps', () => {
    for (const tag of FALLBACK_PROCESS_TAGS) {
      let current: ProcessTag | undefined = tag;
      let steps = 0;
      while (current && current.ParentProcessTagID !== null && steps <= 10) {
        current = byId.get(current.ParentProcessTagID);
        steps += 1;
      }
      expect(steps, `steps from ${tag.ID}`).toBeLessThanOrEqual(10);
      expect(current?.ID, `root reached from ${tag.ID}`).toBe(1);
    }
  });

  it('contains the operational level chain exactly once as a root-to-node path', () => {
    const matches = FALLBACK_PROCESS_TAGS.filter(
      (tag) => levelPath(tag).join('/') === OPERATIONAL_CHAIN.join('/'),
    );
    expect(matches).toHaveLength(1);
  });

  it('has unique names among siblings', () => {
    const namesByParent = new Map<number | null, Set<string>>();
    for (const tag of FALLBACK_PROCESS_TAGS) {
      const names = namesByParent.get(tag.ParentProcessTagID) ?? new Set<string>();
      expect(names.has(tag.Name), `duplicate sibling name ${tag.Name}`).toBe(false);
      names.add(tag.Name);
      namesByParent.set(tag.ParentProcessTagID, names);
    }
  });
});

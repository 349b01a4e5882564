import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/stores/session';
import { useCurrentDistrict } from '@/stores/district';
import { processTagsQuery } from '../api/get-process-tags';
import { FALLBACK_PROCESS_TAGS } from '@/lib/documents/fallback-process-tags';
import {
  buildTagTree,
  EMPTY_TREE_STATE,
  toggleOpen,
  toggleTag,
  type TreeState,
} from '../lib/tag-tree';
import { useStoredFilter } from '@/lib/use-stored-filter';

const ids = (value: unknown) =>
  Array.isArray(value) && value.every((v) => Number.isInteger(v)) ? (value as number[]) : null;

function parseTreeState(raw: unknown): TreeState | null {
  if (!raw || typeof raw !== 'object') return null;
  const { open, checked } = raw as Record<string, unknown>;
  const o = ids(open);
  const c = ids(checked);
  return o && c ? { open: o, checked: c } : null;
}

/**
 * The tag tree of the current district and its open/ticked state. The state is kept by tag ID
 * per user (sessionStorage), so it survives a district change, leaving the view and a reload.
 */
export function useTagTreeState() {
  const userId = useSession()?.userId ?? '';
  const districtId = useCurrentDistrict();
  const tags = useQuery(processTagsQuery(userId, districtId));
  const tree = useMemo(() => buildTagTree(tags.data?.tags ?? FALLBACK_PROCESS_TAGS), [tags.data]);
  const [state, setState] = useStoredFilter('vls.tree', EMPTY_TREE_STATE, parseTreeState);
  return {
    tags,
    tree,
    state,
    tick: (id: number, tick: boolean) => setState((s) => toggleTag(tree, s, id, tick)),
    open: (id: number) => setState((s) => toggleOpen(s, id)),
    clear: () => setState((s) => ({ ...s, checked: [] })),
  };
}

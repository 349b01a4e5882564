import { formatStockholm } from '@/lib/time/stockholm';
import type { UploadDraft } from '../components/use-upload-draft';
import type { SharedMetadata } from './run-upload';
import { tagPath, type TagTree } from './tag-tree';

const stamp = () => formatStockholm(Date.now(), "yyyy-MM-dd'T'HH:mm:ss");

/** The metadata every file of one upload shares, from the form's draft and the tag tree. */
export function sharedMetadata(draft: UploadDraft, tree: TagTree): SharedMetadata {
  const path = tagPath(tree, draft.processTagId ?? 0);
  const now = stamp();
  return {
    OperationType: 'Create',
    Process: path.at(-1)?.Name ?? '',
    ProcessTagId: draft.processTagId ?? 0,
    ReadReceipt: draft.readReceipt,
    Author: draft.author.trim(),
    Created: now,
    DriftMessageStart: draft.validFrom ? `${draft.validFrom}T00:00:00` : null,
    DriftMessageEnd: draft.validTo ? `${draft.validTo}T00:00:00` : null,
    MainProcess: path[1]?.Name ?? '',
    Version: draft.version.trim(),
    Modified: now,
    ProcessTagFullPath: path.map((tag) => tag.Level).join('-'),
    District: [...draft.districts],
  };
}

/** The details the user fills in (or chooses), as sent: all but the time stamps. */
const DETAILS = [
  'OperationType',
  'Process',
  'ProcessTagId',
  'ReadReceipt',
  'Author',
  'DriftMessageStart',
  'DriftMessageEnd',
  'MainProcess',
  'Version',
  'ProcessTagFullPath',
] as const satisfies readonly (keyof SharedMetadata)[];

const sorted = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b).join(',');

/** Whether `sent` (a file's metadata) has the details of `shared` (the form's now). */
export function sameDetails(sent: SharedMetadata, shared: SharedMetadata): boolean {
  return (
    DETAILS.every((key) => sent[key] === shared[key]) &&
    sorted(sent.District) === sorted(shared.District)
  );
}

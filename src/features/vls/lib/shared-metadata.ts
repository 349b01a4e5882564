import { formatStockholm } from '@/lib/time';
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

import {
  validateExternalRecipient,
  validateGroup,
  type ExternalRecipientInput,
} from '@/lib/validation/recipients';
import type { groupAdminStrings } from '../strings';
import type { GroupDraft } from './group-draft';
import type { SaveFailure } from './run-group-save';

type Texts = (typeof groupAdminStrings)['sv'];

/** The messages of an external recipient's mail and phone ('Ogiltig e-postadress: …'). */
export function externalMessages(input: ExternalRecipientInput, t: Texts): string[] {
  return validateExternalRecipient(input).flatMap((problem) => {
    if (problem.code === 'invalidMail') return [t.invalidMail(problem.values)];
    if (problem.code === 'invalidPhone') return [t.invalidPhone(problem.values)];
    return [];
  });
}

export interface GroupFieldErrors {
  name?: string;
  districtId?: string;
  from?: string;
}

/** Group save needs a name, a selected district and a valid sender address (spec 2 §5). */
export function groupFieldErrors(draft: GroupDraft, t: Texts): GroupFieldErrors {
  const errors: GroupFieldErrors = {};
  if (draft.name.trim() === '') errors.name = t.nameRequired;
  for (const problem of validateGroup({ districtId: draft.districtId, from: draft.from })) {
    if (problem.code === 'districtRequired') errors.districtId = t.districtRequired;
    else errors.from = t.wrongEmail;
  }
  return errors;
}

/**
 * What a save report says of one failure: not done (a status answer), or not known (no answer:
 * it may have arrived, and saving again does not do it twice).
 */
export function saveFailureLine(f: SaveFailure, t: Texts): string {
  if (f.notSent) return t.groupNotChecked(f.message);
  if (f.operation === 'group' || f.kind === null)
    return f.unknown ? t.groupUnknown(f.message) : t.groupNotSaved(f.message);
  const kind = t.kind[f.kind];
  if (f.operation === 'create')
    return (f.unknown ? t.createUnknown : t.notCreated)(kind, f.name, f.message);
  if (f.operation === 'update')
    return (f.unknown ? t.updateUnknown : t.notUpdated)(kind, f.name, f.message);
  return (f.unknown ? t.deleteRowUnknown : t.notDeleted)(kind, f.name, f.message);
}

/** The heading over the recipients a save left out. */
export const partialTitle = (failures: readonly SaveFailure[], t: Texts): string =>
  failures.some((f) => f.unknown) ? t.partialUnknownTitle : t.partialTitle;

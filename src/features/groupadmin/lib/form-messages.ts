import {
  validateExternalRecipient,
  validateGroup,
  type ExternalRecipientInput,
} from '@/lib/validation/recipients';
import type { groupAdminStrings } from '../strings';
import type { GroupDraft } from './group-draft';

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

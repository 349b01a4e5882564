import type { RecipientGroup } from '../api/schemas';
import type { MessageForm } from './message-form';

/**
 * What of a form can be sent: its district only when still offered to the user (MESSAGE_SEND or
 * MESSAGE_GROUP_ADMIN there), its groups only those still offered in that district. A district or
 * group kept from an earlier message or draft that is no longer offered (access lost, group
 * deleted or moved) is named, so the form can show it, and never sent: the server would refuse it,
 * or it would reach people the user no longer sends to.
 */
export interface Offered {
  /** The form as it would be sent. */
  sendable: MessageForm;
  districtUnavailable: boolean;
  /** Chosen groups no longer offered (empty while the groups load). */
  unavailableGroupIds: number[];
}

export function offeredPart(
  form: MessageForm,
  districtIds: readonly number[],
  groups: readonly RecipientGroup[] | undefined,
): Offered {
  const districtUnavailable = form.districtId !== null && !districtIds.includes(form.districtId);
  const inDistrict = new Set(
    (groups ?? []).filter((g) => g.DistrictID === form.districtId).map((g) => g.ID),
  );
  const offeredIds = form.groupIds.filter((id) => inDistrict.has(id));
  return {
    sendable: {
      ...form,
      districtId: districtUnavailable ? null : form.districtId,
      groupIds: districtUnavailable ? [] : offeredIds,
    },
    districtUnavailable,
    unavailableGroupIds: groups ? form.groupIds.filter((id) => !inDistrict.has(id)) : [],
  };
}

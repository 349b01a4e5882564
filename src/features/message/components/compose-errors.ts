import { blocksSending, type FormProblems } from '../lib/build-send';
import type { MessageForm } from '../lib/message-form';
import type { messageStrings } from '../strings';

type Texts = (typeof messageStrings)['sv'];

/**
 * The validation texts at the compose form's fields. What stops sending shows once sending was
 * tried (`checked`); a district no longer offered, an ended validity and 'Gäller till' before
 * 'Gäller från' show as soon as they are so. The order alone is advisory where it is swapped
 * when sent; an ended validity's 'Gäller till' has passed also when the two are swapped.
 */
export function composeErrors(
  t: Texts,
  {
    sendable,
    problems,
    checked,
    ended,
    districtUnavailable,
  }: {
    sendable: MessageForm;
    problems: FormProblems;
    checked: boolean;
    ended: boolean;
    districtUnavailable: boolean;
  },
) {
  const fields = checked
    ? {
        district: problems.district ? t.districtRequired : undefined,
        groups: problems.groups ? t.groupRequired : undefined,
        subject: problems.subject ? t.subjectRequired : undefined,
        validFrom: problems.validFrom ? t.validMissing : undefined,
        dateTimeFrom: problems.dateTimeFrom ? t.validMissing : undefined,
      }
    : {};
  const validTo = ended
    ? t.validEnded
    : problems.validTo === 'order'
      ? t.validOrder
      : checked && problems.validTo === 'missing'
        ? t.validMissing
        : undefined;
  return {
    recipients: districtUnavailable ? { ...fields, district: t.districtUnavailable } : fields,
    message: { ...fields, validTo },
    dateTimeFrom: fields.dateTimeFrom,
    sms: problems.sms ? t.smsTooLong(problems.sms) : undefined,
    orderAdvisory:
      !ended && problems.validTo === 'order' && !blocksSending(sendable, { validTo: 'order' }),
  };
}

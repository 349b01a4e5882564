import { isBlankDateTime } from '@/lib/time/date-time-input';
import type { GroupSendBody } from '../api/send-group-message';
import { GROUP_SYSTEM_ID, SMS_MAX_LENGTH, type Channel } from './constants';
import { toCustomData } from './custom-data';
import type { MessageForm } from './message-form';
import { channelContent } from './preview';
import { fromLocalInput, toWire, validityForSend, validityProblems } from './validity';

/** What stops a message from being sent (each shown at its field). */
export interface FormProblems {
  district?: true;
  groups?: true;
  subject?: true;
  /** 'order' is shown while typing but does not stop sending: the two are swapped then. */
  validFrom?: 'missing';
  validTo?: 'missing' | 'order';
  /** When the event began: optional, but what is typed there must be a date and a time. */
  dateTimeFrom?: true;
  /** Characters over the SMS limit. */
  sms?: number;
}

export function formProblems(form: MessageForm): FormProblems {
  const problems: FormProblems = {};
  if (form.districtId === null) problems.district = true;
  if (form.groupIds.length === 0) problems.groups = true;
  if (!form.subject.trim()) problems.subject = true;
  Object.assign(problems, validityProblems(form.validFrom, form.validTo));
  if (!isBlankDateTime(form.dateTimeFrom) && !fromLocalInput(form.dateTimeFrom))
    problems.dateTimeFrom = true;
  if (form.smsContent.length > SMS_MAX_LENGTH)
    problems.sms = form.smsContent.length - SMS_MAX_LENGTH;
  return problems;
}

/** Whether the problems stop sending ('Gäller till' before 'Gäller från' does not; equal does). */
export function blocksSending(form: MessageForm, problems: FormProblems): boolean {
  const { validTo, ...rest } = problems;
  if (Object.keys(rest).length > 0 || validTo === 'missing') return true;
  return validTo === 'order' && validityForSend(form.validFrom, form.validTo) === null;
}

/**
 * The body of POST /message/Group for the form: validity swapped if 'till' is before 'från'
 * (spec 2 §4), channel texts filled in for the channels the chosen groups have.
 */
export function buildGroupSend(
  form: MessageForm,
  options: { parentId: number; channels: ReadonlySet<Channel> },
): { body: GroupSendBody; swapped: boolean } | null {
  const validity = validityForSend(form.validFrom, form.validTo);
  if (!validity || form.districtId === null) return null;
  const content = channelContent(form);
  const withChannels: MessageForm = {
    ...form,
    smsContent: options.channels.has('sms') ? content.smsContent : form.smsContent,
    emailSubject: options.channels.has('email') ? content.emailSubject : form.emailSubject,
    emailContent: options.channels.has('email') ? content.emailContent : form.emailContent,
  };
  return {
    swapped: validity.swapped,
    body: {
      systemId: GROUP_SYSTEM_ID,
      parentID: options.parentId,
      subject: form.subject.trim(),
      body: form.body,
      readReceipt: form.readReceipt,
      html: false,
      customData: toCustomData(withChannels),
      to: [...form.groupIds],
      validFrom: toWire(validity.validFrom),
      validTo: toWire(validity.validTo),
    },
  };
}

/** The validity as shown in the preview (after the swap). */
export function previewValidity(form: MessageForm): { from: Date; to: Date } | null {
  const v = validityForSend(form.validFrom, form.validTo);
  return v ? { from: v.validFrom, to: v.validTo } : null;
}

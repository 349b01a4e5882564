import type { RecipientGroup } from '../api/schemas';
import { CHANNELS, SMS_MAX_LENGTH, channelOf, type Channel } from './constants';
import type { MessageForm } from './message-form';

/**
 * What each channel's recipients get (the preview before sending): the SMS text, the e-mail's
 * subject and content, the app's subject and body. Where the user left a channel's own text
 * empty, the message's subject (SMS, e-mail subject) or body (e-mail content) stands in, and
 * that is also what is sent.
 */
export interface ChannelContent {
  smsContent: string;
  emailSubject: string;
  emailContent: string;
}

export function channelContent(form: MessageForm): ChannelContent {
  return {
    smsContent: form.smsContent.trim()
      ? form.smsContent
      : form.subject.trim().slice(0, SMS_MAX_LENGTH),
    emailSubject: form.emailSubject.trim() || form.subject.trim(),
    emailContent: form.emailContent.trim() ? form.emailContent : form.body,
  };
}

/** The chosen groups by channel (a group with several channels is under each). */
export function groupsByChannel(
  groupIds: readonly number[],
  groups: ReadonlyMap<number, RecipientGroup>,
): Record<Channel, RecipientGroup[]> {
  const out = Object.fromEntries(CHANNELS.map((c) => [c, [] as RecipientGroup[]])) as Record<
    Channel,
    RecipientGroup[]
  >;
  for (const id of groupIds) {
    const group = groups.get(id);
    if (!group) continue;
    for (const type of group.RecipientTypes) {
      const channel = channelOf(type);
      if (channel) out[channel].push(group);
    }
  }
  return out;
}

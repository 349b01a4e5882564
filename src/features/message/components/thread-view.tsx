import { useQuery } from '@tanstack/react-query';
import { useStrings } from '@/lib/i18n';
import { toDateKey } from '@/lib/time';
import { messagesQuery } from '../api/get-messages';
import type { Message } from '../api/schemas';
import { rootIdOf } from '../lib/threads';
import { messageStrings } from '../strings';
import { ThreadMessages } from './thread-messages';

/**
 * The thread the update goes into: its messages from the list of the day its root began
 * (only the opened message while that list loads or if it fails).
 */
export function ThreadView({ message }: { message: Message }) {
  const t = useStrings(messageStrings);
  const rootId = rootIdOf(message);
  const when = message.Created ?? message.ValidFrom;
  const list = useQuery(
    messagesQuery({
      day: when ? toDateKey(when) : '',
      showInactive: true,
      // Without a date there is no day to ask for: the opened message alone is shown.
      districts: when ? [message.DistrictID] : [],
    }),
  );
  const thread = (list.data ?? []).filter((m) => rootIdOf(m) === rootId);
  const messages = thread.length > 0 ? [...thread].sort((a, b) => a.ID - b.ID) : [message];
  return (
    <section className="thread-view" aria-labelledby="thread-title">
      <h2 id="thread-title">{t.thread}</h2>
      <ThreadMessages messages={messages} />
    </section>
  );
}

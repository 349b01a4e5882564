import { useQuery } from '@tanstack/react-query';
import { QueryFailure } from '@/components/query-state';
import { useStrings } from '@/lib/i18n';
import { threadQuery } from '../api/get-thread';
import type { Message } from '../api/schemas';
import { messageStrings } from '../strings';
import { ThreadMessages } from './thread-messages';

/**
 * The thread the update goes into, all its messages, also those of later days (see
 * lib/thread-days). While it loads, and if it fails (said, with a retry), the opened message.
 */
export function ThreadView({ message }: { message: Message }) {
  const t = useStrings(messageStrings);
  const thread = useQuery(threadQuery(message));
  return (
    <section className="thread-view" aria-labelledby="thread-title">
      <h2 id="thread-title">{t.thread}</h2>
      <QueryFailure query={thread} text={() => t.threadPartError} />
      <ThreadMessages messages={thread.data ?? [message]} />
    </section>
  );
}

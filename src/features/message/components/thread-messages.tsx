import { formatDateTime } from '@/lib/time/stockholm';
import { useStrings } from '@/lib/i18n';
import type { Message } from '../api/schemas';
import { messageStrings } from '../strings';
import { MessageBody } from './message-body';

/** The messages of a thread, oldest first: time, subject, validity and body of each. */
export function ThreadMessages({ messages }: { messages: readonly Message[] }) {
  const t = useStrings(messageStrings);
  return (
    <ol className="thread-messages">
      {messages.map((m) => (
        <li key={m.ID}>
          <p className="thread-meta">
            <strong>{m.Subject}</strong>{' '}
            <span className="muted">
              {formatDateTime(m.Created)} · {t.validFrom} {formatDateTime(m.ValidFrom)} –{' '}
              {formatDateTime(m.ValidTo)}
            </span>
          </p>
          <MessageBody body={m.Body} html={m.HTML} />
        </li>
      ))}
    </ol>
  );
}

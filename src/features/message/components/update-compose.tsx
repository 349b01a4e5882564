import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { LoadingState, QueryState } from '@/components/query-state';
import { useStrings } from '@/lib/i18n';
import { messageQuery } from '../api/get-message';
import { threadQuery } from '../api/get-thread';
import type { Message } from '../api/schemas';
import { fromCustomData } from '../lib/custom-data';
import { emptyForm, type MessageForm } from '../lib/message-form';
import { rootIdOf } from '../lib/threads';
import { messageStrings } from '../strings';
import { ComposeForm } from './compose-form';
import { firstAnswerPending } from './first-answer';
import { ThreadView } from './thread-view';
import { useMessageGroups } from './use-message-groups';

/** The form for an update in the thread of `message`: its groups, district and event data. */
function updateForm(message: Message): MessageForm {
  const fromData = fromCustomData(message.CustomData);
  return {
    ...emptyForm(Date.now(), message.DistrictID),
    ...fromData,
    districtId: message.DistrictID,
    groupIds: [...message.To],
    subject: message.Subject,
    readReceipt: message.ReadReceipt,
    // The new word of the update is typed afresh.
    body: '',
    smsContent: '',
    emailSubject: '',
    emailContent: '',
  };
}

/** /message/edit/{id} and /message/{id}: an update in the thread of message `id`. */
export function UpdateCompose({ id }: { id: number }) {
  const t = useStrings(messageStrings);
  const query = useQuery(messageQuery(id));
  // Asked beside the message, not after it: the form is drawn with both.
  useMessageGroups();
  return (
    <>
      <QueryState query={query} errorText={t.threadLoadError}>
        {(message) => <UpdateForm id={id} message={message} />}
      </QueryState>
      {query.isError ? <BackToList /> : null}
    </>
  );
}

/**
 * The thread above the form, drawn once its messages and the recipient groups are in (see
 * firstAnswerPending): the thread growing from the opened message to all of them pushed the form
 * down.
 */
function UpdateForm({ id, message }: { id: number; message: Message }) {
  const t = useStrings(messageStrings);
  const groups = useMessageGroups();
  const thread = useQuery(threadQuery(message));
  if (firstAnswerPending(groups) || firstAnswerPending(thread)) return <LoadingState />;
  return (
    <ComposeForm
      scope={`message:${id}`}
      initial={() => updateForm(message)}
      parentId={rootIdOf(message)}
      title={t.updateTitle(message.Subject)}
    >
      <ThreadView message={message} />
    </ComposeForm>
  );
}

/** Out of a message that cannot be opened (an unknown id, a failed load). */
export function BackToList() {
  const t = useStrings(messageStrings);
  return (
    <p>
      <Link to="/message">{t.back}</Link>
    </p>
  );
}

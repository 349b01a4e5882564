import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { showToast } from '@/components/toast';
import { useStrings } from '@/lib/i18n';
import { useSendInternalMessage, type InternalSendBody } from '../api/send-internal-message';
import { GROUP_SYSTEM_ID } from '../lib/constants';
import { messageStrings } from '../strings';
import { TextArea, TextField } from './fields';
import { SendFeedback, sentText } from './send-feedback';
import { useDraft } from './use-draft';
import { useSendOnce } from './use-send-once';
import type { SendOutcome } from '../lib/send-exactly-once';
import './message.css';

interface ToForm {
  subject: string;
  body: string;
}

const emptyToForm = (): ToForm => ({ subject: '', body: '' });
const parseToForm = (raw: unknown): ToForm | null => {
  if (!raw || typeof raw !== 'object') return null;
  const v = raw as Record<string, unknown>;
  return {
    subject: typeof v.subject === 'string' ? v.subject : '',
    body: typeof v.body === 'string' ? v.body : '',
  };
};

/** /message/to/{userid}: a message to one person (msg/message/Internal), same draft rules. */
export function MessageToPage() {
  const t = useStrings(messageStrings);
  const userId = useParams().userid ?? '';
  const navigate = useNavigate();
  const draft = useDraft(`to:${userId}`, emptyToForm, parseToForm);
  const { form, setForm, reset } = draft;
  const [checked, setChecked] = useState(false);
  const onSent = useCallback(
    (result: SendOutcome) => {
      reset(emptyToForm());
      showToast(sentText(t, result), 'success');
      void navigate('/message');
    },
    [reset, navigate, t],
  );
  // A message to users is not in the message list (spec 2 §7 reads group messages by district):
  // after an unknown outcome the user must confirm sending it again.
  const sender = useSendOnce<InternalSendBody>({ draft, onSent });
  const sendMessage = useSendInternalMessage(sender.guard);
  const body = (): InternalSendBody => ({
    // The spec gives systemId's value only for group sends; the same system sends here.
    systemId: GROUP_SYSTEM_ID,
    subject: form.subject.trim(),
    body: form.body,
    to: [userId],
  });
  const send = (options: { confirmed?: boolean } = {}) => {
    const message = body();
    void sender.run(() => sendMessage.mutateAsync(message), options);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!form.subject.trim()) return;
    send();
  };

  return (
    <section className="page compose" aria-labelledby="message-to-title">
      <h1 id="message-to-title">{t.toTitle}</h1>
      <p>{t.toUser(userId)}</p>
      {draft.restored ? <p className="muted">{t.draftRestored}</p> : null}
      <form className="compose-form" noValidate onSubmit={submit}>
        <TextField
          label={t.subject}
          value={form.subject}
          required
          error={checked && !form.subject.trim() ? t.subjectRequired : undefined}
          onChange={(subject) => setForm((f) => ({ ...f, subject }))}
        />
        <TextArea
          label={t.body}
          rows={6}
          value={form.body}
          onChange={(value) => setForm((f) => ({ ...f, body: value }))}
        />
        <SendFeedback
          failure={sender.failure}
          pending={draft.pendingSince !== null}
          phase={sender.phase}
          listed={false}
        />
        <div className="compose-actions">
          <button type="submit" className="primary" disabled={sender.busy}>
            {sender.busy ? t.sending : t.send}
          </button>
          {sender.failure?.kind === 'unconfirmed' ? (
            <button type="button" onClick={() => send({ confirmed: true })}>
              {t.sendAnyway}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

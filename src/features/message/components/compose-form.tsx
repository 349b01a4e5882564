import type { ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { useFocusInvalid } from '@/components/use-focus-invalid';
import { useStrings } from '@/lib/i18n';
import type { MessageForm } from '../lib/message-form';
import { messageStrings } from '../strings';
import { ComposeEventFields } from './compose-event-fields';
import { ComposeMessageFields } from './compose-message-fields';
import { ComposePanels } from './compose-panels';
import { ComposeRecipients } from './compose-recipients';
import { ComposeTrips } from './compose-trips';
import { DiscardDialog } from './discard-dialog';
import { PreviewDialog } from './preview-dialog';
import { SendFeedback } from './send-feedback';
import { useComposeForm } from './use-compose-form';

/**
 * The message form: kept as a draft from the first keystroke, checked, previewed per channel,
 * then sent exactly once (to a new thread, parentId 1, or as an update in a thread). Its state
 * and steps are useComposeForm's; this draws them.
 */
export function ComposeForm({
  scope,
  initial,
  parentId,
  title,
  children,
}: {
  scope: string;
  initial: () => MessageForm;
  parentId: number;
  title: string;
  children?: ReactNode;
}) {
  const t = useStrings(messageStrings);
  const { ref: formRef, focusInvalid } = useFocusInvalid<HTMLFormElement>();
  const compose = useComposeForm(scope, initial, parentId, focusInvalid);
  const { draft, form, set, errors, sender, preview, discard } = compose;

  return (
    <section className="page compose" aria-labelledby="compose-title">
      <h1 id="compose-title">{title}</h1>
      {children}
      {draft.restored ? <p className="muted">{t.draftRestored}</p> : null}
      {draft.restored && compose.ended ? (
        <p className="form-error">{t.draftValidityEnded}</p>
      ) : null}
      <form ref={formRef} className="compose-form" noValidate onSubmit={compose.submit}>
        <ComposeRecipients
          form={form}
          set={set}
          districtIds={compose.districtIds}
          districtUnavailable={compose.offered.districtUnavailable}
          unavailableGroupIds={compose.offered.unavailableGroupIds}
          groupsQuery={compose.groupsQuery}
          errors={errors.recipients}
        />
        <ComposeMessageFields
          form={form}
          set={set}
          errors={errors.message}
          validToAdvisory={errors.orderAdvisory}
          onValidityFromNow={compose.validityFromNow}
        />
        <ComposePanels form={form} set={set} open={compose.panels} smsError={errors.sms} />
        <ComposeEventFields form={form} set={set} error={errors.dateTimeFrom} />
        <ComposeTrips form={form} set={set} />
        {compose.swapped ? <p role="status">{t.swapped}</p> : null}
        {compose.refused ? <Alert>{t.fixBeforePreview}</Alert> : null}
        <SendFeedback
          failure={sender.failure}
          pending={draft.pendingSince !== null}
          phase={sender.phase}
        />
        <div className="compose-actions">
          <button type="submit" className="primary" disabled={sender.busy}>
            {t.preview}
          </button>
          <button type="button" onClick={discard.ask}>
            {t.discardDraft}
          </button>
        </div>
      </form>
      {preview ? (
        <PreviewDialog
          form={compose.offered.sendable}
          byChannel={preview.byChannel}
          busy={sender.busy}
          onSend={preview.send}
          onClose={preview.close}
        />
      ) : null}
      {discard.asking ? (
        <DiscardDialog onConfirm={discard.confirm} onClose={discard.close} />
      ) : null}
    </section>
  );
}

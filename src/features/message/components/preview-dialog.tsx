import { Modal } from '@/components/modal';
import { commonStrings } from '@/components/strings';
import { useStrings } from '@/lib/i18n';
import { formatDateTime } from '@/lib/time/stockholm';
import type { RecipientGroup } from '../api/schemas';
import { CHANNELS, type Channel } from '../lib/constants';
import type { MessageForm } from '../lib/message-form';
import { channelContent } from '../lib/preview';
import { previewValidity } from '../lib/build-send';
import { messageStrings } from '../strings';

/** What each channel's recipients will get, and the one button that sends. */
export function PreviewDialog({
  form,
  byChannel,
  busy,
  onSend,
  onClose,
}: {
  form: MessageForm;
  byChannel: Record<Channel, RecipientGroup[]>;
  busy: boolean;
  onSend: () => void;
  onClose: () => void;
}) {
  const t = useStrings(messageStrings);
  const c = useStrings(commonStrings);
  const content = channelContent(form);
  const validity = previewValidity(form);
  const title: Record<Channel, string> = { sms: t.panelSms, email: t.panelEmail, app: t.panelApp };
  const shown = CHANNELS.filter((ch) => byChannel[ch].length > 0);
  return (
    <Modal title={t.previewTitle} closeLabel={c.close} onClose={onClose} className="preview">
      {validity ? (
        <p>
          {t.validFrom} {formatDateTime(validity.from)} – {t.validTo} {formatDateTime(validity.to)}
        </p>
      ) : null}
      {shown.length === 0 ? <p>{t.previewNoChannel}</p> : null}
      {shown.map((channel) => (
        <section key={channel} className="preview-channel" aria-label={title[channel]}>
          <h3 className="h-small">
            {t.previewFor(title[channel], byChannel[channel].map((g) => g.Name).join(', '))}
          </h3>
          {channel === 'sms' ? (
            <pre className="preview-sms">{content.smsContent}</pre>
          ) : channel === 'email' ? (
            <>
              <p>
                <strong>{content.emailSubject}</strong>
              </p>
              <div className="message-text">{content.emailContent}</div>
            </>
          ) : (
            <>
              <p>
                <strong>{form.subject}</strong>
              </p>
              <div className="message-text">{form.body}</div>
            </>
          )}
        </section>
      ))}
      <div className="compose-actions">
        <button type="button" className="primary" disabled={busy} onClick={onSend}>
          {busy ? t.sending : t.send}
        </button>
      </div>
    </Modal>
  );
}

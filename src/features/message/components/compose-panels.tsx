import { useId, type ReactNode } from 'react';
import { useStrings } from '@/lib/i18n';
import { SMS_MAX_LENGTH, type Channel } from '../lib/constants';
import type { MessageForm } from '../lib/message-form';
import { messageStrings } from '../strings';
import { TextArea, TextField } from './fields';

function Panel({
  title,
  open,
  onToggle,
  children,
}: {
  title: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="channel-panel" aria-label={title}>
      <h2 className="h-small">
        <button
          type="button"
          className="panel-toggle link-button"
          aria-expanded={open}
          aria-controls={id}
          onClick={onToggle}
        >
          <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>
          {title}
        </button>
      </h2>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </section>
  );
}

/**
 * The SMS, e-mail and app panels: open by themselves when a chosen group has the channel,
 * unless the user opened or closed one (kept in the draft).
 */
export function ComposePanels({
  form,
  set,
  open,
  smsError,
}: {
  form: MessageForm;
  set: (patch: Partial<MessageForm>) => void;
  open: Record<Channel, boolean>;
  smsError?: string;
}) {
  const t = useStrings(messageStrings);
  const toggle = (channel: Channel) =>
    set({ panels: { ...form.panels, [channel]: !open[channel] } });
  const left = SMS_MAX_LENGTH - form.smsContent.length;
  return (
    <fieldset>
      <legend>{t.channelsLegend}</legend>
      <Panel title={t.panelSms} open={open.sms} onToggle={() => toggle('sms')}>
        <TextArea
          label={t.smsContent}
          value={form.smsContent}
          hint={
            <>
              <span aria-live="polite">{t.smsLeft(Math.max(0, left))}</span> {t.smsDefault}
            </>
          }
          error={smsError}
          onChange={(smsContent) => set({ smsContent })}
        />
      </Panel>
      <Panel title={t.panelEmail} open={open.email} onToggle={() => toggle('email')}>
        <p className="muted">{t.emailDefault}</p>
        <TextField
          label={t.emailSubject}
          value={form.emailSubject}
          onChange={(emailSubject) => set({ emailSubject })}
        />
        <TextArea
          label={t.emailContent}
          rows={5}
          value={form.emailContent}
          onChange={(emailContent) => set({ emailContent })}
        />
      </Panel>
      <Panel title={t.panelApp} open={open.app} onToggle={() => toggle('app')}>
        <p className="muted">{t.appInfo}</p>
        <label className="check-field">
          <input
            type="checkbox"
            checked={form.mobiva}
            onChange={(e) => set({ mobiva: e.target.checked })}
          />
          {t.mobiva}
        </label>
      </Panel>
    </fieldset>
  );
}

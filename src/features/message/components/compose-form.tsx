import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '@/components/toast';
import { useStrings } from '@/lib/i18n';
import { useSession } from '@/stores/session';
import { useSendGroupMessage, type GroupSendBody } from '../api/send-group-message';
import { blocksSending, buildGroupSend, formProblems } from '../lib/build-send';
import { parseStoredForm, type MessageForm } from '../lib/message-form';
import { offeredPart } from '../lib/offered';
import { openPanels } from '../lib/panels';
import { groupsByChannel } from '../lib/preview';
import { defaultValidity, validityEnded } from '../lib/validity';
import { useMinuteClock } from '@/lib/time/use-minute-clock';
import { channelsOf } from '../lib/threads';
import { messageStrings } from '../strings';
import { ComposeEventFields } from './compose-event-fields';
import { ComposeMessageFields } from './compose-message-fields';
import { ComposePanels } from './compose-panels';
import { ComposeRecipients } from './compose-recipients';
import { ComposeTrips } from './compose-trips';
import { DiscardDialog } from './discard-dialog';
import { PreviewDialog } from './preview-dialog';
import { SendFeedback, sentText } from './send-feedback';
import { useDraft } from './use-draft';
import { useMessageDistricts } from './use-message-districts';
import { useSendOnce } from './use-send-once';
import type { SendOutcome } from '../lib/send-exactly-once';
import { findSentGroupMessage } from './find-sent';
import { useMessageGroups } from './use-message-groups';

/**
 * The message form: kept as a draft from the first keystroke, checked, previewed per channel,
 * then sent exactly once (to a new thread, parentId 1, or as an update in a thread).
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
  const navigate = useNavigate();
  const userId = useSession()?.userId ?? '';
  const draft = useDraft(scope, initial, parseStoredForm);
  const { form, setForm, reset } = draft;
  const set = useCallback(
    (patch: Partial<MessageForm>) => setForm((f) => ({ ...f, ...patch })),
    [setForm],
  );
  const districtIds = useMessageDistricts();
  const groupsQuery = useMessageGroups();
  const groups = useMemo(
    () => new Map((groupsQuery.data ?? []).map((g) => [g.ID, g])),
    [groupsQuery.data],
  );
  // Only what is still offered is sent; the rest is shown as no longer available.
  const offered = offeredPart(form, districtIds, groupsQuery.data);
  const { sendable } = offered;
  const channels = useMemo(
    () => channelsOf(sendable.groupIds, groups),
    [sendable.groupIds, groups],
  );
  const panels = openPanels(channels, form.panels);
  const problems = formProblems(sendable);
  // A validity that has already ended (a draft kept since yesterday, a form left open, a past
  // date typed or linked) stops the preview: the message would go out inactive and those who
  // look at the active messages would never see it. Against the current time, not the draft's.
  const [now, refreshNow] = useMinuteClock();
  const ended = validityEnded(sendable.validFrom, sendable.validTo, now);
  const blocked = ended || blocksSending(sendable, problems);
  const [checked, setChecked] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [swapped, setSwapped] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Preview asked for while something stops sending: the first field marked gets the focus
  // (its error is read with it), also when it is above the screen the user sees.
  const [blockedTries, setBlockedTries] = useState(0);
  useEffect(() => {
    if (blockedTries === 0) return;
    const marked = formRef.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [];
    [...marked]
      .find((field) => !field.closest('[hidden]') && !field.closest('[data-advisory]'))
      ?.focus();
  }, [blockedTries]);

  const onSent = useCallback(
    (result: SendOutcome) => {
      reset(initial());
      showToast(sentText(t, result), 'success');
      void navigate('/message');
    },
    [reset, initial, navigate, t],
  );
  const look = useCallback(
    (since: number, body: GroupSendBody) => findSentGroupMessage(since, body, userId),
    [userId],
  );
  const sender = useSendOnce({ draft, look, onSent });
  const sendMessage = useSendGroupMessage(sender.guard);

  const errors = checked
    ? {
        district: problems.district ? t.districtRequired : undefined,
        groups: problems.groups ? t.groupRequired : undefined,
        subject: problems.subject ? t.subjectRequired : undefined,
        validFrom: problems.validFrom ? t.validMissing : undefined,
        dateTimeFrom: problems.dateTimeFrom ? t.validMissing : undefined,
      }
    : {};
  // 'Gäller till' before 'Gäller från' is swapped when sent: said, but it does not stop sending.
  const orderAdvisory =
    !ended && problems.validTo === 'order' && !blocksSending(sendable, { validTo: 'order' });
  // The ended and order rules show as soon as they are broken, not only when sending. An ended
  // validity's 'Gäller till' has passed also when the two are swapped (both ends have).
  const validToError = ended
    ? t.validEnded
    : problems.validTo === 'order'
      ? t.validOrder
      : checked && problems.validTo === 'missing'
        ? t.validMissing
        : undefined;
  const refuse = () => {
    setChecked(true);
    setBlockedTries((n) => n + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    // The time now, not that of the last minute the form was drawn at.
    const endedNow = validityEnded(sendable.validFrom, sendable.validTo, refreshNow());
    if (endedNow || blocksSending(sendable, problems)) {
      // An SMS text over the limit stops sending also when its panel has closed by itself (no
      // chosen group has SMS now): the panel opens, so that what is marked can be seen.
      if (problems.sms && !panels.sms) set({ panels: { ...form.panels, sms: true } });
      refuse();
      return;
    }
    setPreviewing(true);
  };
  const send = () => {
    // The validity ended while the preview was open: back to the form, where it is said.
    if (validityEnded(sendable.validFrom, sendable.validTo, refreshNow())) {
      setPreviewing(false);
      refuse();
      return;
    }
    const built = buildGroupSend(sendable, { parentId, channels });
    if (!built) return;
    setSwapped(built.swapped);
    if (built.swapped) set({ validFrom: form.validTo, validTo: form.validFrom });
    void sender.run(() => sendMessage.mutateAsync(built.body)).finally(() => setPreviewing(false));
  };

  return (
    <section className="page compose" aria-labelledby="compose-title">
      <h1 id="compose-title">{title}</h1>
      {children}
      {draft.restored ? <p className="muted">{t.draftRestored}</p> : null}
      {draft.restored && ended ? <p className="form-error">{t.draftValidityEnded}</p> : null}
      <form ref={formRef} className="compose-form" noValidate onSubmit={submit}>
        <ComposeRecipients
          form={form}
          set={set}
          districtIds={districtIds}
          districtUnavailable={offered.districtUnavailable}
          unavailableGroupIds={offered.unavailableGroupIds}
          groupsQuery={groupsQuery}
          // A district no longer offered is said at once, not only when sending.
          errors={
            offered.districtUnavailable ? { ...errors, district: t.districtUnavailable } : errors
          }
        />
        <ComposeMessageFields
          form={form}
          set={set}
          errors={{ ...errors, validTo: validToError }}
          validToAdvisory={orderAdvisory}
          // The one-step way out of an ended validity: the default span (spec 2 §4) from now.
          onValidityFromNow={ended ? () => set(defaultValidity(Date.now())) : undefined}
        />
        <ComposePanels
          form={form}
          set={set}
          open={panels}
          smsError={problems.sms ? t.smsTooLong(problems.sms) : undefined}
        />
        <ComposeEventFields form={form} set={set} error={errors.dateTimeFrom} />
        <ComposeTrips form={form} set={set} />
        {swapped ? <p role="status">{t.swapped}</p> : null}
        {checked && blocked ? (
          <p className="form-error" role="alert">
            {t.fixBeforePreview}
          </p>
        ) : null}
        <SendFeedback
          failure={sender.failure}
          pending={draft.pendingSince !== null}
          phase={sender.phase}
        />
        <div className="compose-actions">
          <button type="submit" className="primary" disabled={sender.busy}>
            {t.preview}
          </button>
          <button type="button" onClick={() => setDiscarding(true)}>
            {t.discardDraft}
          </button>
        </div>
      </form>
      {previewing ? (
        <PreviewDialog
          form={sendable}
          byChannel={groupsByChannel(sendable.groupIds, groups)}
          busy={sender.busy}
          onSend={send}
          onClose={() => setPreviewing(false)}
        />
      ) : null}
      {discarding ? (
        <DiscardDialog
          onConfirm={() => {
            setDiscarding(false);
            reset(initial());
          }}
          onClose={() => setDiscarding(false)}
        />
      ) : null}
    </section>
  );
}

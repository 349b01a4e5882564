import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useStrings } from '@/lib/i18n';
import { useMinuteClock } from '@/lib/time/use-minute-clock';
import { blocksSending, buildGroupSend, formProblems } from '../lib/build-send';
import { parseStoredForm, type MessageForm } from '../lib/message-form';
import { offeredPart } from '../lib/offered';
import { openPanels } from '../lib/panels';
import { groupsByChannel } from '../lib/preview';
import { channelsOf } from '../lib/threads';
import { defaultValidity, validityEnded } from '../lib/validity';
import { messageStrings } from '../strings';
import { composeErrors } from './compose-errors';
import { useComposeSend } from './use-compose-send';
import { useDraft } from './use-draft';
import { useMessageDistricts } from './use-message-districts';
import { useMessageGroups } from './use-message-groups';

/**
 * The compose form's state: the draft (kept from the first keystroke), what of it is still
 * offered (only that is sent), the checks, and the steps preview → send (exactly once, to a new
 * thread, parentId 1, or as an update in a thread) and discard. `focusInvalid`: what a refused
 * preview does to bring the first marked field into view.
 */
export function useComposeForm(
  scope: string,
  initial: () => MessageForm,
  parentId: number,
  focusInvalid: () => void,
) {
  const t = useStrings(messageStrings);
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
  // A few groups' channels: cheap, made anew each render (only the panels and the send read it).
  const channels = channelsOf(sendable.groupIds, groups);
  const panels = openPanels(channels, form.panels);
  const problems = formProblems(sendable);
  // A validity that has already ended (a draft kept since yesterday, a form left open, a past
  // date typed or linked) stops the preview: the message would go out inactive and those who
  // look at the active messages would never see it. Against the current time, not the draft's.
  const [now, refreshNow] = useMinuteClock();
  const ended = validityEnded(sendable.validFrom, sendable.validTo, now);
  const endedNow = () => validityEnded(sendable.validFrom, sendable.validTo, refreshNow());
  const [checked, setChecked] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [swapped, setSwapped] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const sender = useComposeSend(draft, initial);
  const refuse = () => {
    setChecked(true);
    focusInvalid();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    // The time now, not that of the last minute the form was drawn at.
    if (endedNow() || blocksSending(sendable, problems)) {
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
    if (endedNow()) {
      setPreviewing(false);
      refuse();
      return;
    }
    const built = buildGroupSend(sendable, { parentId, channels });
    if (!built) return;
    setSwapped(built.swapped);
    if (built.swapped) set({ validFrom: form.validTo, validTo: form.validFrom });
    void sender.sendBody(built.body).finally(() => setPreviewing(false));
  };

  return {
    draft,
    form,
    set,
    districtIds,
    groupsQuery,
    offered,
    panels,
    ended,
    // Sending was tried while something stops it: said above the buttons.
    refused: checked && (ended || blocksSending(sendable, problems)),
    errors: composeErrors(t, {
      sendable,
      problems,
      checked,
      ended,
      districtUnavailable: offered.districtUnavailable,
    }),
    swapped,
    submit,
    sender,
    // The one-step way out of an ended validity: the default span (spec 2 §4) from now.
    validityFromNow: ended ? () => set(defaultValidity(Date.now())) : undefined,
    preview: previewing
      ? {
          byChannel: groupsByChannel(sendable.groupIds, groups),
          send,
          close: () => setPreviewing(false),
        }
      : null,
    discard: {
      asking: discarding,
      ask: () => setDiscarding(true),
      confirm: () => {
        setDiscarding(false);
        reset(initial());
      },
      close: () => setDiscarding(false),
    },
  };
}

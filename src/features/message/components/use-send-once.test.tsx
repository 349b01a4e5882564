import { beforeEach, describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getResponse, http, HttpResponse } from 'msw';
import { handlers } from '../../../../mocks/handlers';
import { server } from '../../../../mocks/node';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { toDateKey } from '@/lib/time/stockholm';
import { getMessages } from '../api/get-messages';
import { useSendGroupMessage, type GroupSendBody } from '../api/send-group-message';
import { draftKey, writeDraft, writeSentMark } from '../lib/draft-store';
import { toWire } from '../lib/validity';
import type { SendOutcome } from '../lib/send-exactly-once';
import { findSentGroupMessage } from './find-sent';
import { useDraft } from './use-draft';
import { currentPending, useSendOnce } from './use-send-once';

const SUBJECT = 'Växelfel Hässleholm (test)';
const message = (): GroupSendBody => ({
  systemId: 2,
  parentID: 1,
  subject: SUBJECT,
  body: 'Tågen leds om.',
  readReceipt: false,
  html: false,
  customData: [{ key: 'districtId', value: 4 }],
  to: [1],
  validFrom: toWire(Date.now()),
  validTo: toWire(Date.now() + 3 * 3600_000),
});

/** One tab's compose form on the draft of one prefill link, as the form page wires it. */
function useTab(results: SendOutcome[]) {
  const draft = useDraft('new?subject=vaxelfel', message, (raw) => raw as GroupSendBody);
  const userId = useSessionStore.getState().session!.userId;
  const sender = useSendOnce<GroupSendBody>({
    draft,
    look: (since, body) => findSentGroupMessage(since, body, userId),
    onSent: (result) => {
      results.push(result);
      draft.reset(message());
    },
  });
  const mutation = useSendGroupMessage(sender.guard);
  return { press: () => sender.run(() => mutation.mutateAsync(draft.form)), sender };
}

function openTab(results: SendOutcome[]) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return renderHook(() => useTab(results), { wrapper }).result;
}

const messagesMade = async () =>
  (await getMessages({ day: toDateKey(), showInactive: true, districts: [4] })).filter(
    (m) => m.Subject === SUBJECT,
  ).length;

/** The mock stores the send; the page is answered `status` instead (a gateway gave up). */
function forwardThenAnswer(status: number) {
  let failed = false;
  server.use(
    http.post('*/mock/msg/message/Group', async ({ request }) => {
      await getResponse(handlers, request);
      if (failed) return undefined;
      failed = true;
      return new HttpResponse('<html>Gateway</html>', { status });
    }),
  );
}

beforeEach(() => {
  useSessionStore.getState().signIn(demoToken('dispatcher'));
});

describe('a message draft is sent exactly once', () => {
  it('a 504 after the backend stored it: found in the list, not sent again', async () => {
    forwardThenAnswer(504);
    const results: SendOutcome[] = [];
    const tab = openTab(results);
    await act(() => tab.current.press());
    expect(results).toEqual([{ outcome: 'found', status: 504 }]);
    expect(await messagesMade()).toBe(1);
  });

  it('a 201 is shown as an error (spec 2 §7) but looked for before a resend is offered', async () => {
    server.use(
      http.post('*/mock/msg/message/Group', async ({ request }) => {
        await getResponse(handlers, request);
        return new HttpResponse(null, { status: 201 });
      }),
    );
    const results: SendOutcome[] = [];
    const tab = openTab(results);
    await act(() => tab.current.press());
    expect(results).toEqual([{ outcome: 'found', status: 201 }]);
    expect(await messagesMade()).toBe(1);
  });

  it('two tabs on the same draft: the second reads the first one’s mark and sends nothing', async () => {
    const a: SendOutcome[] = [];
    const b: SendOutcome[] = [];
    const first = openTab(a);
    const second = openTab(b);
    await act(() => first.current.press());
    await act(() => second.current.press());
    expect(a).toEqual([{ outcome: 'sent' }]);
    expect(b).toEqual([{ outcome: 'found' }]);
    expect(await messagesMade()).toBe(1);
  });
});

describe('currentPending: the mark as stored now', () => {
  const key = draftKey('u1', 'new?x');
  const draft = (pendingSince: number | null) =>
    writeDraft(key, { form: {}, pendingSince, savedAt: 1 });

  it('another tab’s stored mark wins over this tab’s own', () => {
    draft(500);
    expect(currentPending(key, null, 100)).toBe(500);
    draft(null);
    expect(currentPending(key, 400, 100)).toBeNull();
  });

  it('a send finished in another tab after this one opened the draft is looked for', () => {
    writeSentMark(key, { since: 300, at: Date.now() });
    expect(currentPending(key, null, Date.now() - 1000)).toBe(300);
    // Also when this tab's keystrokes stored the draft again afterwards.
    draft(null);
    expect(currentPending(key, null, Date.now() - 1000)).toBe(300);
  });

  it('an older send of the same link does not hold back a draft opened after it', () => {
    writeSentMark(key, { since: 300, at: Date.now() - 60_000 });
    expect(currentPending(key, null, Date.now())).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { recordRequests } from '@/test/seen-requests';
import { demoToken } from '@/test/tokens';
import { useSessionStore } from '@/stores/session';
import { useDistrictStore } from '@/stores/district';
import { getDocuments } from '../api/get-documents';
import type { VlsDocument } from '../api/schemas';
import { useMarkOnOpen } from './use-mark-on-open';

const seen = recordRequests();
const marks = () =>
  seen.list.filter((r) => r.method === 'POST' && r.path.endsWith('/document/mark'));

/**
 * Signed in as the dispatcher in their district; one document they must read and have not. Then
 * my documents are answered by `answer` instead of the mock.
 */
async function setup(answer: (doc: VlsDocument) => Promise<Response> | Response) {
  useSessionStore.getState().signOut();
  useSessionStore.getState().signIn(demoToken('dispatcher'));
  const { userId, defaultDistrictId } = useSessionStore.getState().session!;
  useDistrictStore.setState({ districtId: defaultDistrictId });
  const mine = await getDocuments({
    userId,
    followup: false,
    districtId: defaultDistrictId,
    dutySiteId: null,
  });
  const doc = mine.find((d) => !d.UserRead && d.ReadReceipt)!;
  server.use(
    http.get('*/document/getfilter', ({ request }) => {
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter')!) as object;
      return 'processtagid' in filter ? undefined : answer(doc);
    }),
  );
  seen.reset();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useMarkOnOpen(userId), { wrapper });
  return { doc, hook };
}

const asRow = (doc: VlsDocument) => ({
  ID: doc.ID,
  Name: doc.Name,
  UserRead: false,
  ReadReceipt: true,
});

describe('opening a document from Alla dokument marks it read (spec 1 §4)', () => {
  it('while my documents still load: the opening waits for them, then marks it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { doc, hook } = await setup(async (d) => (await held, HttpResponse.json([asRow(d)])));
    act(() => void hook.result.current.markOpened(doc));
    act(() => void hook.result.current.markOpened(doc));
    release();
    await waitFor(() => expect(marks()).toHaveLength(1));
    expect(marks()[0]!.query).toMatchObject({ documentid: String(doc.ID), read: 'true' });
    expect(hook.result.current.alert).toBeNull();
  });

  it('my documents failed: the row decides (unread, with a receipt); a failed mark is said', async () => {
    const { doc, hook } = await setup(() => new HttpResponse(null, { status: 500 }));
    server.use(http.post('*/document/mark', () => new HttpResponse(null, { status: 503 })));
    // A document without a read receipt has nothing to mark.
    await act(() => hook.result.current.markOpened({ ...doc, ReadReceipt: false }));
    expect(marks()).toHaveLength(0);
    await act(() => hook.result.current.markOpened(doc));
    expect(marks()).toHaveLength(1);
    expect(hook.result.current.alert).toBe('Kunde ej bekräfta läsning!');
  });
});

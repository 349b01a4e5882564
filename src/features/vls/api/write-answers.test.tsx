import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { UPLOAD_DETAILS } from '../lib/upload-details.fixture';
import { NOTHING_DONE, type UploadProgress } from '../lib/run-upload';
import type { VlsDocument } from './schemas';
import { useMarkDocument } from './mark-document';
import { useUploadDocument } from './upload-document';
import { vlsKeys } from './vls-keys';

/** Every answer a reasonable server may give where spec 1 §7 shows no shape (mark, uploads). */
const ANSWERS: [string, (id: number) => Response][] = [
  ['200 with an empty body', () => new HttpResponse(null, { status: 200 })],
  ['200 true', () => HttpResponse.json(true)],
  ['200 a bare id', (id) => HttpResponse.json(id)],
  [
    '200 the full object',
    (id) => HttpResponse.json({ DocumentID: id, UserRead: true, UserChecked: true, ID: id }),
  ],
  ['201', (id) => HttpResponse.json({ ID: id }, { status: 201 })],
  ['204', () => new HttpResponse(null, { status: 204 })],
];

const USER = 'u-anna';
const DOC = 900_000_101;

function setup() {
  useSessionStore.getState().signIn(demoToken('driver'));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

const unread = { ID: DOC, Name: 'Körorder', UserRead: false, UserChecked: false } as VlsDocument;

describe('mark: success by status, the receipt from what was asked', { timeout: 20_000 }, () => {
  it.each(ANSWERS)('%s marks the row read (and checked) and refetches', async (_, reply) => {
    for (const check of [false, true]) {
      const { queryClient, wrapper } = setup();
      const key = vlsKeys.myDocuments(4, USER);
      queryClient.setQueryData(key, [unread]);
      server.use(http.post('*/mock/api/document/mark', () => reply(DOC)));
      const { result } = renderHook(() => useMarkDocument(USER), { wrapper });
      await act(() => result.current.mutateAsync({ documentId: DOC, check }));
      const row = queryClient.getQueryData<VlsDocument[]>(key)![0]!;
      expect(row.UserRead).toBe(true);
      // The full answer says checked; otherwise what was asked.
      expect(row.UserChecked).toBe(check || _ === '200 the full object');
      expect(queryClient.getQueryState(key)!.isInvalidated).toBe(true);
    }
  });

  it('a refusal is an error (the page says Kunde ej bekräfta läsning!)', async () => {
    const { wrapper } = setup();
    server.use(
      http.post('*/mock/api/document/mark', () =>
        HttpResponse.json({ message: 'Nej' }, { status: 400 }),
      ),
    );
    const { result } = renderHook(() => useMarkDocument(USER), { wrapper });
    await expect(
      act(() => result.current.mutateAsync({ documentId: DOC, check: false })),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('uploads: success by status, whatever the body', { timeout: 20_000 }, () => {
  it.each(ANSWERS)('%s from both hosts is a finished upload', async (_, reply) => {
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(vlsKeys.allDocuments(4, [], USER), []);
    const sent = { api: 0, doc: 0 };
    server.use(
      http.get('*/mock/api/document/:id', () => new HttpResponse(null, { status: 404 })),
      http.post('*/mock/api/document/upload', () => {
        sent.api += 1;
        return reply(900_000_001);
      }),
      http.post('*/mock/doc/v1/Document/Upload', () => (sent.doc++, reply(1))),
    );
    const { result } = renderHook(() => useUploadDocument(), { wrapper });
    let progress: UploadProgress = NOTHING_DONE;
    await act(async () => {
      progress = await result.current.mutateAsync({
        file: { file: new Blob(['%PDF-1.4']), name: 'rutin.pdf' },
        shared: UPLOAD_DETAILS,
        from: NOTHING_DONE,
        taken: new Set(),
        report: () => undefined,
      });
    });
    expect(progress).toMatchObject({ apiDone: true, meta: { FileName: 'rutin.pdf' } });
    expect(sent).toEqual({ api: 1, doc: 1 });
    expect(queryClient.getQueryState(vlsKeys.allDocuments(4, [], USER))!.isInvalidated).toBe(true);
  });
});

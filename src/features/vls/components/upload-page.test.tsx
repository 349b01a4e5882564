import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { renderApp } from '@/test/render-app';

interface Sent {
  Id: number;
  District: number[];
  Author: string;
}

/**
 * Records the `data` of every api and doc host upload; `answer` may answer one itself (else the
 * mock servers do).
 */
function recordUploads(answer: (host: 'api' | 'doc', n: number) => Response | undefined) {
  const sent = { api: [] as Sent[], doc: [] as Sent[] };
  const record =
    (host: 'api' | 'doc') =>
    async ({ request }: { request: Request }) => {
      const data: unknown = JSON.parse(String((await request.clone().formData()).get('data')));
      sent[host].push((Array.isArray(data) ? data[0] : data) as Sent);
      return answer(host, sent[host].length);
    };
  server.use(
    http.post('*/mock/api/document/upload', record('api')),
    http.post('*/mock/doc/v1/Document/Upload', record('doc')),
  );
  return sent;
}

async function openWithFile(name: string) {
  const user = userEvent.setup();
  renderApp('/vls/files/upload', { user: 'admin' });
  await user.upload(
    await screen.findByLabelText('Välj filer'),
    new File(['%PDF-1.4 innehåll'], name, { type: 'application/pdf' }),
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Process' }), '270');
  const submit = () => user.click(screen.getByRole('button', { name: 'Ladda upp' }));
  return { user, submit };
}

const done = () => screen.findByText('Uppladdningen är klar.');

// The whole app renders: on a shared, busy machine that can take longer than Vitest's 5 s.
describe('upload page: a retry after a failure', { timeout: 30_000 }, () => {
  it('a district the api host refused: the retry sends the district chosen since', async () => {
    const sent = recordUploads((host, n) =>
      host === 'api' && n === 1
        ? HttpResponse.json({ message: 'Saknar behörighet (DOC_UPLOAD)' }, { status: 403 })
        : undefined,
    );
    const { user, submit } = await openWithFile('körorder.pdf');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Uppladdningen misslyckades. 403 Saknar behörighet (DOC_UPLOAD) Tryck på Ladda upp igen',
    );
    const districts = screen.getByRole('group', { name: 'Distrikt' });
    await user.click(within(districts).getByRole('checkbox', { name: 'Skåne' }));
    await user.click(within(districts).getByRole('checkbox', { name: 'Östergötland' }));
    await submit();
    await done();
    expect(sent.api.map((m) => m.District)).toEqual([[4], [5]]);
    expect(sent.api[1]!.Id).toBe(sent.api[0]!.Id);
    expect(sent.doc.map((m) => m.District)).toEqual([[5]]);
  });

  it('after the doc host failed, a changed author: the document keeps its details, and says so', async () => {
    const sent = recordUploads((host, n) =>
      host === 'doc' && n === 1
        ? HttpResponse.json({ message: 'Dokumentarkivet svarar inte' }, { status: 500 })
        : undefined,
    );
    const { user, submit } = await openWithFile('rutin.pdf');
    const author = screen.getByRole('textbox', { name: 'Författare' });
    await user.clear(author);
    await user.type(author, 'Magnus Ek');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('500 Dokumentarkivet svarar inte');
    await user.clear(author);
    await user.type(author, 'Karin Sjöberg');
    await submit();
    await done();
    expect(sent.api.map((m) => m.Author)).toEqual(['Magnus Ek']);
    expect(sent.doc.map((m) => m.Author)).toEqual(['Magnus Ek', 'Magnus Ek']);
    expect(
      screen.getByText(/^Redan uppladdat, med de tidigare uppgifterna kvar: rutin\.pdf\./),
    ).toBeInTheDocument();
  });

  it('a file the server refuses as too large: said so, with no invitation to retry', async () => {
    recordUploads(() =>
      HttpResponse.json({ message: 'Filen är för stor: högst 25 MB per fil' }, { status: 413 }),
    );
    const { submit } = await openWithFile('stor.pdf');
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'stor.pdf är för stor för servern och kan inte laddas upp. Ta bort den eller välj en mindre fil.',
    );
    expect(alert).not.toHaveTextContent('Tryck på Ladda upp igen');
  });
});

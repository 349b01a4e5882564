import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../../mocks/node';
import { renderApp } from '@/test/render-app';
import { demoToken } from '@/test/tokens';
import { stockholmWallTime, toDateKey } from '@/lib/time/stockholm';
import { useSessionStore } from '@/stores/session';
import { getMessages } from '../api/get-messages';
import { draftKey, writeDraft } from '../lib/draft-store';
import { emptyForm, type MessageForm } from '../lib/message-form';

/**
 * A validity that has already ended (a draft kept since yesterday, a form left open past its
 * end) is said at 'Gäller till' and stops the preview and the send; nothing typed is lost. The
 * clock is fixed in Stockholm time while the tests run in another zone (vite.config.ts).
 */

const sends: Request[] = [];
const recordSend = ({ request }: { request: Request }) => {
  if (request.method === 'POST' && /\/message\/group$/i.test(new URL(request.url).pathname))
    sends.push(request);
};
afterEach(() => {
  server.events.removeListener('request:start', recordSend);
  sends.length = 0;
  vi.useRealTimers();
});

const ENDED =
  "'Gäller till' har redan passerat, så meddelandet skulle aldrig visas som aktivt. Ange en senare tid.";
const DRAFT_ENDED =
  "Utkastets giltighetstid har redan gått ut. Ändra 'Gäller från' och 'Gäller till' innan du skickar.";

/** The clock at a Stockholm wall time (the Date only: timers run as they do). */
function clockAt(day: string, minutes: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(stockholmWallTime(day, minutes));
}

/** A draft of "Nytt meddelande" (no prefill link, or of `scope`) stored for the dispatcher. */
function storeNewDraft(form: Partial<MessageForm>, savedAt: number, scope = 'new?') {
  useSessionStore.getState().signIn(demoToken('dispatcher'));
  const userId = useSessionStore.getState().session!.userId;
  writeDraft(draftKey(userId, scope), {
    form: { ...emptyForm(savedAt, 4), ...form },
    pendingSince: null,
    savedAt,
  });
}

const timeOf = (label: string) =>
  screen.getByRole('textbox', { name: `${label} klockslag` }) as HTMLInputElement;
const dateOf = (label: string) =>
  screen.getByRole('textbox', { name: `${label} datum` }) as HTMLInputElement;

async function openCompose(url = '/message/edit') {
  renderApp(url, { user: 'dispatcher' });
  await screen.findByRole('checkbox', { name: /Lokförare Skåne/ }, { timeout: 15_000 });
}

const previewButton = () => screen.getByRole('button', { name: 'Förhandsgranska' });
const previewDialog = () => screen.queryByRole('dialog', { name: 'Förhandsgranskning' });

// Whole-app renders: slower than the default 5 s on a busy 2-core machine.
describe('compose: a validity that has already ended', { timeout: 30_000 }, () => {
  it("a draft kept since yesterday says its 'Gäller till' has passed and is not previewed until it is changed", async () => {
    // Yesterday 10:00 the draft began (valid 10:00–13:00); today it is 09:00 in Stockholm,
    // still the evening before in New York.
    const yesterday = stockholmWallTime('2026-03-04', 10 * 60).getTime();
    storeNewDraft(
      {
        subject: 'Signalfel Lund C',
        body: 'Tågen kör med nedsatt hastighet.',
        note: 'Meddela resenärerna',
      },
      yesterday,
    );
    clockAt('2026-03-05', 9 * 60);
    await openCompose();
    fireEvent.click(screen.getByRole('checkbox', { name: /Lokförare Skåne/ }));

    expect(screen.getByText('Ditt osända utkast är återställt.')).toBeInTheDocument();
    expect(screen.getByText(DRAFT_ENDED)).toBeInTheDocument();
    // The draft's times are shown as they were kept, and the error is said at 'Gäller till'.
    expect(dateOf('Gäller till').value).toBe('2026-03-04');
    expect(timeOf('Gäller till').value).toBe('13:00');
    const validTo = screen.getByRole('group', { name: 'Gäller till' });
    expect(within(validTo).getByText(ENDED)).toBeInTheDocument();
    expect(timeOf('Gäller till')).toHaveAttribute('aria-invalid', 'true');
    expect(timeOf('Gäller till')).toHaveAccessibleDescription(expect.stringContaining(ENDED));
    expect(timeOf('Gäller från')).not.toHaveAttribute('aria-invalid');

    // The preview is refused; the focus goes to 'Gäller till'; nothing typed is lost.
    fireEvent.click(previewButton());
    expect(
      (
        await screen.findByText('Rätta det som är markerat ovan, sedan kan du förhandsgranska.')
      ).closest('[role="alert"]'),
    ).not.toBeNull();
    expect(previewDialog()).toBeNull();
    await waitFor(() => expect(dateOf('Gäller till')).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Ämne' })).toHaveValue('Signalfel Lund C');
    expect(screen.getByRole('textbox', { name: 'Meddelande' })).toHaveValue(
      'Tågen kör med nedsatt hastighet.',
    );
    expect(screen.getByRole('textbox', { name: 'Notering' })).toHaveValue('Meddela resenärerna');

    // One step gives the default validity from now (3 hours); the rest stays as typed.
    fireEvent.click(screen.getByRole('button', { name: 'Ny giltighetstid: från nu i 3 timmar' }));
    expect(dateOf('Gäller från').value).toBe('2026-03-05');
    expect(timeOf('Gäller från').value).toBe('09:00');
    expect(dateOf('Gäller till').value).toBe('2026-03-05');
    expect(timeOf('Gäller till').value).toBe('12:00');
    expect(screen.queryByText(ENDED)).toBeNull();
    expect(screen.queryByText(DRAFT_ENDED)).toBeNull();
    expect(screen.queryByRole('button', { name: /Ny giltighetstid/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Ämne' })).toHaveValue('Signalfel Lund C');

    fireEvent.click(previewButton());
    const dialog = await screen.findByRole('dialog', { name: 'Förhandsgranskning' });
    expect(dialog).toHaveTextContent('Gäller från 2026-03-05 09:00 – Gäller till 2026-03-05 12:00');
  });

  it('a draft whose validity is still running is restored as it was, with no error', async () => {
    const earlier = stockholmWallTime('2026-03-05', 8 * 60).getTime();
    storeNewDraft({ subject: 'Växelfel Hässleholm' }, earlier);
    // 10:59: the draft's 08:00–11:00 still has a minute left.
    clockAt('2026-03-05', 10 * 60 + 59);
    await openCompose();
    fireEvent.click(screen.getByRole('checkbox', { name: /Lokförare Skåne/ }));
    expect(screen.getByText('Ditt osända utkast är återställt.')).toBeInTheDocument();
    expect(timeOf('Gäller från').value).toBe('08:00');
    expect(timeOf('Gäller till').value).toBe('11:00');
    expect(screen.queryByText(ENDED)).toBeNull();
    expect(screen.queryByText(DRAFT_ENDED)).toBeNull();
    fireEvent.click(previewButton());
    expect(await screen.findByRole('dialog', { name: 'Förhandsgranskning' })).toHaveTextContent(
      'Gäller från 2026-03-05 08:00 – Gäller till 2026-03-05 11:00',
    );
  });

  it('a form left open until its validity has ended is refused at the preview, by the time then', async () => {
    clockAt('2026-03-05', 23 * 60 + 30);
    await openCompose();
    // A new message: 23:30 until 02:30 the next day in Stockholm.
    expect(timeOf('Gäller till').value).toBe('02:30');
    fireEvent.click(screen.getByRole('checkbox', { name: /Lokförare Skåne/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Ämne' }), {
      target: { value: 'Banarbete Malmö C' },
    });
    expect(screen.queryByText(ENDED)).toBeNull();
    // The dispatcher comes back at 02:30: the end is now (the form has not been drawn since).
    vi.setSystemTime(stockholmWallTime('2026-03-06', 2 * 60 + 30));
    fireEvent.click(previewButton());
    expect(await screen.findByText(ENDED)).toBeInTheDocument();
    expect(previewDialog()).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Ämne' })).toHaveValue('Banarbete Malmö C');
  });

  it('a validity that ends while the preview is open is not sent', async () => {
    server.events.on('request:start', recordSend);
    clockAt('2026-07-01', 14 * 60);
    await openCompose();
    fireEvent.click(screen.getByRole('checkbox', { name: /Lokförare Skåne/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Ämne' }), {
      target: { value: 'Hastighetsnedsättning Lund' },
    });
    fireEvent.click(previewButton());
    const dialog = await screen.findByRole('dialog', { name: 'Förhandsgranskning' });
    // Three hours and a minute later the Skicka button is pressed.
    vi.setSystemTime(stockholmWallTime('2026-07-01', 17 * 60 + 1));
    act(() => {
      within(dialog).getByRole('button', { name: 'Skicka' }).click();
    });
    await waitFor(() => expect(previewDialog()).toBeNull());
    expect(screen.getByText(ENDED)).toBeInTheDocument();
    expect(sends).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Ämne' })).toHaveValue('Hastighetsnedsättning Lund');
  });

  it('an update in a thread follows the same rule: its kept draft whose validity has ended is not previewed', async () => {
    // The same form serves updates (their validity, too, starts at now for 3 hours); an update
    // sent inactive is as unseen as a new message. Real time here: the draft is a day old.
    useSessionStore.getState().signIn(demoToken('dispatcher'));
    const [message] = await getMessages({
      day: toDateKey(),
      showInactive: true,
      districts: [4],
    });
    // Kept since yesterday, within the shift a draft is kept (24 h).
    const dayAgo = Date.now() - 23 * 60 * 60 * 1000;
    storeNewDraft(
      { subject: message!.Subject, body: 'Trafiken går igen.', districtId: message!.DistrictID },
      dayAgo,
      `message:${message!.ID}`,
    );
    renderApp(`/message/edit/${message!.ID}`, { user: 'dispatcher' });
    expect(
      await screen.findByRole('heading', { name: `Uppdatering: ${message!.Subject}` }),
    ).toBeInTheDocument();
    expect(screen.getByText(DRAFT_ENDED)).toBeInTheDocument();
    const validTo = screen.getByRole('group', { name: 'Gäller till' });
    expect(within(validTo).getByText(ENDED)).toBeInTheDocument();
    fireEvent.click(previewButton());
    expect(previewDialog()).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Meddelande' })).toHaveValue('Trafiken går igen.');
    fireEvent.click(screen.getByRole('button', { name: 'Ny giltighetstid: från nu i 3 timmar' }));
    expect(screen.queryByText(ENDED)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Meddelande' })).toHaveValue('Trafiken går igen.');
  });

  it("'Gäller till' typed before now is refused; before 'Gäller från' in the future it is swapped as before", async () => {
    clockAt('2026-03-05', 9 * 60);
    await openCompose();
    fireEvent.click(screen.getByRole('checkbox', { name: /Lokförare Skåne/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Ämne' }), {
      target: { value: 'Signalfel' },
    });
    // 'Gäller till' 08:30 before 'Gäller från' 09:00: swapped, it would be 08:30–09:00, which
    // has ended (it is 09:00): refused, said as ended rather than as the order.
    fireEvent.change(timeOf('Gäller till'), { target: { value: '0830' } });
    expect(screen.getByText(ENDED)).toBeInTheDocument();
    expect(screen.queryByText("'Gäller till' måste vara efter 'Gäller från'")).toBeNull();
    fireEvent.click(previewButton());
    expect(previewDialog()).toBeNull();
    // 'Gäller från' moved on to 10:00: the swap sends 08:30–10:00, still running, so the order
    // is said (as before) and does not stop the preview.
    fireEvent.change(timeOf('Gäller från'), { target: { value: '1000' } });
    expect(screen.queryByText(ENDED)).toBeNull();
    expect(screen.getByText("'Gäller till' måste vara efter 'Gäller från'")).toBeInTheDocument();
    fireEvent.click(previewButton());
    expect(await screen.findByRole('dialog', { name: 'Förhandsgranskning' })).toHaveTextContent(
      'Gäller från 2026-03-05 08:30 – Gäller till 2026-03-05 10:00',
    );
  });
});

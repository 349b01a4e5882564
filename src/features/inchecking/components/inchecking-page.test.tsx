import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toDateKey } from '@/lib/time/stockholm';
import { renderApp } from '@/test/render-app';
import { demoToken } from '@/test/tokens';
import { parseToken } from '@/lib/auth/token';
import { storedFilterKey } from '@/lib/use-stored-filter';

const parseDemoUser = (user: 'dispatcher' | 'admin') => {
  const parsed = parseToken(demoToken(user));
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.session;
};

// The list alone: jsdom has no flow hub to connect to (the live channel is tested on its own).
vi.mock('../live/use-live-signins', () => ({
  useLiveSignins: () => ({ state: { status: 'connecting', since: null }, change: null }),
}));

interface Employee {
  name: string;
  employeeNumber: string;
  phones: { work: string; home: string; private: string };
}

/** Someone on duty today in Skåne with a work, a home and a private phone (mock data). */
async function withAllPhones(): Promise<Employee> {
  const response = await fetch(
    `http://localhost/mock/staff/overview/dutysignins?date=${toDateKey()}&districtId=4`,
    { headers: { authorization: `Bearer ${demoToken('dispatcher')}` } },
  );
  const all = (await response.json()) as { employee: Partial<Employee> | null }[];
  const found = all.find(
    ({ employee: e }) => e?.name && e.phones?.work && e.phones.home && e.phones.private,
  );
  if (!found) throw new Error('nobody with three phones in the mock data');
  return found.employee as Employee;
}

/** How many duties the list shows now, of how many ("Visar 3 av 120 tjänster"). */
function counted(): { shown: number; total: number } {
  const text = screen.getByText(/^Visar \d+ av \d+ tjänster$/).textContent!;
  const [, shown, total] = /^Visar (\d+) av (\d+)/.exec(text)!;
  return { shown: Number(shown), total: Number(total) };
}

/** Check-in for `user`, every duty of the day shown (no time frame). */
async function openCheckIn(user: 'dispatcher' | 'admin') {
  const { userId } = parseDemoUser(user);
  sessionStorage.setItem(
    storedFilterKey('inchecking.filters', userId),
    JSON.stringify({ search: '', frame: 'all' }),
  );
  renderApp('/inchecking', { user });
  await screen.findByText(/^Visar (\d+) av \1 tjänster$/);
}

/**
 * How many duties a search for `text` finds. The text is entered at once (as pasted: no shorter
 * term is searched on the way), from the whole list, and the count is read once the list (which
 * follows the field a render later) has left the whole list.
 */
async function found(text: string): Promise<number> {
  const field = screen.getByLabelText('Sök');
  fireEvent.change(field, { target: { value: '' } });
  await waitFor(() => expect(counted().shown).toBe(counted().total));
  fireEvent.change(field, { target: { value: text } });
  await waitFor(() => expect(counted().shown).toBeLessThan(counted().total));
  return counted().shown;
}

/** The phone numbers the employee dialog links to (tel: addresses, digits only). */
async function dialogPhones(e: Employee): Promise<{ labels: string[]; numbers: string[] }> {
  expect(await found(e.employeeNumber)).toBeGreaterThan(0);
  const [button] = await screen.findAllByRole('button', { name: `Visa uppgifter om ${e.name}` });
  await userEvent.click(button!);
  const dialog = await screen.findByRole('dialog', { name: e.name });
  return {
    labels: within(dialog)
      .queryAllByRole('term')
      .map((dt) => dt.textContent!),
    numbers: within(dialog)
      .queryAllByRole('link')
      .map((a) => a.getAttribute('href')!)
      .filter((href) => href.startsWith('tel:'))
      .map((href) => href.replace(/\D/g, '')),
  };
}

// A whole-app render against the mock: slower than the default 5 s on a busy 2-core machine.
describe(
  'check-in: home and private phones (useradmin only, as in the staff overview)',
  {
    timeout: 30_000,
  },
  () => {
    it('a dispatcher without useradmin sees the work phone only in the employee dialog', async () => {
      const e = await withAllPhones();
      await openCheckIn('dispatcher');
      const { labels, numbers } = await dialogPhones(e);
      expect(numbers).toEqual([e.phones.work]);
      expect(labels).toContain('Telefon arbete');
      expect(labels).not.toContain('Telefon hem');
      expect(labels).not.toContain('Telefon privat');
    });

    it('a dispatcher without useradmin cannot find anyone by a home or private number', async () => {
      const e = await withAllPhones();
      await openCheckIn('dispatcher');
      expect(await found(e.phones.private)).toBe(0);
      expect(await found(e.phones.home)).toBe(0);
      // The work phone, which the list shows, is found.
      expect(await found(e.phones.work)).toBeGreaterThan(0);
      screen.getAllByRole('button', { name: `Visa uppgifter om ${e.name}` });
    });

    it('a user administrator sees and finds home and private numbers too', async () => {
      const e = await withAllPhones();
      await openCheckIn('admin');
      expect(await found(e.phones.private)).toBeGreaterThan(0);
      screen.getAllByRole('button', { name: `Visa uppgifter om ${e.name}` });
      expect(await found(e.phones.home)).toBeGreaterThan(0);
      screen.getAllByRole('button', { name: `Visa uppgifter om ${e.name}` });
      const { labels, numbers } = await dialogPhones(e);
      expect(numbers).toEqual([e.phones.work, e.phones.home, e.phones.private]);
      expect(labels).toEqual(
        expect.arrayContaining(['Telefon arbete', 'Telefon hem', 'Telefon privat']),
      );
    });
  },
);

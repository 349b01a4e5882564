import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { renderApp } from '@/test/render-app';
import { toDateKey } from '@/lib/time/stockholm';

/** A calendar answer with the spec's fields only (spec 1 §3 duty/roster, §7): no dutyId. */
const today = toDateKey();
const specCalendar = {
  employeeName: 'Anna Lindqvist',
  employeeNumber: 20001,
  duties: [
    {
      dutyDate: `${today}T00:00:00`,
      dutyName: 'M101',
      positionStart: 'M',
      positionEnd: 'LU',
      timeStart: 345,
      timeEnd: 870,
      activities: [
        {
          block: 'M101',
          description: 'KLARGÖRING',
          trip: null,
          positionStart: 'M',
          positionEnd: 'M',
          timeStart: 345,
          timeEnd: 360,
        },
        {
          block: 'M101',
          description: 'M–LU',
          trip: 1053,
          positionStart: 'M',
          positionEnd: 'LU',
          timeStart: 360,
          timeEnd: 392,
        },
      ],
    },
  ],
};

describe('the calendar against a spec-shaped answer', { timeout: 30_000 }, () => {
  it('opens a duty without a dutyId from the calendar’s answer, without staff/duty', async () => {
    const dutyCalls: string[] = [];
    server.use(
      http.get('*/mock/staff/roster/calendar', () => HttpResponse.json(specCalendar)),
      http.get('*/mock/staff/duty', ({ request }) => {
        dutyCalls.push(request.url);
        return new HttpResponse(null, { status: 404 });
      }),
    );
    renderApp('/workday/calendar', { user: 'driver' });
    const button = await screen.findByRole(
      'button',
      { name: `Visa tjänst M101 ${today}` },
      { timeout: 15_000 },
    );
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Tjänst M101' });
    const activities = within(dialog).getByRole('table', { name: 'Aktiviteter' });
    expect(within(activities).getAllByRole('row')).toHaveLength(3);
    expect(within(activities).getByRole('cell', { name: 'Administrativ' })).toBeTruthy();
    // A train opens trip info (the district is the one the calendar was read in).
    expect(within(dialog).getByRole('button', { name: 'Visa tåg 1053' })).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual([today, '05:45–14:30', 'M', 'LU']);
    expect(dutyCalls).toEqual([]);
  });
});

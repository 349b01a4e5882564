import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import * as z from 'zod/mini';
import { pick } from '@/lib/i18n';
import { dutySigninSchema } from '../api/signin-schema';
import { toRow } from '../lib/signin-rows';
import { incheckingStrings } from '../strings';
import { signinColumns } from './signin-columns';

const row = (employeeNumber: string) =>
  toRow(
    z.parse(dutySigninSchema, {
      checkInId: null,
      districtId: 4,
      dutyDate: '2026-11-18T00:00:00',
      dutyId: 1,
      dutyName: 'M12',
      startLocation: 'Malmö C',
      timeStart: 300,
      timeEnd: 800,
      timestampIn: '9999-12-31T00:00:00',
      timestampOut: '9999-12-31T00:00:00',
      employee: { email: '', employeeNumber, phones: null, name: '', title: '' },
      tripsInfo: [],
      updateId: 1,
    }),
  );

describe('the check-in column', () => {
  const t = pick(incheckingStrings, 'sv');
  const actions = {
    onCheckIn: vi.fn(),
    onCheckOut: vi.fn(),
    onShowDuty: vi.fn(),
    onShowEmployee: vi.fn(),
  };
  const checkIn = signinColumns(t, actions, '2026-11-18').find((c) => c.id === 'checkedIn')!;

  it('offers Checka in for a duty with an employee', () => {
    render(<>{checkIn.cell(row('10001'), false)}</>);
    expect(screen.getByRole('button', { name: 'Checka in 10001 på M12' })).toBeTruthy();
  });

  it('says a duty without an employee is not staffed: there is nobody to check in', () => {
    render(<>{checkIn.cell(row(''), false)}</>);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Ej bemannad')).toBeTruthy();
  });
});

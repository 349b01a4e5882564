import { describe, expect, it } from 'vitest';
import { emptyForm, type MessageForm } from './message-form';
import { fromCustomData, toCustomData } from './custom-data';

const NOW = Date.parse('2026-03-04T09:00:00Z');

function filled(): MessageForm {
  return {
    ...emptyForm(NOW, 4),
    consequence: 'Förseningar',
    dateTimeFrom: '2026-03-04T09:45',
    trips: [1041, 1043],
    note: 'Meddela resenärerna ombord.',
    resource: 'gulvast',
    resourceNote: 'Gulväst skickas till Lund C.',
    replacementService: 'Ersättningsbussar beställda',
    replacementServiceNote: 'Från Lund C kl 10.15',
    prognosis: 'Lång störning (över 1 timme)',
    prognosisNote: 'Ny prognos kl 11',
    stopFrom: 'LU',
    stopTo: 'M',
    stopAt: '',
    turnarounds: [{ fromTrip: '1041', toTrip: '1042', stop: 'LU' }],
    mobiva: true,
    smsContent: 'Signalfel Lund C–Malmö C, förseningar.',
    emailSubject: 'Trafikinformation: Signalfel',
    emailContent: 'Signalfel mellan Lund C och Malmö C.',
  };
}

describe('customData', () => {
  it('sends each field under the key of spec 2 §3', () => {
    const data = toCustomData(filled());
    expect(data).toEqual([
      { key: 'consequence', value: 'Förseningar' },
      { key: 'districtId', value: 4 },
      { key: 'dateTimeFrom', value: '2026-03-04T09:45:00+01:00' },
      { key: 'trips', value: [1041, 1043] },
      { key: 'note', value: 'Meddela resenärerna ombord.' },
      { key: 'resource', value: { id: 1, label: 'Gulväst', value: 'gulvast' } },
      { key: 'resourceNote', value: 'Gulväst skickas till Lund C.' },
      { key: 'replacementService', value: 'Ersättningsbussar beställda' },
      { key: 'replacementServiceNote', value: 'Från Lund C kl 10.15' },
      { key: 'prognosis', value: 'Lång störning (över 1 timme)' },
      { key: 'prognosisNote', value: 'Ny prognos kl 11' },
      { key: 'stop', value: { from: 'LU', to: 'M', at: null } },
      { key: 'turnarounds', value: [{ fromTrip: 1041, toTrip: 1042, stop: 'LU' }] },
      { key: 'mobiva', value: true },
      { key: 'smsContent', value: 'Signalfel Lund C–Malmö C, förseningar.' },
      { key: 'emailSubject', value: 'Trafikinformation: Signalfel' },
      { key: 'emailContent', value: 'Signalfel mellan Lund C och Malmö C.' },
    ]);
  });

  it('leaves empty fields out but always sends the district', () => {
    expect(toCustomData(emptyForm(NOW, 5))).toEqual([{ key: 'districtId', value: 5 }]);
  });

  it('does not send the beta resource Gulväst outside district 4', () => {
    const data = toCustomData({ ...filled(), districtId: 5 });
    expect(data.find((e) => e.key === 'resource')).toBeUndefined();
    expect(data.find((e) => e.key === 'resourceNote')).toBeUndefined();
  });

  it('reads back what it sent', () => {
    const form = filled();
    const back = fromCustomData(toCustomData(form));
    expect({
      ...emptyForm(NOW),
      ...back,
      validFrom: form.validFrom,
      validTo: form.validTo,
    }).toEqual(form);
    expect(back).toMatchObject({
      consequence: form.consequence,
      dateTimeFrom: form.dateTimeFrom,
      trips: form.trips,
      resource: 'gulvast',
      stopFrom: 'LU',
      stopTo: 'M',
      stopAt: '',
      turnarounds: form.turnarounds,
      mobiva: true,
      smsContent: form.smsContent,
      emailSubject: form.emailSubject,
      emailContent: form.emailContent,
    });
  });

  it('reads a server list in PascalCase with other value shapes', () => {
    const back = fromCustomData([
      { Key: 'Trips', Value: '1041, 1041,abc,1043' },
      { Key: 'resource', Value: 'Tekniker' },
      { Key: 'stop', Value: { From: null, To: null, At: 'HB' } },
      { Key: 'mobiva', Value: 'true' },
      { Key: 'dateTimeFrom', Value: '2026-07-01T08:05:00' },
      { Key: 'districtId', Value: '17' },
      { Key: 'unknown', Value: 'ignored' },
      'not an entry',
    ]);
    expect(back).toEqual({
      trips: [1041, 1043],
      resource: 'tekniker',
      stopFrom: '',
      stopTo: '',
      stopAt: 'HB',
      mobiva: true,
      dateTimeFrom: '2026-07-01T08:05',
      districtId: 17,
    });
  });
});

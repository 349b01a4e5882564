import { describe, expect, it } from 'vitest';
import { prefillSignature, readPrefill } from './prefill';
import { addTrip, parseTrips } from './trips';

const parsePrefill = (search: URLSearchParams | string) => readPrefill(search).form;

describe('prefill parameters', () => {
  it('reads every parameter of spec 2 §2', () => {
    const query = new URLSearchParams({
      districtId: '4',
      subject: 'Signalfel Lund–Malmö',
      body: 'Tågen kör med nedsatt hastighet.',
      datetimefrom: '2026-03-04T09:45',
      validFrom: '2026-03-04T10:00:00',
      validTo: '2026-03-04T14:00:00+01:00',
      stopfrom: 'LU',
      stopto: 'M',
      stopat: 'HB',
      consequence: 'Förseningar',
      resource: 'Gulväst',
      resourceNote: 'Till Lund C',
      replacementservice: 'ersättningsbussar beställda',
      replacementserviceNote: 'Från läge E',
      prognosis: 'Prognos saknas',
      prognosisNote: 'Trafikverket felsöker',
      trips: '1041,1043, 1041,x',
      note: 'Meddela resenärerna',
    });
    expect(parsePrefill(query)).toEqual({
      districtId: 4,
      subject: 'Signalfel Lund–Malmö',
      body: 'Tågen kör med nedsatt hastighet.',
      dateTimeFrom: '2026-03-04T09:45',
      validFrom: '2026-03-04T10:00',
      validTo: '2026-03-04T14:00',
      stopFrom: 'LU',
      stopTo: 'M',
      stopAt: 'HB',
      consequence: 'Förseningar',
      resource: 'gulvast',
      resourceNote: 'Till Lund C',
      replacementService: 'Ersättningsbussar beställda',
      replacementServiceNote: 'Från läge E',
      prognosis: 'Prognos saknas',
      prognosisNote: 'Trafikverket felsöker',
      trips: [1041, 1043],
      note: 'Meddela resenärerna',
    });
  });

  it('matches names in any casing and skips what cannot be read', () => {
    expect(
      parsePrefill('?DISTRICTID=x&Subject=Hej&validfrom=igår&VALIDTO=2026-03-04%2012:00&foo=1'),
    ).toEqual({ subject: 'Hej', validTo: '2026-03-04T12:00' });
    expect(parsePrefill('resource=okänd&prognosis=Egen%20text')).toEqual({
      prognosis: 'Egen text',
    });
  });

  it('a start without an end is valid for the default 3 hours from that start', () => {
    expect(parsePrefill('validFrom=2030-05-06T10:00')).toEqual({
      validFrom: '2030-05-06T10:00',
      validTo: '2030-05-06T13:00',
    });
    // Over the night the clock goes back in October: three hours on, not three on the clock.
    expect(parsePrefill('validFrom=2026-10-25T01:30')).toEqual({
      validFrom: '2026-10-25T01:30',
      validTo: '2026-10-25T03:30',
    });
  });

  it('gives one signature per link whatever the order of its parameters', () => {
    expect(prefillSignature('subject=A&trips=1,2&x=9')).toBe(
      prefillSignature('trips=1,2&subject=A'),
    );
    expect(prefillSignature('')).toBe('');
  });
});

describe('trips', () => {
  it('adds a trip only if it is an integer not already in the list', () => {
    expect(addTrip([], ' 1041 ')).toEqual({ trips: [1041], problem: null });
    expect(addTrip([1041], '1041').problem).toBe('duplicate');
    for (const bad of ['', '10.5', '-3', '1e3', 'abc', '12a', '99999999999999999999'])
      expect(addTrip([1041], bad).problem).toBe('notInteger');
    expect(parseTrips('7,7,8, 9 ,,x')).toEqual([7, 8, 9]);
  });
});

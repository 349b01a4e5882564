/** The demo recipient groups: about a dozen in districts 4, 5 and 17 (spec 2 §3). */

type External = [name: string, mail: string, phone: string];

export interface GroupSpec {
  name: string;
  districtId: number;
  from: string;
  channels: number[];
  districts?: number[];
  roles?: string[];
  sites?: string[];
  externals?: External[];
}

export const SKANE = 'trafikinfo.skane@tagbolaget.se';
export const OSTERGOTLAND = 'trafikinfo.ostergotland@tagbolaget.se';
export const KALMAR = 'trafikinfo.kalmar@tagbolaget.se';
const TC_MALMO: External = [
  'Trafikverket Trafikcentral Malmö',
  'tc.malmo@trafikverket.se',
  '46104235000',
];
const TC_NORRKOPING: External = [
  'Trafikverket Trafikcentral Norrköping',
  'tc.norrkoping@trafikverket.se',
  '46104236000',
];

export const GROUPS: GroupSpec[] = [
  {
    name: 'Lokförare Skåne',
    districtId: 4,
    from: SKANE,
    channels: [1, 2, 3],
    roles: ['Driver'],
    sites: ['Malmö Lokförare', 'Helsingborg Lokförare'],
  },
  {
    name: 'Tågvärdar Skåne',
    districtId: 4,
    from: SKANE,
    channels: [2, 3],
    roles: ['Conductor'],
    sites: ['Malmö Tågvärdar', 'Helsingborg Tågvärdar'],
  },
  {
    name: 'Trafikledning Skåne',
    districtId: 4,
    from: 'trafikledning.skane@tagbolaget.se',
    channels: [1, 3],
    sites: ['Malmö Trafikledning'],
    externals: [TC_MALMO],
  },
  {
    name: 'Externa busspartner Skåne',
    districtId: 4,
    from: 'ersattningstrafik.skane@tagbolaget.se',
    channels: [1, 3],
    roles: ['Traffic Message Recipient External'],
    externals: [
      ['Bergkvarabuss trafikledning', 'trafikledning@bergkvarabuss.se', '46102011000'],
      ['Nobina Malmö', 'malmo.trafikledning@nobina.se;jour.malmo@nobina.se', '4640123456'],
      ['Skånetrafiken kundtjänst', 'kundtjanst@skanetrafiken.se', ''],
    ],
  },
  { name: 'All personal Skåne', districtId: 4, from: SKANE, channels: [2], districts: [4] },
  {
    name: 'Testgrupp Skåne',
    districtId: 4,
    from: 'test.trafikinfo@tagbolaget.se',
    channels: [1, 2, 3],
    roles: ['Testgrupp'],
    externals: [['Testmottagare', 'test.mottagare@tagbolaget.se', '46700000001']],
  },
  {
    name: 'Lokförare Östergötland',
    districtId: 5,
    from: OSTERGOTLAND,
    channels: [1, 2, 3],
    roles: ['Driver'],
    sites: ['Mjölby Lokförare', 'Norrköping Lokförare'],
  },
  {
    name: 'Tågvärdar Östergötland',
    districtId: 5,
    from: OSTERGOTLAND,
    channels: [2, 3],
    roles: ['Conductor'],
    sites: ['Mjölby Tågvärdar', 'Norrköping Tågvärdar'],
  },
  {
    name: 'Trafikledning Östergötland',
    districtId: 5,
    from: OSTERGOTLAND,
    channels: [1, 3],
    sites: ['Mjölby Trafikledning'],
    externals: [TC_NORRKOPING],
  },
  {
    name: 'Externa busspartner Östergötland',
    districtId: 5,
    from: 'ersattningstrafik.ostergotland@tagbolaget.se',
    channels: [1, 3],
    roles: ['Traffic Message Recipient External'],
    externals: [
      ['Östgötatrafiken trafikledning', 'trafikledning@ostgotatrafiken.se', '46771211010'],
      ['Transdev Linköping', 'linkoping.jour@transdev.se', '46132050000'],
    ],
  },
  {
    name: 'Trafikledning Kalmar',
    districtId: 17,
    from: KALMAR,
    channels: [1, 3],
    districts: [17],
    sites: ['Kalmar Trafikledning'],
    externals: [TC_NORRKOPING],
  },
  {
    name: 'Krösatåg personal',
    districtId: 17,
    from: KALMAR,
    channels: [2, 3],
    roles: ['Driver', 'Conductor'],
    sites: ['Kalmar Lokförare', 'Växjö Lokförare', 'Kalmar Tågvärdar'],
  },
  {
    name: 'Externa busspartner',
    districtId: 17,
    from: 'ersattningstrafik.kalmar@tagbolaget.se',
    channels: [1, 3],
    roles: ['Traffic Message Recipient External'],
    externals: [
      ['Kalmar länstrafik trafikledning', 'trafikledning@klt.se|jour@klt.se', '46480451000'],
      ['Länstrafiken Kronoberg', 'trafik@lanstrafikenkron.se', '46470727500'],
    ],
  },
];

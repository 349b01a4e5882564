import { defineTable } from '../db/table';
import { addDaysToKey, NULL_DATE } from '../../src/lib/time/stockholm';

/** The front page's info source and link service (spec 2 §3 Info item, Link). */

export interface MockInfoItem {
  id: number;
  header: string;
  /** Simple HTML; the portal sanitizes it before showing it. */
  body: string;
  /** `all`, or the environment it is meant for (mock, test, production). */
  environment: string;
  sort: number;
  /** Stockholm wall time `yyyy-MM-ddTHH:mm:ss`; the null date means "until further notice". */
  validFrom: string;
  validTo: string;
}

export interface MockLink {
  system: string;
  /** null: shown in every district. */
  districtId: number | null;
  label: string;
  url: string;
}

type InfoRow = [header: string, body: string, environment: string, from: number, to: number | null];

const INFO: InfoRow[] = [
  [
    'Ny startsida i Personalportalen',
    '<p>Startsidan har fått ett nytt utseende. Dina genvägar finns kvar som brickor – du ser de tjänster du har behörighet till.</p><p>Saknar du något? Kontakta <a href="https://support.tagbolaget.se/">IT-support</a>.</p>',
    'all',
    -7,
    60,
  ],
  [
    'Demomiljö',
    '<p>Du är i demomiljön. Alla uppgifter är påhittade och kan återställas med <strong>npm run mock:reset</strong>.</p>',
    'mock',
    -30,
    null,
  ],
  [
    'Planerat underhåll natten mot söndag',
    '<p>Personalportalen och Verify är inte tillgängliga kl. 01.00–03.00 på grund av planerat underhåll.</p>',
    'production',
    -1,
    5,
  ],
  [
    'Nya Trafikmeddelanden i test',
    '<p>Den nya appen för trafikmeddelanden finns att prova i testmiljön. Lämna gärna synpunkter till förvaltningen.</p>',
    'test',
    -3,
    30,
  ],
  [
    'Vinterrutiner för avisning',
    '<p>Från och med nästa månad gäller vinterrutinerna för avisning av fordon. Läs instruktionen under Dokument.</p>',
    'all',
    10,
    120,
  ],
  [
    'Banarbete Malmö–Lund avslutat',
    '<p>Banarbetet mellan Malmö C och Lund C är klart och trafiken går enligt ordinarie tidtabell.</p>',
    'all',
    -30,
    -2,
  ],
];

export const infoItemsTable = defineTable<MockInfoItem[]>('infoItems', (ctx) =>
  INFO.map(([header, body, environment, from, to], i) => ({
    id: i + 1,
    header,
    body,
    environment,
    sort: i + 1,
    validFrom: `${addDaysToKey(ctx.today, from)}T00:00:00`,
    validTo: to === null ? NULL_DATE : `${addDaysToKey(ctx.today, to)}T00:00:00`,
  })),
);

const INTRANET = 'https://intranat.tagbolaget.se';

const COMMON: [label: string, url: string][] = [
  ['Intranätet', `${INTRANET}/`],
  ['IT-support och felanmälan', 'https://support.tagbolaget.se/'],
  ['Självservice – lön och ledighet', 'https://sjalvservice.tagbolaget.se/'],
  ['Personalhandboken', `${INTRANET}/personalhandboken`],
  ['Säkerhetsinstruktioner (TRI)', `${INTRANET}/sakerhet/tri`],
  ['Trafikverket – trafikinformation', 'https://www.trafikverket.se/trafikinformation/'],
];

const DISTRICT_LINKS: Record<number, [label: string, url: string][]> = {
  1: [['SL – trafikläget', 'https://sl.se/']],
  4: [
    ['Skånetrafiken – trafikinformation', 'https://www.skanetrafiken.se/trafikinformation/'],
    ['Pågatåg – personalsidor', `${INTRANET}/skane/pagatag`],
  ],
  5: [
    ['Östgötatrafiken – trafikinfo', 'https://www.ostgotatrafiken.se/'],
    ['Östgötapendeln – personalsidor', `${INTRANET}/ostergotland`],
  ],
  17: [
    ['Länstrafiken Kronoberg', 'https://www.lanstrafikenkron.se/'],
    ['Kalmar länstrafik', 'https://www.kalmarlanstrafik.se/'],
    ['Krösatåg – personalsidor', `${INTRANET}/kalmar-kronoberg`],
  ],
};

/** Systems the link service knows; each has its own list. */
export const LINK_SYSTEMS = ['personalportalen', 'trafikmeddelanden'] as const;

export const linksTable = defineTable<MockLink[]>('links', () => [
  ...COMMON.map(([label, url]) => ({ system: 'personalportalen', districtId: null, label, url })),
  ...Object.entries(DISTRICT_LINKS).flatMap(([districtId, rows]) =>
    rows.map(([label, url]) => ({
      system: 'personalportalen',
      districtId: Number(districtId),
      label,
      url,
    })),
  ),
  {
    system: 'trafikmeddelanden',
    districtId: null,
    label: 'Manual – trafikmeddelanden',
    url: `${INTRANET}/manualer/trafikmeddelanden`,
  },
  {
    system: 'trafikmeddelanden',
    districtId: null,
    label: 'Mottagargrupper – rutin',
    url: `${INTRANET}/rutiner/mottagargrupper`,
  },
]);

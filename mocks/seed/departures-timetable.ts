/** The timetables behind the mock departures: train lines and bus lines per district. */

export interface Corridor {
  product: string;
  stations: string[];
  period: number;
  base: number;
}

/** Train lines as the stations they call at, in order (they run both ways). */
export const CORRIDORS: Corridor[] = [
  {
    product: 'Pågatåg',
    stations: ['Helsingborg C', 'Landskrona', 'Lund C', 'Malmö C', 'Trelleborg C'],
    period: 30,
    base: 1100,
  },
  {
    product: 'Pågatåg',
    stations: ['Malmö C', 'Lund C', 'Eslöv', 'Höör', 'Hässleholm C', 'Kristianstad C'],
    period: 30,
    base: 1300,
  },
  {
    product: 'Pågatåg',
    stations: ['Malmö C', 'Svedala', 'Skurup', 'Ystad', 'Simrishamn'],
    period: 60,
    base: 1700,
  },
  { product: 'Pågatåg', stations: ['Helsingborg C', 'Ängelholm'], period: 60, base: 1500 },
  {
    product: 'Öresundståg',
    stations: [
      'Köpenhamn H',
      'Kastrup',
      'Hyllie',
      'Malmö C',
      'Lund C',
      'Landskrona',
      'Helsingborg C',
      'Ängelholm',
      'Halmstad C',
      'Varberg',
      'Göteborg C',
    ],
    period: 60,
    base: 1000,
  },
  {
    product: 'Öresundståg',
    stations: [
      'Köpenhamn H',
      'Kastrup',
      'Malmö C',
      'Lund C',
      'Hässleholm C',
      'Kristianstad C',
      'Ronneby',
      'Karlskrona C',
    ],
    period: 60,
    base: 1200,
  },
  {
    product: 'Öresundståg',
    stations: [
      'Köpenhamn H',
      'Malmö C',
      'Lund C',
      'Hässleholm C',
      'Älmhult',
      'Alvesta',
      'Lessebo',
      'Emmaboda',
      'Nybro',
      'Kalmar C',
    ],
    period: 120,
    base: 2800,
  },
  {
    product: 'Östgötapendeln',
    stations: ['Tranås', 'Mjölby', 'Linköping C', 'Kimstad', 'Norrköping C'],
    period: 30,
    base: 8700,
  },
  {
    product: 'Östgötapendeln',
    stations: ['Motala C', 'Mjölby', 'Linköping C', 'Norrköping C'],
    period: 60,
    base: 8800,
  },
  {
    product: 'SJ Regional',
    stations: [
      'Stockholm C',
      'Södertälje syd',
      'Norrköping C',
      'Linköping C',
      'Mjölby',
      'Nässjö C',
      'Hässleholm C',
      'Malmö C',
    ],
    period: 120,
    base: 500,
  },
  {
    product: 'Krösatåg',
    stations: ['Växjö', 'Alvesta', 'Älmhult', 'Hässleholm C'],
    period: 60,
    base: 1900,
  },
  {
    product: 'Kust till kust',
    stations: [
      'Kalmar C',
      'Nybro',
      'Emmaboda',
      'Lessebo',
      'Växjö',
      'Alvesta',
      'Värnamo',
      'Borås C',
      'Göteborg C',
    ],
    period: 120,
    base: 7100,
  },
];

export type BusLine = [
  line: string,
  product: string,
  destination: string,
  via: string[],
  period: number,
];

export const BUS_LINES: Record<number, BusLine[]> = {
  4: [
    ['2', 'Stadsbuss', 'Lindängen', ['Triangeln', 'Södervärn'], 10],
    ['5', 'Stadsbuss', 'Stenkällan', ['Gustav Adolfs torg', 'Värnhemstorget'], 10],
    ['1', 'SkåneExpressen', 'Höllviken', ['Vellinge'], 20],
    ['171', 'Regionbuss', 'Lund C', ['Staffanstorp'], 30],
    ['190', 'Regionbuss', 'Ystad', ['Svedala', 'Skurup'], 60],
  ],
  5: [
    ['12', 'Stadsbuss', 'Ryd', ['Universitetet'], 10],
    ['3', 'Stadsbuss', 'Vidingsjö', ['Centralstationen'], 15],
    ['610', 'Regionbuss', 'Vadstena', ['Motala busstation'], 60],
    ['440', 'Regionbuss', 'Finspång', ['Norrköping Söder Tull'], 30],
  ],
  17: [
    ['1', 'Stadsbuss', 'Norrliden', ['Kalmar centrum'], 15],
    ['101', 'Regionbuss', 'Borgholm', ['Ölandsbron', 'Färjestaden'], 30],
    ['131', 'Regionbuss', 'Nybro', ['Trekanten'], 60],
    ['4', 'Stadsbuss', 'Teleborg', ['Växjö centrum'], 10],
  ],
};

export const GENERIC_BUS_LINES: BusLine[] = [
  ['1', 'Stadsbuss', 'Centrum', [], 15],
  ['100', 'Regionbuss', 'Resecentrum', [], 60],
];

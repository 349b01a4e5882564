import { countOf } from '@/lib/plural';

/** Swedish, the source: en.ts and pl.ts must have every key (the type in index.ts checks it). */
export const sv = {
  title: 'Incheckning',
  search: 'Sök',
  searchPlaceholder: 'Tjänst, namn, nummer, telefon eller tåg',
  searchHint: 'Skriv minst 2 tecken för att söka.',
  timeFrame: 'Tidsram',
  minutes: (n: number) => `±${n} min`,
  all: 'Alla',
  showing: (shown: number, total: number) => `Visar ${shown} av ${total} tjänster`,
  listLabel: 'Tjänster att checka in',
  columns: {
    duty: 'Tjänst',
    startLocation: 'Startplats',
    start: 'Start',
    end: 'Slut',
    name: 'Namn',
    number: 'Anst.nr',
    phone: 'Telefon',
    title: 'Titel',
    checkedIn: 'Incheckad',
    checkedOut: 'Utcheckad',
    trips: 'Tåg',
  },
  /** A duty with no employee (no number to check in with): nothing to check in. */
  unstaffed: 'Ej bemannad',
  checkIn: 'Checka in',
  checkOut: 'Checka ut',
  checkInFor: (name: string, duty: string) => `Checka in ${name} på ${duty}`,
  checkOutFor: (name: string, duty: string) => `Checka ut ${name} från ${duty}`,
  showDuty: (duty: string) => `Visa tjänst ${duty}`,
  showEmployee: (name: string) => `Visa uppgifter om ${name}`,
  nonWorkday: 'Ledig dag',
  checkInFailed: (duty: string, reason: string) =>
    `Incheckningen av ${duty} misslyckades: ${reason}`,
  checkOutFailed: (duty: string, reason: string) =>
    `Utcheckningen av ${duty} misslyckades: ${reason}`,
  checkInUnknown: (duty: string, reason: string) =>
    `Inget svar på incheckningen av ${duty}: ${reason} Raden visar vad servern har så snart den kan nås.`,
  checkOutUnknown: (duty: string, reason: string) =>
    `Inget svar på utcheckningen av ${duty}: ${reason} Raden visar vad servern har så snart den kan nås.`,
  live: 'Uppdateras direkt',
  connecting: 'Ansluter …',
  reconnecting: 'Återansluter …',
  offlineSince: (time: string) => `Offline sedan ${time}`,
  liveLabel: 'Realtidsuppdatering',
  liveChanged: (count: number, time: string) =>
    `${countOf('sv', count, { one: 'ändring', other: 'ändringar' })} i listan kl. ${time}`,
  noDistrictAccess: 'Du saknar behörighet till incheckning i det valda distriktet.',
  empty: 'Inga tjänster i tidsramen.',
  emptySearch: (term: string) => `Ingen tjänst i tidsramen matchar sökningen ”${term}”.`,
  emptyDay: 'Inga tjänster i dag i distriktet.',
  loadError: 'Det gick inte att hämta incheckningarna.',
};

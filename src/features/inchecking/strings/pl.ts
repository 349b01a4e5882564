import type { Translation } from '@/lib/i18n';
import type { sv } from './sv';

export const pl: Translation<typeof sv> = {
  title: 'Meldowanie',
  search: 'Szukaj',
  searchPlaceholder: 'Służba, nazwisko, numer, telefon lub pociąg',
  searchHint: 'Wpisz co najmniej 2 znaki, aby wyszukać.',
  timeFrame: 'Przedział czasu',
  minutes: (n: number) => `±${n} min`,
  all: 'Wszystkie',
  showing: (shown: number, total: number) => `Wyświetlono ${shown} z ${total} służb`,
  listLabel: 'Służby do zameldowania',
  columns: {
    duty: 'Służba',
    startLocation: 'Miejsce rozpoczęcia',
    start: 'Początek',
    end: 'Koniec',
    name: 'Nazwisko',
    number: 'Nr prac.',
    phone: 'Telefon',
    title: 'Stanowisko',
    checkedIn: 'Zameldowany',
    checkedOut: 'Wymeldowany',
    trips: 'Pociągi',
  },
  unstaffed: 'Bez obsady',
  checkIn: 'Zamelduj',
  checkOut: 'Wymelduj',
  checkInFor: (name: string, duty: string) => `Zamelduj ${name} na ${duty}`,
  checkOutFor: (name: string, duty: string) => `Wymelduj ${name} z ${duty}`,
  showDuty: (duty: string) => `Pokaż służbę ${duty}`,
  showEmployee: (name: string) => `Pokaż dane ${name}`,
  nonWorkday: 'Dzień wolny',
  checkInFailed: (duty: string, reason: string) =>
    `Zameldowanie na ${duty} nie powiodło się: ${reason}`,
  checkOutFailed: (duty: string, reason: string) =>
    `Wymeldowanie z ${duty} nie powiodło się: ${reason}`,
  checkInUnknown: (duty: string, reason: string) =>
    `Brak odpowiedzi na zameldowanie na ${duty}: ${reason} Wiersz pokaże stan serwera, gdy tylko będzie osiągalny.`,
  checkOutUnknown: (duty: string, reason: string) =>
    `Brak odpowiedzi na wymeldowanie z ${duty}: ${reason} Wiersz pokaże stan serwera, gdy tylko będzie osiągalny.`,
  live: 'Na żywo',
  connecting: 'Łączenie …',
  reconnecting: 'Ponowne łączenie …',
  offlineSince: (time: string) => `Offline od ${time}`,
  liveLabel: 'Aktualizacje na żywo',
  liveChanged: (count: number, time: string) => `Zmiany na liście: ${count} (${time})`,
  noDistrictAccess: 'Nie masz uprawnień do meldowania w wybranym okręgu.',
  empty: 'Brak służb w przedziale czasu.',
  emptySearch: (term: string) =>
    `Żadna służba w przedziale czasu nie pasuje do wyszukiwania „${term}”.`,
  emptyDay: 'Brak służb dzisiaj w okręgu.',
  loadError: 'Nie udało się pobrać meldunków.',
};

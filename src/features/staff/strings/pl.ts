import type { Translation } from '@/lib/i18n';
import { countOf } from '@/lib/plural';
import type { sv } from './sv';

export const pl: Translation<typeof sv> = {
  title: 'Obsada',
  date: 'Data',
  datePlaceholder: 'RRRR-MM-DD',
  district: 'Okręg',
  filterName: 'Nazwisko',
  filterPhone: 'Telefon',
  filterTrain: 'Pociąg',
  filterNameHint: 'Szuka w nazwiskach i numerach pracowników.',
  filterPhoneHint: {
    loaded: 'Szuka w telefonach służbowych z dzisiejszego meldowania.',
    loading: 'Pobieranie numerów telefonów z dzisiejszego meldowania …',
    failed: 'Nie udało się pobrać numerów z meldowania: filtr nikogo nie znajdzie.',
    noAccess:
      'Numery telefonów pochodzą z meldowania, do którego nie masz uprawnień w okręgu: filtr nikogo nie znajdzie.',
  },
  filterTrainHint: 'Szuka numerów pociągów od początku.',
  noTime: 'Brak czasu',
  showAbsent: 'Pokaż nieobecnych',
  listLabel: 'Pozycje dnia',
  showing: (shown: number, total: number) => `Wyświetlono ${shown} z ${total} pozycji`,
  columns: {
    block: 'Blok',
    description: 'Opis',
    workTitle: 'Stanowisko',
    name: 'Nazwisko',
    number: 'Nr prac.',
    phone: 'Telefon',
    start: 'Początek',
    end: 'Koniec',
    startStation: 'Stacja początkowa',
    endStation: 'Stacja końcowa',
    trips: 'Pociągi',
  },
  tripColumns: { trip: 'Pociąg', from: 'Od', to: 'Do', time: 'Czas' },
  tripsOf: (name: string) => `Pociągi ${name}`,
  showTrips: (count: number, name: string) =>
    `Pokaż ${countOf('pl', count, { one: 'pociąg', few: 'pociągi', other: 'pociągów' })} ${name}`,
  hideTrips: (name: string) => `Ukryj pociągi ${name}`,
  noTrips: 'Brak pociągów',
  showDuty: (block: string) => `Pokaż służbę ${block}`,
  showEmployee: (name: string) => `Pokaż dane ${name}`,
  showTrip: (trip: string) => `Pokaż pociąg ${trip}`,
  absent: 'Nieobecny',
  loading: 'Pobieranie pozycji …',
  cancel: 'Anuluj',
  cancelled: 'Pobieranie anulowano.',
  loadAgain: 'Pobierz ponownie',
  noData: 'Brak pozycji na ten dzień w okręgu.',
  noMatch: (total: number) =>
    `Żadna pozycja nie pasuje do filtra. Ukrywa on wszystkie ${total} pozycji dnia.`,
  clearFilters: 'Wyczyść filtr',
  loadError: 'Nie udało się pobrać pozycji.',
  noDistrictAccess: 'Nie masz uprawnień do obsady w wybranym okręgu.',
};

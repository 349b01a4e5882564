import type { Translation } from '@/lib/i18n';
import type { sv } from './strings';

export const pl: Translation<typeof sv> = {
  noAccessTitle: 'Brak uprawnień',
  noAccessText: 'Nie masz dostępu do tej strony. Skontaktuj się z przełożonym lub administratorem.',
  toFrontPage: 'Do strony głównej',
  loading: 'Ładowanie …',
  retry: 'Spróbuj ponownie',
  loadError: 'Nie udało się pobrać danych.',
  offline: 'Brak połączenia z siecią. Dane zostaną pobrane po przywróceniu połączenia.',
  empty: 'Brak danych.',
  close: 'Zamknij',
  cancel: 'Anuluj',
  save: 'Zapisz',
  previousDay: 'Poprzedni dzień',
  nextDay: 'Następny dzień',
  sortAscending: 'rosnąco',
  sortDescending: 'malejąco',
  noDate: 'Brak',
  filter: 'Filtruj',
  dismiss: 'Zamknij komunikat',
  exportButton: 'Eksportuj do Excela',
  exporting: 'Tworzenie pliku …',
  exportFailed: 'Nie udało się utworzyć pliku.',
  yes: 'Tak',
  no: 'Nie',
  chooseDistrict: 'Wybierz okręg.',
  chooseDistricts: 'Wybierz co najmniej jeden okręg.',
  districtsError:
    'Det gick inte att hämta data. Kontakta administratören. (Nie udało się pobrać danych. Skontaktuj się z administratorem.)',
  rows: (shown: number, total: number) => `Wyświetlono ${shown} z ${total}`,
};

import { defineStrings } from '@/lib/i18n';

/** Text of the shared components. */
export const commonStrings = defineStrings({
  sv: {
    noAccessTitle: 'Ingen behörighet',
    noAccessText:
      'Du saknar behörighet till den här sidan. Kontakta din chef eller administratören om du behöver den.',
    toFrontPage: 'Till startsidan',
    loading: 'Laddar …',
    retry: 'Försök igen',
    loadError: 'Det gick inte att hämta data.',
    empty: 'Inget att visa.',
    close: 'Stäng',
    cancel: 'Avbryt',
    save: 'Spara',
    previousDay: 'Föregående dag',
    nextDay: 'Nästa dag',
    sortAscending: 'stigande',
    sortDescending: 'fallande',
  },
  en: {
    noAccessTitle: 'No access',
    noAccessText:
      'You do not have access to this page. Ask your manager or the administrator if you need it.',
    toFrontPage: 'To the front page',
    loading: 'Loading …',
    retry: 'Try again',
    loadError: 'Could not fetch data.',
    empty: 'Nothing to show.',
    close: 'Close',
    cancel: 'Cancel',
    save: 'Save',
    previousDay: 'Previous day',
    nextDay: 'Next day',
    sortAscending: 'ascending',
    sortDescending: 'descending',
  },
  pl: {
    noAccessTitle: 'Brak uprawnień',
    noAccessText:
      'Nie masz dostępu do tej strony. Skontaktuj się z przełożonym lub administratorem.',
    toFrontPage: 'Do strony głównej',
    loading: 'Ładowanie …',
    retry: 'Spróbuj ponownie',
    loadError: 'Nie udało się pobrać danych.',
    empty: 'Brak danych.',
    close: 'Zamknij',
    cancel: 'Anuluj',
    save: 'Zapisz',
    previousDay: 'Poprzedni dzień',
    nextDay: 'Następny dzień',
    sortAscending: 'rosnąco',
    sortDescending: 'malejąco',
  },
});

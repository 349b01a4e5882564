import type { Translation } from '@/lib/i18n';
import type { sv } from './strings';

export const en: Translation<typeof sv> = {
  noAccessTitle: 'No access',
  noAccessText:
    'You do not have access to this page. Ask your manager or the administrator if you need it.',
  toFrontPage: 'To the front page',
  loading: 'Loading …',
  retry: 'Try again',
  loadError: 'Could not fetch data.',
  offline: 'No network connection. The data is fetched when the connection is back.',
  empty: 'Nothing to show.',
  close: 'Close',
  cancel: 'Cancel',
  save: 'Save',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  sortAscending: 'ascending',
  sortDescending: 'descending',
  noDate: 'None',
  filter: 'Filter',
  dismiss: 'Close the message',
  exportButton: 'Export to Excel',
  exporting: 'Creating file …',
  exportFailed: 'The file could not be created.',
  yes: 'Yes',
  no: 'No',
  chooseDistrict: 'Choose a district.',
  chooseDistricts: 'Choose at least one district.',
  // The spec's text (spec 1 §8) word for word in every language, translated after it.
  districtsError:
    'Det gick inte att hämta data. Kontakta administratören. (Could not fetch data. Contact the administrator.)',
  rows: (shown: number, total: number) => `Showing ${shown} of ${total}`,
};

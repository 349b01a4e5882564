import { defineStrings } from '@/lib/i18n';

/** The Swedish source (English and Polish are fetched when chosen: see below). */
export const sv = {
  noAccessTitle: 'Ingen behörighet',
  noAccessText:
    'Du saknar behörighet till den här sidan. Kontakta din chef eller administratören om du behöver den.',
  toFrontPage: 'Till startsidan',
  loading: 'Laddar …',
  retry: 'Försök igen',
  loadError: 'Det gick inte att hämta data.',
  offline: 'Ingen nätverksanslutning. Uppgifterna hämtas när anslutningen är tillbaka.',
  empty: 'Inget att visa.',
  close: 'Stäng',
  cancel: 'Avbryt',
  save: 'Spara',
  previousDay: 'Föregående dag',
  nextDay: 'Nästa dag',
  sortAscending: 'stigande',
  sortDescending: 'fallande',
  noDate: 'Inget',
  filter: 'Filtrera',
  dismiss: 'Stäng meddelandet',
  exportButton: 'Exportera till Excel',
  exporting: 'Skapar fil …',
  exportFailed: 'Filen kunde inte skapas.',
  yes: 'Ja',
  no: 'Nej',
  /** Said where a screen needs a district and none is chosen (DistrictGate). */
  chooseDistrict: 'Välj ett distrikt.',
  /** …and where a screen's own filter has none of its districts ticked. */
  chooseDistricts: 'Välj minst ett distrikt.',
  /** The district list could not be fetched (spec 1 §8, word for word). */
  districtsError: 'Det gick inte att hämta data. Kontakta administratören.',
  rows: (shown: number, total: number) => `Visar ${shown} av ${total}`,
};

/** Text of the shared components. */
export const commonStrings = defineStrings({
  sv,
  // Fetched when a user chooses the language: not in the start bundle.
  en: () => import('./strings.en').then((m) => m.en),
  pl: () => import('./strings.pl').then((m) => m.pl),
});

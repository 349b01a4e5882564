import { defineStrings } from '@/lib/i18n';

/** The Swedish source (English and Polish are fetched when chosen: see below). */
export const sv = {
  title: 'Startsida',
  tilesLabel: 'Dina tjänster',
  noTiles:
    'Du har ännu inte behörighet till någon tjänst. Kontakta din chef eller administratören.',
  newsTitle: 'Nyhet',
  news: 'Startsidan har ändrats: alla dina tjänster finns nu som rutor här, och du väljer under Inställningar om länkar ska öppnas i en ny flik.',
  infoTitle: 'Aktuell information',
  noInfo: 'Ingen aktuell information.',
  linksTitle: 'Länkar',
  fallbackLink: 'Intranätet',
  noLinks: 'Inga länkar för distriktet.',
  opensInNewTab: '(öppnas i ny flik)',
};

export const frontPageStrings = defineStrings({
  sv,
  // Fetched when a user chooses the language: not in the start bundle.
  en: () => import('./front-page-strings.en').then((m) => m.en),
  pl: () => import('./front-page-strings.pl').then((m) => m.pl),
});

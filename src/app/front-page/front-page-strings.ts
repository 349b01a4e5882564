import { defineStrings } from '@/lib/i18n';

export const frontPageStrings = defineStrings({
  sv: {
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
  },
  en: {
    title: 'Front page',
    tilesLabel: 'Your services',
    noTiles:
      'You do not have access to any service yet. Contact your manager or the administrator.',
    newsTitle: 'News',
    news: 'The front page has changed: all your services are tiles here, and under Settings you choose whether links open in a new tab.',
    infoTitle: 'Current information',
    noInfo: 'No current information.',
    linksTitle: 'Links',
    fallbackLink: 'The intranet',
    noLinks: 'No links for the district.',
    opensInNewTab: '(opens in a new tab)',
  },
  pl: {
    title: 'Strona główna',
    tilesLabel: 'Twoje usługi',
    noTiles:
      'Nie masz jeszcze dostępu do żadnej usługi. Skontaktuj się z przełożonym lub administratorem.',
    newsTitle: 'Nowość',
    news: 'Strona główna została zmieniona: wszystkie usługi są tu jako kafelki, a w Ustawieniach wybierasz, czy linki otwierają się w nowej karcie.',
    infoTitle: 'Aktualne informacje',
    noInfo: 'Brak aktualnych informacji.',
    linksTitle: 'Linki',
    fallbackLink: 'Intranet',
    noLinks: 'Brak linków dla okręgu.',
    opensInNewTab: '(otwiera się w nowej karcie)',
  },
});

import type { Translation } from '@/lib/i18n';
import type { sv } from './front-page-strings';

export const pl: Translation<typeof sv> = {
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
};

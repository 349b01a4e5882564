import type { Translation } from '@/lib/i18n';
import type { sv } from './front-page-strings';

export const en: Translation<typeof sv> = {
  title: 'Front page',
  tilesLabel: 'Your services',
  noTiles: 'You do not have access to any service yet. Contact your manager or the administrator.',
  newsTitle: 'News',
  news: 'The front page has changed: all your services are tiles here, and under Settings you choose whether links open in a new tab.',
  infoTitle: 'Current information',
  noInfo: 'No current information.',
  linksTitle: 'Links',
  fallbackLink: 'The intranet',
  noLinks: 'No links for the district.',
  opensInNewTab: '(opens in a new tab)',
};

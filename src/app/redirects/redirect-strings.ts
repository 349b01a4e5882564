import { defineStrings } from '@/lib/i18n';

export const redirectStrings = defineStrings({
  sv: {
    leaving: 'Du skickas vidare …',
    manual: 'Öppna manuellt',
    notConfigured:
      'Målet för den här länken är inte konfigurerat eller inte tillåtet. Kontakta administratören.',
  },
  en: {
    leaving: 'Taking you there …',
    manual: 'Open manually',
    notConfigured:
      'The target of this link is not configured or not allowed. Contact the administrator.',
  },
  pl: {
    leaving: 'Przekierowanie …',
    manual: 'Otwórz ręcznie',
    notConfigured:
      'Cel tego linku nie jest skonfigurowany lub jest niedozwolony. Skontaktuj się z administratorem.',
  },
});

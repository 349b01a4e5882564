import type { Translation } from '@/lib/i18n';
import type { sv } from './strings';

export const pl: Translation<typeof sv> = {
  productName: 'Personalportalen',
  skipToContent: 'Przejdź do treści',
  settings: 'Ustawienia',
  portalNav: 'Widoki w portalu',
  menu: 'Menu',
  logout: 'Wyloguj',
  district: 'Okręg ruchu',
  noDistrict:
    'Nie można wybrać okręgu ruchu: nie masz uprawnień w żadnym z okręgów, w których działa portal. Skontaktuj się z administratorem.',
  errorTitle: 'Coś poszło nie tak',
  errorText: 'Nie można wyświetlić strony. Spróbuj ponownie lub przejdź do strony głównej.',
  sessionOk: 'Logowanie jest ważne',
  sessionWarning: 'Logowanie wkrótce wygaśnie',
  sessionExpired: 'Logowanie wygasło',
  sessionLeft: (time: string) => `Ważne do ${time}`,
  sessionEnds: (left: string, time: string) =>
    `Twoje logowanie wygaśnie za ${left} (o ${time}). Zaloguj się ponownie, aby pracować bez przerwy.`,
  signInAgain: 'Zaloguj się ponownie',
  signInAgainHint: '(otwiera się w nowej karcie; ta strona pozostaje)',
  handoverTitle: 'Zmienić użytkownika?',
  handoverText: (current: string, next: string) =>
    `Otwarty link loguje użytkownika ${next}. Jesteś zalogowany jako ${current}.`,
  handoverSwitch: (next: string) => `Przełącz na ${next}`,
  handoverKeep: (current: string) => `Kontynuuj jako ${current}`,
  handoverInvalid:
    'Link zawierał nieprawidłowe lub wygasłe logowanie. Nadal jesteś zalogowany jak wcześniej.',
  version: (version: string, build: number) => `Wersja ${version} (kompilacja ${build})`,
};

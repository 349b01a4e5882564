import type { Translation } from '@/lib/i18n';
import type { sv } from './login-strings';

export const pl: Translation<typeof sv> = {
  title: 'Zaloguj się',
  intro: 'Zaloguj się kontem firmowym, aby wejść do Personalportalen.',
  signIn: 'Zaloguj się',
  signingIn: 'Logowanie …',
  demoTitle: 'Użytkownicy demo (tryb mock)',
  demoIntro: 'Backend mock działa. Wybierz użytkownika demo:',
  tokenLabel: 'Lub wklej token dostępu',
  useToken: 'Użyj tokenu',
  invalidToken: 'Token jest nieprawidłowy lub wygasł.',
  signInFailed: 'Logowanie nie powiodło się.',
  loggedOut: 'Wylogowano.',
  signingOut: 'Wylogowywanie …',
  refreshIntro:
    'Zaloguj się ponownie, aby odnowić logowanie. To, nad czym pracujesz w innych kartach, pozostaje.',
  callbackFailed:
    'Nie udało się dokończyć logowania (rozpoczęte logowanie nie istnieje lub wygasło). Zaloguj się ponownie.',
  callbackDenied: (reason: string) => `Dostawca tożsamości przerwał logowanie: ${reason}`,
};

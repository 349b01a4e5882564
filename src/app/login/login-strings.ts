import { defineStrings } from '@/lib/i18n';

export const loginStrings = defineStrings({
  sv: {
    title: 'Logga in',
    intro: 'Logga in med ditt företagskonto för att komma till Personalportalen.',
    signIn: 'Logga in',
    signingIn: 'Loggar in …',
    demoTitle: 'Demoanvändare (mockläge)',
    demoIntro: 'Mockbackenden är igång. Välj en demoanvändare:',
    tokenLabel: 'Eller klistra in en åtkomsttoken',
    useToken: 'Använd token',
    invalidToken: 'Token är ogiltig eller har gått ut.',
    signInFailed: 'Inloggningen misslyckades.',
    loggedOut: 'Du är utloggad.',
    signingOut: 'Du loggas ut …',
    refreshIntro:
      'Logga in igen för att förnya din inloggning. Det du arbetar med i andra flikar finns kvar.',
    callbackFailed:
      'Inloggningen kunde inte slutföras (den påbörjade inloggningen saknas eller har gått ut). Logga in igen.',
    callbackDenied: (reason: string) => `Identitetsleverantören avbröt inloggningen: ${reason}`,
  },
  en: {
    title: 'Sign in',
    intro: 'Sign in with your company account to reach Personalportalen.',
    signIn: 'Sign in',
    signingIn: 'Signing in …',
    demoTitle: 'Demo users (mock mode)',
    demoIntro: 'The mock backend is running. Choose a demo user:',
    tokenLabel: 'Or paste an access token',
    useToken: 'Use token',
    invalidToken: 'The token is invalid or has expired.',
    signInFailed: 'Sign-in failed.',
    loggedOut: 'You are signed out.',
    signingOut: 'Signing you out …',
    refreshIntro:
      'Sign in again to renew your sign-in. What you are working on in other tabs stays there.',
    callbackFailed:
      'The sign-in could not be completed (the sign-in that was started is missing or has expired). Sign in again.',
    callbackDenied: (reason: string) => `The identity provider stopped the sign-in: ${reason}`,
  },
  pl: {
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
  },
});

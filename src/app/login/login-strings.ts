import { defineStrings } from '@/lib/i18n';

/** The Swedish source (English and Polish are fetched when chosen: see below). */
export const sv = {
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
};

export const loginStrings = defineStrings({
  sv,
  // Fetched when a user chooses the language: not in the start bundle.
  en: () => import('./login-strings.en').then((m) => m.en),
  pl: () => import('./login-strings.pl').then((m) => m.pl),
});

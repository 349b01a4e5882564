import type { Translation } from '@/lib/i18n';
import type { sv } from './login-strings';

export const en: Translation<typeof sv> = {
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
};

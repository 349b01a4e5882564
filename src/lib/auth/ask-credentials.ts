/**
 * Shared PCs: when a session ends without the user asking (the cut-off, expiry, a 401, the
 * session check), the identity provider's own session stays open, and a plain sign-in would let
 * the next person in as the previous user. A mark in local storage (it outlives the reload to the
 * provider and the tab) makes the next sign-in ask for credentials (`prompt=login`); it goes once
 * the provider has signed someone in with them.
 */
export const ASK_CREDENTIALS_KEY = 'pp.askCredentials';

/** Where no storage takes the mark, this page at least remembers it. */
let inMemory = false;

function stores(): Storage[] {
  const found: Storage[] = [];
  for (const get of [() => localStorage, () => sessionStorage]) {
    try {
      found.push(get());
    } catch {
      /* storage blocked */
    }
  }
  return found;
}

/** The next sign-in asks for credentials. Never throws: a full storage falls back to the tab's. */
export function askCredentialsNextSignIn(): void {
  for (const store of stores()) {
    try {
      store.setItem(ASK_CREDENTIALS_KEY, '1');
      return;
    } catch {
      /* full or blocked: the next one */
    }
  }
  inMemory = true;
}

export function mustAskCredentials(): boolean {
  return inMemory || stores().some((store) => store.getItem(ASK_CREDENTIALS_KEY) !== null);
}

/** The provider signed someone in with their credentials: its session is theirs. */
export function credentialsAsked(): void {
  inMemory = false;
  for (const store of stores()) store.removeItem(ASK_CREDENTIALS_KEY);
}

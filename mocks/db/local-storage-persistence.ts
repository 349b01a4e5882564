import type { Persistence } from './store';
import type { NamespaceState } from './namespace';

const key = (namespace: string) => `pp.mock.${namespace}`;

export function localStoragePersistence(): Persistence {
  return {
    load: (namespace) => {
      try {
        return JSON.parse(localStorage.getItem(key(namespace)) ?? 'null') as NamespaceState | null;
      } catch {
        return null;
      }
    },
    save: (namespace, state) => {
      try {
        localStorage.setItem(key(namespace), JSON.stringify(state));
      } catch {
        console.warn('Mock: kunde inte spara demodata (localStorage full).');
      }
    },
    remove: (namespace) => localStorage.removeItem(key(namespace)),
  };
}

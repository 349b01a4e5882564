/**
 * Web storage for tests in Node's environment (`@vitest-environment node`, for Node's own fetch,
 * FormData and File): the test setup's sign-out uses both storages, and Node has neither.
 * Imported for its effect.
 */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}
for (const name of ['localStorage', 'sessionStorage'] as const) {
  if (!(name in globalThis))
    Object.defineProperty(globalThis, name, { value: new MemoryStorage() });
}

/**
 * The checks of the runtime configuration, without a schema library (the configuration is read
 * before the first paint, and zod is not in the start bundle). Each reader notes what is wrong
 * under the setting's path and returns a value of the right type, so every problem is named.
 */
import { httpUrl, httpUrlOrPath } from './http-url';

export interface ConfigProblem {
  path: string;
  message: string;
}

export class ConfigReader {
  readonly problems: ConfigProblem[] = [];

  private note(path: string, message: string): void {
    this.problems.push({ path, message });
  }

  private describe(value: unknown): string {
    if (value === undefined) return 'saknas';
    if (value === null) return 'är null';
    return `är ${Array.isArray(value) ? 'en lista' : typeof value}`;
  }

  /** A group of settings: an object (anything else is noted, and reads on as empty). */
  group(value: unknown, path: string): Record<string, unknown> {
    if (isPlainObject(value)) return value;
    this.note(path, `ska vara ett objekt men ${this.describe(value)}`);
    return {};
  }

  /** A text that is not empty. */
  text(value: unknown, path: string): string {
    if (typeof value === 'string' && value.length > 0) return value;
    this.note(
      path,
      typeof value === 'string'
        ? 'får inte vara tom'
        : `ska vara en text men ${this.describe(value)}`,
    );
    return '';
  }

  /** Texts that are not empty, under the given keys. */
  texts<K extends string>(value: unknown, path: string, keys: readonly K[]): Record<K, string> {
    const group = this.group(value, path);
    return Object.fromEntries(
      keys.map((key) => [key, this.text(group[key], `${path}.${key}`)]),
    ) as Record<K, string>;
  }

  /**
   * A text that is an absolute http(s) address (with `pathAllowed`, a path on this origin too):
   * never `javascript:`, `data:` or anything a link or a call must not go to.
   */
  address(value: unknown, path: string, pathAllowed = false): string {
    const text = this.text(value, path);
    if (text === '' || (pathAllowed ? httpUrlOrPath(text) : httpUrl(text))) return text;
    this.note(
      path,
      pathAllowed
        ? 'ska vara en http- eller https-adress eller en sökväg som börjar med /'
        : 'ska vara en http- eller https-adress',
    );
    return '';
  }

  /** Addresses (see `address`) under the given keys. */
  addresses<K extends string>(
    value: unknown,
    path: string,
    keys: readonly K[],
    pathAllowed = false,
  ): Record<K, string> {
    const group = this.group(value, path);
    return Object.fromEntries(
      keys.map((key) => [key, this.address(group[key], `${path}.${key}`, pathAllowed)]),
    ) as Record<K, string>;
  }

  flag(value: unknown, path: string): boolean {
    if (typeof value === 'boolean') return value;
    this.note(path, `ska vara true eller false men ${this.describe(value)}`);
    return false;
  }

  number(value: unknown, path: string): number {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    this.note(path, `ska vara ett tal men ${this.describe(value)}`);
    return 0;
  }

  /** A whole number from `min` to `max`. */
  integer(value: unknown, path: string, min: number, max: number): number {
    const n = this.number(value, path);
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    if (typeof value === 'number' && Number.isFinite(value))
      this.note(path, `ska vara ett heltal från ${min} till ${max}`);
    return min;
  }

  /** A number from 0 to 1 (a share). */
  fraction(value: unknown, path: string): number {
    const n = this.number(value, path);
    if (n >= 0 && n <= 1) return n;
    if (typeof value === 'number' && Number.isFinite(value))
      this.note(path, 'ska vara ett tal från 0 till 1');
    return 0;
  }

  /** A list of texts (empty ones allowed). */
  textList(value: unknown, path: string): string[] {
    if (!Array.isArray(value)) {
      this.note(path, `ska vara en lista men ${this.describe(value)}`);
      return [];
    }
    return value.map((item, i) => {
      if (typeof item !== 'string')
        this.note(`${path}.${i}`, `ska vara en text men ${this.describe(item)}`);
      return String(item);
    });
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

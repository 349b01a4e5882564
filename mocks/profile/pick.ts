/**
 * A whitelist of an answer's fields: a name keeps the field as it is; `{ name: [...] }` keeps it
 * and applies the inner whitelist to it (an object, or each item of a list).
 */
export type Fields = readonly (string | Readonly<Record<string, Fields>>)[];

/** `value` with only the whitelisted fields (a list: each item; not an object: as it is). */
export function pick(value: unknown, fields: Fields): unknown {
  if (Array.isArray(value)) return value.map((item) => pick(item, fields));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (typeof field === 'string') {
      if (field in source) out[field] = source[field];
      continue;
    }
    for (const [name, inner] of Object.entries(field))
      if (name in source) out[name] = pick(source[name], inner);
  }
  return out;
}

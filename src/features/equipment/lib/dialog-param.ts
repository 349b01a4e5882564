/**
 * The dialog named in the address: `?check=new` is a new check (0), `?check=42` edits check 42.
 * Anything else (missing, `abc`, `-1`, `0`, `1.5`) means no dialog (null).
 */
export function dialogCheckId(param: string | null): number | null {
  if (param === 'new') return 0;
  if (param === null || !/^[1-9]\d*$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

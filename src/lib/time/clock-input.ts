/**
 * A typed clock time (spec 1 §5, duty time input; also the equipment check's time): hours 00–23
 * and minutes 00–59 are read from the text, always on the 24-hour clock whatever the browser's
 * language (a native time input shows AM/PM on an English one). '7' is 07:00, '730' and '0730'
 * are 07:30, and the hours and minutes may be split by ':', '.' or a space ('7:30', '07.30').
 * Anything else — letters, seconds, '7.5', '24', '12:60' — is refused (null), and the caller keeps
 * the time it had (the equipment check keeps the text and refuses it on saving).
 */
export function parseClockInput(text: string): number | null {
  const match = /^(\d{1,2})(?:[:. ]?(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** Minutes from midnight as the field shows them: 450 → '07:30'. */
export function formatClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

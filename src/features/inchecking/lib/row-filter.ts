import { searchText, type SigninRow } from './signin-rows';
import { inTimeFrame, type TimeFrame } from './time-frame';

const MAX_REMEMBERED = 32;

/**
 * The rows shown for a time frame and a search term (lower case, or null for none). A keystroke
 * costs little: typing on searches only the rows of a shorter term it contains (every match of
 * "anna l" also matches "anna"), and erasing finds the earlier answer again. What it remembers
 * is forgotten when the list, the minute, the time frame or the phones searched change.
 * `allPhones` searches home and private numbers too (the user administrators' search).
 */
export class RowFilter {
  private rows: readonly SigninRow[] | null = null;
  private now = NaN;
  private frame: TimeFrame | null = null;
  private allPhones = false;
  private framed: readonly SigninRow[] = [];
  private found = new Map<string, readonly SigninRow[]>();

  /** How many rows the last `apply` found in the time frame, before the search. */
  get inFrame(): number {
    return this.framed.length;
  }

  apply(
    rows: readonly SigninRow[],
    now: number,
    frame: TimeFrame,
    term: string | null,
    allPhones: boolean,
  ): readonly SigninRow[] {
    if (rows !== this.rows || now !== this.now || frame !== this.frame) {
      this.rows = rows;
      this.now = now;
      this.frame = frame;
      this.framed = frame === 'all' ? rows : rows.filter((row) => inTimeFrame(row, now, frame));
      this.found.clear();
    } else if (allPhones !== this.allPhones) this.found.clear();
    this.allPhones = allPhones;
    if (!term) return this.framed;
    const known = this.found.get(term);
    if (known) {
      // Most recently used last: the oldest answer is the one forgotten.
      this.found.delete(term);
      this.found.set(term, known);
      return known;
    }
    let source = this.framed;
    for (const [shorter, matches] of this.found) {
      if (matches.length < source.length && term.includes(shorter)) source = matches;
    }
    const matches = source.filter((row) => searchText(row, allPhones).includes(term));
    this.found.set(term, matches);
    if (this.found.size > MAX_REMEMBERED) this.found.delete(this.found.keys().next().value!);
    return matches;
  }
}

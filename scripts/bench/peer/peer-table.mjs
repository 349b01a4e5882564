// The table of `npm run bench -- --peers`: per screen and CPU rate, the median of the pairs'
// ratios with their p25–p75, and the medians in ms they come from.
import { percentile } from '../lib.mjs';

const FIGURES = [
  ['render', 'first render'],
  ['key', 'filter keystroke'],
  ['sort', 'sort click'],
];
const pad = (text, width) => String(text).padEnd(width);

/** Median (p25–p75) of the ratios a ÷ b over the pairs, or '–' where a figure is missing. */
function ratio(pairs, a, b, figure) {
  const values = pairs
    .filter((p) => p[a][figure] !== null && p[b][figure] > 0)
    .map((p) => p[a][figure] / p[b][figure]);
  if (values.length === 0) return '–';
  const f = (v) => v.toFixed(2);
  return `${f(percentile(values, 50))} (${f(percentile(values, 25))}–${f(percentile(values, 75))})`;
}
const ms = (pairs, side, figure) =>
  pairs[0][side][figure] === null
    ? '–'
    : percentile(
        pairs.map((p) => p[side][figure]),
        50,
      ).toFixed(1);

export function printTable(results) {
  const n = results[0]?.pairs.length ?? 0;
  console.log(
    `\nbench peers: portal ÷ AG Grid Community, median of ${n} ABAB pairs (p25–p75 of the pair ratios); goal ≤ 0.25 each. portal ÷ floor (JSON.parse of the same bytes + one empty frame): goal ≤ 1.25. '–': the portal's screen has no such control.`,
  );
  const widths = [16, 6, 20, 20, 20, 20];
  const head = ['screen', 'rate', ...FIGURES.map(([, t]) => t), 'first render ÷ floor'];
  console.log(head.map((h, i) => pad(h, widths[i])).join(' '));
  for (const { title, rate, pairs } of results)
    console.log(
      [
        title,
        `${rate}×`,
        ...FIGURES.map(([figure]) => ratio(pairs, 'portal', 'peer', figure)),
        ratio(pairs, 'portal', 'floor', 'render'),
      ]
        .map((cell, i) => pad(cell, widths[i]))
        .join(' '),
    );
  console.log('\nbench peers: medians in ms (portal / AG Grid; floor for the first render)');
  for (const { title, rate, pairs } of results)
    console.log(
      [
        pad(title, widths[0]),
        pad(`${rate}×`, widths[1]),
        ...FIGURES.map(([figure]) =>
          pad(`${ms(pairs, 'portal', figure)} / ${ms(pairs, 'peer', figure)}`, widths[2]),
        ),
        `floor ${ms(pairs, 'floor', 'render')}`,
      ].join(' '),
    );
}

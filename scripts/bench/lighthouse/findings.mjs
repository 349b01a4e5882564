// What a Lighthouse report says about a route: its three scores, and each audit that keeps a
// category below 100 (with its figure or the first items it names).

const CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
};

export function scores(lhr) {
  return Object.fromEntries(
    Object.entries(CATEGORIES).map(([key, id]) => [
      key,
      Math.round((lhr.categories[id]?.score ?? 0) * 100),
    ]),
  );
}

function itemText(item) {
  const node = item.node ?? item.source ?? item;
  return String(
    node.snippet ??
      node.url ??
      item.description ??
      item.url ??
      item.sourceLocation?.url ??
      JSON.stringify(item),
  ).slice(0, 160);
}

export function findings(lhr) {
  const lines = [];
  for (const id of Object.values(CATEGORIES)) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const figure = audit.displayValue ? ` ${audit.displayValue}` : '';
      lines.push(`${id}: ${ref.id} (score ${Math.round(audit.score * 100)})${figure}`);
      // A metric's own details are debug data; a shift names its elements in layout-shifts.
      const details =
        ref.id === 'cumulative-layout-shift' ? lhr.audits['layout-shifts']?.details : audit.details;
      if (details?.type === 'debugdata') continue;
      for (const item of (details?.items ?? []).slice(0, 3)) lines.push(`    ${itemText(item)}`);
    }
  }
  return lines;
}

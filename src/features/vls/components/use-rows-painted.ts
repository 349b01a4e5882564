import { useEffect, useRef } from 'react';

/**
 * Marks (performance.mark `name`) the first time the table has rows and they have been painted:
 * what the benchmarks time from the answer's arrival (scripts/bench/vls.mjs, issue 16).
 */
export function useRowsPainted(name: string, rows: number): void {
  const painted = useRef(false);
  useEffect(() => {
    if (painted.current || rows === 0) return;
    painted.current = true;
    requestAnimationFrame(() => setTimeout(() => performance.mark(name), 0));
  }, [name, rows]);
}

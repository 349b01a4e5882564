import { useEffect, useRef } from 'react';
import { afterNextPaint } from '@/lib/after-paint';

/**
 * Marks (performance.mark `name`) the end of the next frame's paint. Returns a function that
 * cancels the mark. The benchmarks time a screen from an answer's arrival to such a mark
 * (scripts/bench, issue 16).
 */
export function markAfterPaint(name: string): () => void {
  return afterNextPaint(() => performance.mark(name));
}

/** Marks `name` after the paint of the first render in which the table has rows. */
export function useRowsPainted(name: string, rows: number): void {
  const painted = useRef(false);
  useEffect(() => {
    if (painted.current || rows === 0) return;
    painted.current = true;
    markAfterPaint(name);
  }, [name, rows]);
}

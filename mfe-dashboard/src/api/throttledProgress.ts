/**
 * A progress value the page renders, fed by a long task's per-item reports (the import's TMDB
 * matching, the data export's look-ups: spec §14).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MatchProgress } from '../import/match';

/** Milliseconds between two progress renders: the bar moves ten times a second, not once per title. */
const PROGRESS_EVERY_MS = 100;

/**
 * A progress value for the page, and the callback that reports it. Reports come once per title
 * looked up (5,000 on a long file); re-rendering the page for each kept the main thread busy while
 * the answers queued, so the state follows at most every {@link PROGRESS_EVERY_MS} (the latest
 * value wins), and at once for the first report and the last (`done === total`).
 * @returns `[progress, report]`: the value to render (`{ done: 0, total: 0 }` before any report) and
 *   the callback to hand the task (stable; a pending update is dropped when the component unmounts)
 */
export function useThrottledProgress() {
  const [progress, setProgress] = useState<MatchProgress>({ done: 0, total: 0 });
  const latest = useRef<MatchProgress | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const report = useCallback((next: MatchProgress) => {
    latest.current = next;
    if (next.done === 0 || next.done >= next.total) {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      setProgress(next);
      return;
    }
    timer.current ??= setTimeout(() => {
      timer.current = null;
      if (latest.current) setProgress(latest.current);
    }, PROGRESS_EVERY_MS);
  }, []);
  return [progress, report] as const;
}

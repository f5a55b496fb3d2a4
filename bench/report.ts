/**
 * What the benches print with: a log line stamped with the seconds since the bench began, and
 * numbers in the tables' format.
 */
import { performance } from 'node:perf_hooks';

const started = performance.now();

/** `[ 12.3 s] line`: seconds since this bench began. */
export const log = (line: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);

/** 12,345 (or 12,345.6 with `digits`); a dash for what was not measured. */
export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '–';

/** Runs a bench's `main`, exiting with its code (2 when it threw). */
export function runBench(main: () => Promise<number>) {
  main()
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(2);
    });
}

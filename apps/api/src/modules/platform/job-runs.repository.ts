import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobRuns } from './platform.tables';

export type JobRun = typeof jobRuns.$inferSelect;

/** A run's message as kept: the first line, at most 500 characters. */
const errorLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 500);

/** job_runs: every copy writes its runs here, so the record is the fleet's, not one process's. */
export function createJobRunsRepository(db: Db) {
  return {
    /** Makes (or updates) each job's row at start, so a job that never ran is listed too. */
    async declare(jobs: { name: string; everySeconds: number }[]) {
      for (const job of jobs) {
        await db
          .insert(jobRuns)
          .values(job)
          .onConflictDoUpdate({ target: jobRuns.name, set: { everySeconds: job.everySeconds } });
      }
    },
    async started(name: string, at: Date) {
      await db
        .update(jobRuns)
        .set({ lastStartedAt: at, runs: sql`${jobRuns.runs} + 1` })
        .where(eq(jobRuns.name, name));
    },
    async succeeded(name: string, at: Date) {
      await db.update(jobRuns).set({ lastSucceededAt: at }).where(eq(jobRuns.name, name));
    },
    async failed(name: string, at: Date, error: unknown) {
      await db
        .update(jobRuns)
        .set({
          lastFailedAt: at,
          lastError: errorLine(error),
          failures: sql`${jobRuns.failures} + 1`,
        })
        .where(eq(jobRuns.name, name));
    },
    async list(): Promise<JobRun[]> {
      return db.select().from(jobRuns).orderBy(asc(jobRuns.name));
    },
  };
}

export type JobRunsRepository = ReturnType<typeof createJobRunsRepository>;

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pick = (env: NodeJS.ProcessEnv, names: string[]) =>
  Object.fromEntries(names.flatMap((n) => (env[n] === undefined ? [] : [[n, env[n]]])));

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The real API (apps/api/src/server.ts) as a child process, started as `npm start` starts it, that
 * can be killed with SIGKILL — no handler, no graceful close, whatever it was doing — and started
 * again on the same data. Its output goes to a log file, for the post-mortem.
 */
export class ApiProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  /** Where the current start's lines begin in the log. */
  private logOffset = 0;
  starts = 0;

  constructor(
    private readonly env: Record<string, string>,
    readonly url: string,
    private readonly logFile: string,
  ) {}

  get running(): boolean {
    return this.child !== null;
  }

  /** Starts it and waits until /api/health/ready says ready (or fails, with the log's last lines). */
  async start(timeoutMs = 60_000): Promise<void> {
    if (this.child) throw new Error('the API is already running');
    const log = fs.openSync(this.logFile, 'a');
    this.starts += 1;
    fs.writeSync(log, `\n---- start ${this.starts} at ${new Date().toISOString()}\n`);
    this.logOffset = fs.fstatSync(log).size;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      // Only what it is given (and what Node needs): nothing of this process's DATABASE_URL.
      env: { ...pick(process.env, ['PATH', 'HOME', 'TMPDIR', 'TZ']), ...this.env },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    this.child = child;
    this.exited = new Promise((resolve) => {
      child.once('exit', () => {
        if (this.child === child) this.child = null;
        resolve();
      });
    });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.child !== child) throw new Error(`the API exited at start:\n${this.tail()}`);
      try {
        const res = await fetch(`${this.url}/api/health/ready`, {
          signal: AbortSignal.timeout(2000),
        });
        if (res.ok) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`the API did not start:\n${this.tail()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** kill -9, and wait until it is gone. */
  async kill(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM (the graceful stop npm start uses), SIGKILL if it takes longer than `graceMs`. */
  async stop(graceMs = 15_000): Promise<void> {
    if (!this.child) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  /**
   * The first line this start logged that matches `pattern` (waiting for it), e.g. a fault
   * point's "held" line; fails if the process exits or `timeoutMs` passes first.
   */
  async waitForLine(pattern: RegExp, timeoutMs = 30_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const logged = fs.readFileSync(this.logFile, 'utf8').slice(this.logOffset);
      const line = logged.split('\n').find((l) => pattern.test(l));
      if (line) return line;
      if (!this.child) throw new Error(`the API exited before logging ${pattern}:\n${this.tail()}`);
      if (Date.now() > deadline)
        throw new Error(`the API never logged ${pattern}:\n${this.tail()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The log's last lines. */
  tail(lines = 30): string {
    if (!fs.existsSync(this.logFile)) return '(no log)';
    return fs.readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  }
}

/**
 * The benches' child processes (the sandbox, API copies, a proxy): started with a log file each and
 * only the environment given (no secrets of the shell leak in), stopped on the way out, and their
 * CPU read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLOCK_TICK_MS = 10; // /proc's USER_HZ is 100 on Linux

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every child still running: a bench stops them all on its way out. */
export const children = new Set<ChildProcess>();

export function node(
  script: string,
  env: Record<string, string>,
  logFile: string,
  ipc = false,
  nodeArgs: string[] = [],
) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(
    process.execPath,
    // A built bundle runs as production runs it; a TypeScript entry through tsx.
    script.endsWith('.mjs')
      ? [...nodeArgs, '--enable-source-maps', path.join(ROOT, script)]
      : [...nodeArgs, '--import', 'tsx', path.join(ROOT, script)],
    {
      cwd: ROOT,
      env: {
        ...Object.fromEntries(
          ['PATH', 'HOME', 'TMPDIR', 'TZ'].flatMap((n) =>
            process.env[n] === undefined ? [] : [[n, process.env[n]]],
          ),
        ),
        ...env,
      },
      stdio: ['ignore', out, out, ...(ipc ? (['ipc'] as const) : [])],
    },
  );
  fs.closeSync(out);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export async function stopChild(child: ChildProcess, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export const tail = (file: string, lines = 20) =>
  fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
    : '';

export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} did not start in ${timeoutMs / 1000} s`);
}

/** CPU time (user + system) of a process so far, in ms; 0 once it is gone. */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
  } catch {
    return 0;
  }
}

/** The machine's busy share of all cores since the last call (everyone's work, not only ours). */
export function machineCpu() {
  const [line] = fs.readFileSync('/proc/stat', 'utf8').split('\n');
  const values = (line ?? '').trim().split(/\s+/).slice(1).map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.reduce((a, b) => a + b, 0);
  return { idle, total };
}

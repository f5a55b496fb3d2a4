/**
 * What every benchmark shares: the child side of a bench server (listen on a free port, tell the
 * parent, answer its "cpu" and "stop", stop when it goes) and whether PostgreSQL answers.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

/**
 * A CPU profile of this process between "profile-start" and {profile-stop: file}: the measured
 * window alone, not the start-up and sign-ups that `--cpu-prof` mixes in. Written as a
 * .cpuprofile (Chrome DevTools, speedscope) to `file`.
 */
function profiler() {
  let session: Session | null = null;
  return {
    async start() {
      session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    },
    async stop(file: string) {
      if (!session) return;
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      session = null;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(profile));
    },
  };
}

/**
 * Listens on 127.0.0.1, sends the parent `{port, ...ready}`, answers "cpu" with this process's CPU
 * time, "profile-start" and `{profileStop: file}` by profiling (see profiler), and "stop" by
 * closing the app (waiting for requests in flight), then `cleanUp`, then exiting. Other messages
 * go to `onMessage`.
 */
export async function serveBench(
  app: FastifyInstance,
  options: {
    ready?: Record<string, unknown>;
    cleanUp: () => Promise<void>;
    onMessage?: (message: unknown) => void;
  },
) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the bench server did not bind');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await options.cleanUp();
    process.exit(0);
  };
  const profile = profiler();
  process.on('message', (message) => {
    if (message === 'stop') void stop();
    else if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
    else if (message === 'profile-start') {
      void profile.start().then(() => process.send?.({ profiling: true }));
    } else if (typeof message === 'object' && message && 'profileStop' in message) {
      void profile
        .stop(String(message.profileStop))
        .then(() => process.send?.({ profiled: message.profileStop }));
    } else options.onMessage?.(message);
  });
  process.on('disconnect', () => void stop()); // the parent died: do not linger
  process.send?.({ port: address.port, ...options.ready });
}

/** Whether a PostgreSQL server answers at `url` within 2 s ("none" never does). */
export async function postgresAvailable(url: string): Promise<boolean> {
  if (url === 'none') return false;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Runs `use` with the URL of a fresh database `<prefix>_<time>` on the server at `adminUrl`, dropped after. */
export async function withFreshDatabase<T>(
  adminUrl: string,
  prefix: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

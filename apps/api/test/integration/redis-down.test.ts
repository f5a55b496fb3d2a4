import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { post, uniqueIp } from '../helpers/accounts';

/** A port bound and released: nothing answers there, as a Redis that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const message = {
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  mobileNumber: '9876543210',
  Message: 'Checking the limits while Redis is down.',
};

/**
 * REDIS_URL set but Redis down: the per-route limits used to switch off (13 of 13 requests through
 * a limit of 10), readiness said ok and stderr filled with "[ioredis] Unhandled error event".
 */
describe('Redis configured but down', () => {
  let ctx: TestContext;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` },
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk, _encoding, done) {
            lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
            done();
          },
        }),
      },
    });
  });
  afterAll(() => ctx.close());

  it("keeps each route's limit, counting in this copy's memory", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) {
      statuses.push((await post(ctx, '/api/contact/addContact', message, ip)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429, 429]);
  });

  it('says so in readiness: degraded, still taking traffic', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'degraded',
      checks: { database: 'ok', started: 'ok', accepting: 'ok', redis: 'degraded' },
    });
  });

  it('logs the outage once, as a structured line, however often it reconnects', async () => {
    // Reconnect attempts at 0.2, 0.4, 0.8 s …: a few have failed by now.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const outages = lines.filter((line) => line.redis === 'down');
    expect(outages).toHaveLength(1);
    expect(outages[0]).toMatchObject({ level: 50, code: 'ECONNREFUSED' });
  });
});

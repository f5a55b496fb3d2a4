/**
 * The API half of bench/auth-reads.ts, started by it in a process of its own so that the load
 * generator and the API do not share an event loop. It is the real app (buildApp, its production
 * logging included: one line a request to stdout, which the parent discards as a log shipper
 * would read it) on a fresh database — PGlite in a temporary DATA_DIR, or the PostgreSQL database
 * named by BENCH_DATABASE_URL.
 *
 * Before listening it signs BENCH_CUSTOMERS customers up through the API's own calls (the OTP is
 * read from an in-process SMS outbox), gives each wallet a top-up and a few debits through the
 * ledger so the balance history has rows, and hands the parent their tokens.
 *
 * Talks to its parent over the IPC channel: sends {port, tokens} once listening, {cpu} on "cpu",
 * stops on "stop".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { users } from '../apps/api/src/db/schema';
import type { SmsMessage, SmsProvider } from '../apps/api/src/providers/sms/sms.port';
import { serveBench } from './bench-process';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200);

async function main() {
  if (!process.send) throw new Error('started by bench/auth-reads.ts only');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-auth-bench-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    TRUST_PROXY: 'true',
  });
  const database = await openDatabase(config);
  await database.migrate();
  const texts = new Map<string, string>();
  const sms: SmsProvider = {
    send: (message: SmsMessage) => {
      texts.set(message.to, message.text);
      return Promise.resolve({ messageId: `bench-${texts.size}` });
    },
  };
  const { app, services } = await buildApp({ config, database, sms });

  const tokens: string[] = [];
  for (let i = 0; i < CUSTOMERS; i += 1) {
    const mobile = `9${String(700_000_000 + i).padStart(9, '0')}`;
    const ip = `10.9.${i >> 8}.${i & 255}`;
    const sent = await app.inject({
      method: 'POST',
      url: '/api/user/sendOtp',
      remoteAddress: ip,
      payload: {
        name: 'Bench Customer',
        mobile,
        emailId: 'bench@example.com',
        password: 'Kosh@2026pay',
      },
    });
    if (sent.statusCode !== 200) throw new Error(`sendOtp ${sent.statusCode}: ${sent.body}`);
    const otp = /\b(\d{6})\b/.exec(texts.get(mobile) ?? '')?.[1];
    const verified = await app.inject({
      method: 'POST',
      url: '/api/user/verifyOtp',
      remoteAddress: ip,
      payload: { otp, mobile },
    });
    if (verified.statusCode !== 200) throw new Error(`verifyOtp ${verified.statusCode}`);
    tokens.push(verified.json<{ data: { token: string } }>().data.token);
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, mobile));
    if (!user) throw new Error('the customer was not stored');
    await database.db.transaction(async (tx) => {
      await services.ledger.transfer(tx, {
        debit: { system: 'paymentGateway' },
        credit: { wallet: user.id },
        amountPaise: 100_000n,
        code: 'WALLET_TOPUP_ONLINE',
        reference: { type: 'bench', id: `topup-${i}` },
      });
      for (let k = 0; k < 5; k += 1) {
        await services.ledger.transfer(tx, {
          debit: { wallet: user.id },
          credit: { system: 'providerPayable' },
          amountPaise: 1_000n,
          code: 'MOBILE_RECHARGE',
          reference: { type: 'bench', id: `spend-${i}-${k}` },
        });
      }
    });
  }

  await serveBench(app, {
    ready: { database: database.kind, tokens },
    cleanUp: async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * bench:products' customers: `count` full-KYC customers, each with a funded wallet and a session,
 * written set-based straight into the bench's fresh database (signing 10,000 up through the API,
 * an OTP each, would take the bench longer than its measurements), and their session tokens
 * signed as the API signs them, with the API's own secret.
 */
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Db } from '../apps/api/src/db/client';

export interface BenchCustomer {
  userId: string;
  mobile: string;
  token: string;
  /** An address of its own: the per-address limits count per customer, as on phones. */
  ip: string;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * `count` customers with mobile numbers `<first digit>000000001`…, each with a wallet funded by one
 * top-up transfer from the gateway's clearing account: three set-based statements in one
 * transaction, the clearing account's total moved once, so `checkLedger` finds the books whole.
 */
export async function seedFundedWallets(
  db: Db,
  options: {
    count: number;
    fundingPaise: bigint;
    mobileFirstDigit: string;
    kycLevel: 'min' | 'full';
  },
) {
  const { count, fundingPaise, mobileFirstDigit, kycLevel } = options;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with u as (
        insert into users (public_id, name, mobile, email, password_hash, kyc_level)
        select 'KB' || ${mobileFirstDigit} || lpad(i::text, 8, '0'), 'Bench Customer ' || i,
               ${mobileFirstDigit} || lpad(i::text, 9, '0'), 'bench@example.com', 'x', ${kycLevel}
          from generate_series(1, ${count}::int) i
        returning id
      ), a as (
        insert into ledger_accounts (code, kind, user_id, credits_posted_paise)
        select 'WALLET:' || id, 'wallet', id, ${fundingPaise}::bigint from u
        returning id
      )
      insert into ledger_transfers (kind, debit_account_id, credit_account_id, amount_paise, code,
                                    reference_type, reference_id)
      select 'single', (select id from ledger_accounts where code = 'SYSTEM:PAYMENT_GATEWAY_CLEARING'),
             a.id, ${fundingPaise}::bigint, 'WALLET_TOPUP_ONLINE', 'bench', 'bulk-funding'
        from a`);
    await tx.execute(sql`
      update ledger_accounts set debits_posted_paise = debits_posted_paise + ${fundingPaise * BigInt(count)}
       where code = 'SYSTEM:PAYMENT_GATEWAY_CLEARING'`);
  });
}

/** Full-KYC customers 7000000001…, each with a session; addresses 10.x.y.z. */
export async function seedCustomers(
  db: Db,
  options: { count: number; fundingPaise: bigint; tokenSecret: string },
): Promise<BenchCustomer[]> {
  await seedFundedWallets(db, {
    count: options.count,
    fundingPaise: options.fundingPaise,
    mobileFirstDigit: '7',
    kycLevel: 'full',
  });
  const sessions = await rows<{ id: string; user_id: string; mobile: string; n: string }>(
    db,
    sql`with s as (
          insert into sessions (user_id, ip, expires_at)
          select id, '127.0.0.1', now() + interval '3 days' from users where mobile like '7%'
          returning id, user_id
        )
        select s.id, s.user_id, u.mobile, substr(u.mobile, 2)::int::text as n
          from s join users u on u.id = s.user_id order by u.mobile`,
  );
  await db.execute(sql`vacuum analyze`);
  const key = new TextEncoder().encode(options.tokenSecret);
  const expires = Math.floor(Date.now() / 1000) + 3 * 86_400;
  return Promise.all(
    sessions.map(async (s) => {
      const i = Number(s.n);
      return {
        userId: s.user_id,
        mobile: s.mobile,
        ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        // As session.service.ts issues them: HS256, the session's id, the customer as subject.
        token: await new SignJWT({ sid: s.id, role: 'customer' })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(s.user_id)
          .setIssuer('kosh')
          .setAudience('kosh-app')
          .setIssuedAt()
          .setExpirationTime(expires)
          .sign(key),
      };
    }),
  );
}

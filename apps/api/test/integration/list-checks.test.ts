import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_KINDS, type ServiceKind } from '@kosh/contract/service-kinds';
import type { Database } from '../../src/db/client';
import { authAttempts } from '../../src/modules/auth/auth.tables';
import { billFetches, recharges } from '../../src/modules/recharges/recharges.tables';
import { users } from '../../src/modules/users/users.tables';
import { walletRequests } from '../../src/modules/wallet/wallet.tables';
import { kycSubmissions } from '../../src/modules/kyc/kyc.tables';
import {
  KYC_METHODS,
  KYC_SECTIONS,
  KYC_STORED_STATUSES,
  type KycMethod,
  type KycSection,
} from '@kosh/contract/kyc';
import { uniqueIp, uniqueMobile } from '../helpers/accounts';
import { openTestDatabase } from '../helpers/database';

/** The CHECK constraint a failed statement broke (PostgreSQL 23514), searching drizzle's cause chain. */
async function brokenCheck(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
      const pgError = e as { code?: string; constraint?: string; message?: string };
      if (pgError.code === '23514') {
        return pgError.constraint ?? /constraint "([^"]+)"/.exec(pgError.message ?? '')?.[1];
      }
    }
    throw error;
  }
  return undefined;
}

/** A value no list holds, typed as the column's so the code under test is not the type checker. */
const NOT_A_KIND = 'broadband' as ServiceKind;

describe('the database checks every list the code switches on', () => {
  let database: Database;
  let userId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const [user] = await database.db
      .insert(users)
      .values({
        publicId: `U${Date.now()}`,
        name: 'List Checks',
        mobile: uniqueMobile(),
        email: 'lists@example.com',
        passwordHash: 'x',
      })
      .returning({ id: users.id });
    userId = user!.id;
  });

  afterAll(async () => {
    await database?.close();
  });

  const recharge = (kind: ServiceKind) =>
    database.db.insert(recharges).values({
      orderId: `KR${randomUUID()}`,
      userId,
      kind,
      category: 1,
      operatorCode: 'JIO',
      operatorName: 'Jio',
      number: '9876543210',
      amountPaise: 199_00n,
      balanceAfterPaise: 0n,
    });

  const billFetch = (kind: ServiceKind) =>
    database.db.insert(billFetches).values({
      userId,
      kind,
      operatorCode: 'TPDDL',
      serviceNumber: '123456789',
      customerName: 'Asha',
      amountPaise: 500_00n,
      billNumber: 'B1',
      billDate: '2026-03-01',
      dueDate: '2026-03-16',
    });

  it('stores a recharge and a fetched bill of every service kind in the contract', async () => {
    for (const kind of SERVICE_KINDS) {
      expect(await brokenCheck(recharge(kind))).toBeUndefined();
      expect(await brokenCheck(billFetch(kind))).toBeUndefined();
    }
  });

  it('refuses a kind the contract does not list', async () => {
    expect(await brokenCheck(recharge(NOT_A_KIND))).toBe('recharges_kind_check');
    expect(await brokenCheck(billFetch(NOT_A_KIND))).toBe('bill_fetches_kind_check');
  });

  const kycSubmission = (section: KycSection, method: KycMethod, status: string) =>
    database.db.insert(kycSubmissions).values({
      userId,
      section,
      method,
      status: status as '2',
      details: { pan: 'ABCPD1234E' },
      // What the images CHECK asks of each kind: an offline document has its image(s).
      frontKey: method === 'offline' && section !== 'personal' ? 'kyc/x/a.webp' : null,
      backKey: method === 'offline' && section === 'aadhaar' ? 'kyc/x/b.bin' : null,
      decidedAt: status === '2' ? null : new Date(),
      reason: status === '3' ? 'Blurred' : null,
      supersededAt: new Date(),
    });

  it('stores a KYC submission of every section, method and status the contract lists, and no other', async () => {
    for (const section of KYC_SECTIONS) {
      for (const method of KYC_METHODS) {
        for (const status of KYC_STORED_STATUSES) {
          expect(await brokenCheck(kycSubmission(section, method, status))).toBeUndefined();
        }
      }
    }
    expect(await brokenCheck(kycSubmission('selfie' as KycSection, 'online', '2'))).toBe(
      'kyc_submissions_section_check',
    );
    expect(await brokenCheck(kycSubmission('personal', 'post' as KycMethod, '2'))).toBe(
      'kyc_submissions_method_check',
    );
    // "0" is the absence of a submission: never stored.
    expect(await brokenCheck(kycSubmission('pan', 'online', '0'))).toBe(
      'kyc_submissions_status_check',
    );
  });

  it('refuses an unknown offline payment type and auth attempt kind', async () => {
    expect(
      await brokenCheck(
        database.db.insert(walletRequests).values({
          userId,
          paymentType: 'Bitcoin' as 'NEFT',
          amountPaise: 1000_00n,
          paymentDate: '2026-03-01',
          transactionNo: 'T1',
          remark: 'r',
          slipPath: 'slips/x.jpg',
        }),
      ),
    ).toBe('wallet_requests_payment_type_check');
    expect(
      await brokenCheck(
        database.db
          .insert(authAttempts)
          .values({ kind: 'guess' as 'login', mobile: uniqueMobile(), ip: uniqueIp() }),
      ),
    ).toBe('auth_attempts_kind_check');
  });
});

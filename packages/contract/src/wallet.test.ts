import { afterEach, describe, expect, it, vi } from 'vitest';
import { getWalletRequestsSchema, requestMoneyFieldsSchema } from './wallet';

describe('getWalletRequestsSchema status', () => {
  const parse = (status: unknown) =>
    getWalletRequestsSchema.safeParse({ status, fromdate: '01-11-2026', todate: '02-11-2026' });

  it('takes the spec’s numbers and names, and All', () => {
    expect(parse('0').data?.status).toBe(0);
    expect(parse(2).data?.status).toBe(2);
    expect(parse('Approved').data?.status).toBe(1);
    expect(parse('All').data?.status).toBeNull();
    expect(parse(undefined).data?.status).toBeNull();
  });

  it('refuses a name it only inherits (the fuzzer’s ?status=toString answered 500)', () => {
    for (const status of ['toString', 'constructor', '__proto__', 'hasOwnProperty', '7']) {
      const result = parse(status);
      expect(result.success, status).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('WALLET_STATUS_INVALID');
    }
  });
});

describe('requestMoneyFieldsSchema paymentDate', () => {
  afterEach(() => vi.useRealTimers());
  const dateIssue = (paymentDate: string) =>
    requestMoneyFieldsSchema
      .safeParse({
        paymentType: 'CashOffice',
        amount: '500',
        paymentDate,
        transactionNo: 'UTR12345',
        remark: 'Cash at the office',
      })
      .error?.issues.find((i) => i.path[0] === 'paymentDate')?.message;

  it("takes India's today and refuses India's tomorrow, at any hour", () => {
    // 15:30 in India on 1 March: 2 March is still tomorrow.
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00.000Z') });
    expect(dateIssue('2026-03-01')).toBeUndefined();
    expect(dateIssue('2026-03-02')).toBe('PAYMENT_DATE_FUTURE');
    // 00:30 in India on 2 March (still 1 March in UTC and in the Americas): 2 March is today.
    vi.setSystemTime(new Date('2026-03-01T19:00:00.000Z'));
    expect(dateIssue('2026-03-02')).toBeUndefined();
    expect(dateIssue('2026-03-03')).toBe('PAYMENT_DATE_FUTURE');
  });
});

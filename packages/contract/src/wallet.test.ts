import { describe, expect, it } from 'vitest';
import { getWalletRequestsSchema } from './wallet';

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

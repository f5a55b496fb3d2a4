import { createHmac } from 'node:crypto';

/** The sections whose document identifies one person (personal details do not). */
export type IdentitySection = 'pan' | 'bank' | 'aadhaar';

/**
 * The one form of a document's number that two spellings of it share: a PAN in capitals, an
 * Aadhaar's twelve digits, and a bank account as its bank (the IFSC's first four letters: an
 * account number is unique within a bank, whichever branch's IFSC was typed) with the number
 * without leading zeros (banks print some accounts padded, some not).
 */
export function identityOf(
  section: IdentitySection,
  value: string | { accountNumber: string; ifsc: string },
): string {
  if (section === 'bank') {
    if (typeof value === 'string') throw new TypeError('a bank identity needs its IFSC');
    const bank = value.ifsc.trim().slice(0, 4).toUpperCase();
    const account = value.accountNumber.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
    return `${bank}:${account}`;
  }
  if (typeof value !== 'string') throw new TypeError(`a ${section} identity is one number`);
  return section === 'aadhaar' ? value.replace(/\D/g, '') : value.trim().toUpperCase();
}

/**
 * Keyed hashes of identity documents (HMAC-SHA256 with KYC_IDENTITY_KEY, which is not the
 * encryption key): equal documents give equal hashes, so one PAN, Aadhaar or bank account on two
 * customers is found by an index, while the hash alone tells nothing of the number — an Aadhaar
 * number is never kept in clear, and a guess cannot be checked without the key. The section is part
 * of what is hashed, so a PAN never equals anything but a PAN.
 */
export function createIdentityHasher(key: string) {
  return (section: IdentitySection, value: Parameters<typeof identityOf>[1]): string =>
    createHmac('sha256', key)
      .update(`${section}:${identityOf(section, value)}`)
      .digest('hex');
}

export type IdentityHasher = ReturnType<typeof createIdentityHasher>;

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldEncryption, DecryptionError } from './field-encryption';

const keyA = randomBytes(32);
const keyB = randomBytes(32);

describe('createFieldEncryption', () => {
  const cipher = createFieldEncryption({ current: { version: 1, key: keyA } });

  it('seals a string that opens to the same string, with a fresh IV each time', () => {
    const first = cipher.seal('234567890124');
    const second = cipher.seal('234567890124');
    expect(first.iv).toHaveLength(12);
    expect(first.tag).toHaveLength(16);
    expect(first.keyVersion).toBe(1);
    expect(first.iv.equals(second.iv)).toBe(false);
    expect(first.ciphertext.equals(second.ciphertext)).toBe(false);
    expect(first.ciphertext.toString('utf8')).not.toContain('234567890124');
    expect(cipher.openString(first)).toBe('234567890124');
    expect(cipher.openString(second)).toBe('234567890124');
  });

  it('refuses a changed ciphertext, tag or IV instead of giving garbage', () => {
    const sealed = cipher.seal('234567890124');
    const flipped = Buffer.from(sealed.ciphertext);
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => cipher.open({ ...sealed, ciphertext: flipped })).toThrow(DecryptionError);
    const tag = Buffer.from(sealed.tag);
    tag[3] = (tag[3] ?? 0) ^ 0x80;
    expect(() => cipher.open({ ...sealed, tag })).toThrow(DecryptionError);
    expect(() => cipher.open({ ...sealed, iv: randomBytes(12) })).toThrow(DecryptionError);
    expect(() => cipher.open({ ...sealed, iv: Buffer.alloc(3) })).toThrow(DecryptionError);
  });

  it('binds a value to its context: another context does not open it', () => {
    const sealed = cipher.seal('234567890124', 'submission-1');
    expect(cipher.openString(sealed, 'submission-1')).toBe('234567890124');
    expect(() => cipher.open(sealed, 'submission-2')).toThrow(DecryptionError);
    expect(() => cipher.open(sealed)).toThrow(DecryptionError);
  });

  it('seals Buffers (files) into one self-describing Buffer', () => {
    const image = randomBytes(5000);
    const packed = cipher.sealBuffer(image, 'aadhaar-image');
    expect(packed.subarray(0, 4).toString('ascii')).toBe('KENC');
    expect(packed.length).toBe(image.length + 4 + 1 + 4 + 12 + 16);
    expect(packed.includes(image.subarray(0, 64))).toBe(false);
    expect(cipher.openBuffer(packed, 'aadhaar-image').equals(image)).toBe(true);
    expect(() => cipher.openBuffer(packed, 'other')).toThrow(DecryptionError);
    expect(() => cipher.openBuffer(image)).toThrow(DecryptionError);
    expect(() => cipher.openBuffer(packed.subarray(0, 20))).toThrow(DecryptionError);
    expect(cipher.openBuffer(cipher.sealBuffer(Buffer.alloc(0))).length).toBe(0);
  });

  it('rotates: a new current key seals, the previous one still opens what it sealed', () => {
    const old = cipher.seal('old number');
    const oldFile = cipher.sealBuffer(Buffer.from('old file'));
    const rotated = createFieldEncryption({
      current: { version: 2, key: keyB },
      previous: [{ version: 1, key: keyA }],
    });
    expect(rotated.openString(old)).toBe('old number');
    expect(rotated.openBuffer(oldFile).toString()).toBe('old file');
    const fresh = rotated.seal('new number');
    expect(fresh.keyVersion).toBe(2);
    // The old ring does not know key 2.
    expect(() => cipher.open(fresh)).toThrow(/version 2/);
  });

  it('refuses a ring with a bad key or two keys of one version', () => {
    expect(() => createFieldEncryption({ current: { version: 1, key: randomBytes(16) } })).toThrow(
      /32 bytes/,
    );
    expect(() => createFieldEncryption({ current: { version: 0, key: keyA } })).toThrow(/version/);
    expect(() =>
      createFieldEncryption({
        current: { version: 1, key: keyA },
        previous: [{ version: 1, key: keyB }],
      }),
    ).toThrow(/two encryption keys/);
  });

  it('fingerprints: equal values alike, different values and keys differ, no clear value', () => {
    const other = createFieldEncryption({ current: { version: 1, key: keyB } });
    const print = cipher.fingerprint('234567890124');
    expect(print).toMatch(/^[0-9a-f]{64}$/);
    expect(cipher.fingerprint('234567890124')).toBe(print);
    expect(cipher.fingerprint('234567890125')).not.toBe(print);
    expect(other.fingerprint('234567890124')).not.toBe(print);
  });
});

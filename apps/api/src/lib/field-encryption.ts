import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Encryption of single fields and files at rest (the Aadhaar number and the Aadhaar images,
 * docs/architecture.md §4): AES-256-GCM with a fresh random 12-byte IV per value, so equal numbers never give
 * equal ciphertexts, and a 16-byte tag, so a changed byte fails to decrypt instead of giving
 * garbage. Every value carries the version of the key that sealed it, so a new key can be brought
 * in as `current` with the old ones in `previous` (still read) without re-encrypting the old rows
 * first. Today the configuration names one key, KYC_ENCRYPTION_KEY, as version 1.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
/** The packed form of a sealed Buffer (files): magic, format, key version, IV, tag, ciphertext. */
const MAGIC = Buffer.from('KENC', 'ascii');
const FORMAT = 1;
const HEADER_BYTES = MAGIC.length + 1 + 4 + IV_BYTES + TAG_BYTES;

export interface EncryptionKey {
  version: number;
  key: Buffer;
}

/** One value, sealed: what a table stores beside it (the key version says which key opens it). */
export interface SealedValue {
  ciphertext: Buffer;
  iv: Buffer;
  tag: Buffer;
  keyVersion: number;
}

export class DecryptionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DecryptionError';
  }
}

/**
 * The cipher of one key ring: `current` seals, every key (current and `previous`) opens what it
 * sealed. `aad` binds a value to where it belongs (a submission's id, a purpose): a ciphertext
 * copied into another row does not open there.
 */
export function createFieldEncryption(ring: {
  current: EncryptionKey;
  previous?: EncryptionKey[];
}) {
  const keys = new Map<number, Buffer>();
  for (const { version, key } of [ring.current, ...(ring.previous ?? [])]) {
    if (!Number.isInteger(version) || version < 1 || version > 0xffff_ffff) {
      throw new Error(`encryption key version must be a positive whole number, not ${version}`);
    }
    if (key.length !== KEY_BYTES) throw new Error(`encryption key ${version} is not 32 bytes`);
    if (keys.has(version)) throw new Error(`two encryption keys have version ${version}`);
    keys.set(version, key);
  }
  // A keyed fingerprint's key, derived so it is never the encryption key itself.
  const fingerprintKey = createHmac('sha256', ring.current.key).update('kosh-fingerprint').digest();

  function seal(data: Buffer | string, aad?: string): SealedValue {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv);
    if (aad !== undefined) cipher.setAAD(Buffer.from(aad, 'utf8'));
    const plain = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
    return { ciphertext, iv, tag: cipher.getAuthTag(), keyVersion: ring.current.version };
  }

  function open(sealed: SealedValue, aad?: string): Buffer {
    const key = keys.get(sealed.keyVersion);
    if (!key) throw new DecryptionError(`no encryption key of version ${sealed.keyVersion}`);
    if (sealed.iv.length !== IV_BYTES || sealed.tag.length !== TAG_BYTES) {
      throw new DecryptionError('sealed value has a malformed IV or tag');
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.iv);
      if (aad !== undefined) decipher.setAAD(Buffer.from(aad, 'utf8'));
      decipher.setAuthTag(sealed.tag);
      return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]);
    } catch (error) {
      throw new DecryptionError('sealed value does not decrypt (wrong key, context or data)', {
        cause: error,
      });
    }
  }

  return {
    keyVersion: ring.current.version,
    seal,
    open,
    openString: (sealed: SealedValue, aad?: string) => open(sealed, aad).toString('utf8'),

    /** A Buffer sealed into one self-describing Buffer (a file's bytes in the store). */
    sealBuffer(data: Buffer, aad?: string): Buffer {
      const sealed = seal(data, aad);
      const version = Buffer.alloc(4);
      version.writeUInt32BE(sealed.keyVersion);
      return Buffer.concat([
        MAGIC,
        Buffer.from([FORMAT]),
        version,
        sealed.iv,
        sealed.tag,
        sealed.ciphertext,
      ]);
    },

    openBuffer(packed: Buffer, aad?: string): Buffer {
      if (
        packed.length < HEADER_BYTES ||
        !packed.subarray(0, MAGIC.length).equals(MAGIC) ||
        packed[MAGIC.length] !== FORMAT
      ) {
        throw new DecryptionError('not a sealed file');
      }
      let at = MAGIC.length + 1;
      const keyVersion = packed.readUInt32BE(at);
      at += 4;
      const iv = packed.subarray(at, at + IV_BYTES);
      at += IV_BYTES;
      const tag = packed.subarray(at, at + TAG_BYTES);
      at += TAG_BYTES;
      return open({ ciphertext: packed.subarray(at), iv, tag, keyVersion }, aad);
    },

    /**
     * A keyed hash of a value (HMAC-SHA256, hex): equal values give equal fingerprints, yet a
     * 12-digit number cannot be recovered by trying them all without the key. For comparing or
     * deduplicating a value that may not be stored in clear.
     */
    fingerprint: (value: string) =>
      createHmac('sha256', fingerprintKey).update(value).digest('hex'),
  };
}

export type FieldEncryption = ReturnType<typeof createFieldEncryption>;

/** The key version a sealed file's header names; undefined when it is not a sealed file. */
export function sealedFileKeyVersion(packed: Buffer): number | undefined {
  if (packed.length < HEADER_BYTES || !packed.subarray(0, MAGIC.length).equals(MAGIC)) {
    return undefined;
  }
  return packed.readUInt32BE(MAGIC.length + 1);
}

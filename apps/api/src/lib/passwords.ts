import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (m=19 MiB, t=2, p=1): ≈15 ms a hash on our machines.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification when there is no account, so that a wrong number and a
 * wrong password take as long as each other.
 */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('kosh-timing-equaliser-Aa1!');
  await verifyPassword(await dummyHash, password);
}

import { z } from 'zod';

// The kinds of value the environment holds (ports, durations, URLs, keys, flags), each checked
// once with a message naming what is wrong; config.ts puts them together per variable.

export const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0–65535')
  .max(65535, 'must be 0–65535');

/** `PORT=` in an env file means "not set", not port 0 (which would listen on a random port). */
export const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

/** Milliseconds from `min` to `max`, `fallback` when unset or blank. */
export const milliseconds = (min: number, max: number, fallback: number) =>
  blankAsUnset(
    z.coerce
      .number({ error: 'must be a number' })
      .int()
      .min(min, `must be ${min}–${max}`)
      .max(max, `must be ${min}–${max}`)
      .default(fallback),
  );

/** A phone number as customers read it: digits, spaces or hyphens, an optional +; 10–13 digits. */
export const supportPhone = z
  .string()
  .trim()
  .refine((v) => /^\+?\d[\d -]*\d$/.test(v) && /^\d{10,13}$/.test(v.replace(/\D/g, '')), {
    message:
      'must be a phone number of 10–13 digits (spaces, hyphens, a leading +), e.g. 1800 266 5674',
  });

const HOUR_MINUTE = '([01]\\d|2[0-3]):[0-5]\\d';
/** Opening hours in India, 24-hour: 10:00-17:00. */
export const supportHours = z
  .string()
  .trim()
  .regex(
    new RegExp(`^${HOUR_MINUTE}-${HOUR_MINUTE}$`),
    'must be HH:MM-HH:MM (24-hour), e.g. 10:00-17:00',
  )
  .transform((v) => {
    const [opens = '', closes = ''] = v.split('-');
    return { opens, closes };
  })
  .refine((h) => h.opens < h.closes, { message: 'must open before it closes' });

export const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url('must be a URL').optional());

export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * A 256-bit AES key: 64 hex digits or base64 (`openssl rand -base64 32`). Base64 is checked by its
 * alphabet and length, since Buffer.from would quietly skip stray characters and shorten the key.
 */
export const aesKey = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const key = /^[0-9a-fA-F]{64}$/.test(v)
      ? Buffer.from(v, 'hex')
      : /^[A-Za-z0-9+/]{43}=?$|^[A-Za-z0-9_-]{43}=?$/.test(v)
        ? Buffer.from(v, 'base64')
        : undefined;
    if (key?.length !== 32) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32)',
      });
      return z.NEVER;
    }
    return key;
  });

/**
 * A map tile URL template as Leaflet takes it: http(s), with {z}, {x} and {y} (and optionally
 * {s} for a tile server's subdomains, {r} for retina tiles).
 */
export const tileUrlTemplate = z.string().refine(
  (v) => {
    if (!['{z}', '{x}', '{y}'].every((part) => v.includes(part))) return false;
    try {
      return ['http:', 'https:'].includes(new URL(v.replaceAll('{s}', 'a')).protocol);
    } catch {
      return false;
    }
  },
  {
    message:
      'must be an http(s) URL with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  },
);

/** true/1 or false/0/unset. */
export const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * Keys an encryption key replaced, still read: `version:key` entries separated by commas, each key
 * as KYC_ENCRYPTION_KEY takes it (e.g. `1:<64 hex digits>,2:<base64>`).
 */
export const previousKeys = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const keys: { version: number; key: Buffer }[] = [];
    for (const entry of v.split(',')) {
      const match = /^\s*(\d{1,5})\s*:\s*(\S+)\s*$/.exec(entry);
      const version = Number(match?.[1]);
      const key = match ? aesKey.safeParse(match[2]) : undefined;
      if (!match || !key?.success || version < 1 || version > 65535) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be version:key entries separated by commas (keys as KYC_ENCRYPTION_KEY)',
        });
        return z.NEVER;
      }
      if (keys.some((k) => k.version === version)) {
        ctx.addIssue({ code: 'custom', message: `names version ${version} twice` });
        return z.NEVER;
      }
      keys.push({ version, key: key.data });
    }
    return keys;
  });

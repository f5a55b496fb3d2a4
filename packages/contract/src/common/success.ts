import { z } from 'zod';
import { messageCodeSchema } from './envelope';

/** The spec's envelope flags: each call names which of them it reads. */
export type EnvelopeFlag = 'result' | 'success' | 'tokenValid';
/** `code`: which catalogue message `message` is, for an answer whose words a client shows. */
export type EnvelopeKey = EnvelopeFlag | 'message' | 'code';

type EnvelopeShape<Key extends EnvelopeKey, Loose extends EnvelopeFlag> = {
  [K in Key]: K extends 'message'
    ? z.ZodString
    : K extends 'code'
      ? typeof messageCodeSchema
      : K extends Loose
        ? z.ZodBoolean
        : z.ZodLiteral<true>;
};

/**
 * The spec's success envelope, built once: `keys` are the envelope fields the call answers, in the
 * order they go on the wire (the serializer writes a reply in its schema's order, so the order is
 * part of the contract), then `shape` (usually `data`, sometimes the spec's extra fields).
 * A flag is `true` unless listed in `loose`: a few calls answer `result: false` with a 200.
 *
 * `successEnvelope(['result', 'success', 'tokenValid', 'message'], { data: itemSchema })`
 */
export function successEnvelope<
  const Keys extends readonly EnvelopeKey[],
  Shape extends z.ZodRawShape = Record<never, never>,
  const Loose extends readonly EnvelopeFlag[] = [],
>(
  keys: Keys,
  shape?: Shape,
  options?: { loose?: Loose },
): z.ZodObject<EnvelopeShape<Keys[number], Loose[number]> & Shape> {
  const loose = new Set<EnvelopeKey>(options?.loose ?? []);
  const envelope = Object.fromEntries(
    keys.map((key) => [
      key,
      key === 'message'
        ? z.string()
        : key === 'code'
          ? messageCodeSchema
          : loose.has(key)
            ? z.boolean()
            : z.literal(true),
    ]),
  );
  return z.object({ ...envelope, ...shape }) as unknown as z.ZodObject<
    EnvelopeShape<Keys[number], Loose[number]> & Shape
  >;
}

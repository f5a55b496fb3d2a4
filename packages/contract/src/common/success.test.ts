import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { successEnvelope } from './success';

describe('successEnvelope', () => {
  const schema = successEnvelope(['success', 'result', 'tokenValid', 'message'], {
    data: z.object({ id: z.string() }),
  });

  it('writes the envelope in the order the call names it, then the data', () => {
    const wire = z.encode(schema, {
      data: { id: 'x' },
      message: 'Done.',
      tokenValid: true,
      result: true,
      success: true,
    });
    expect(JSON.stringify(wire)).toBe(
      '{"success":true,"result":true,"tokenValid":true,"message":"Done.","data":{"id":"x"}}',
    );
  });

  it('holds every flag to true unless the call lets it be false', () => {
    const answer = {
      success: true,
      result: false,
      tokenValid: true,
      message: 'm',
      data: { id: 'x' },
    };
    expect(schema.safeParse(answer).success).toBe(false);
    const loose = successEnvelope(
      ['success', 'result', 'tokenValid', 'message'],
      {
        data: z.object({ id: z.string() }),
      },
      { loose: ['result'] },
    );
    expect(loose.parse(answer)).toEqual(answer);
    expect(loose.safeParse({ ...answer, tokenValid: false }).success).toBe(false);
  });

  it('answers only the fields it names', () => {
    const bare = successEnvelope(['result', 'success']);
    expect(Object.keys(bare.shape)).toEqual(['result', 'success']);
    expect(bare.parse({ result: true, success: true, message: 'dropped' })).toEqual({
      result: true,
      success: true,
    });
  });
});

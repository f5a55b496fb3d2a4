import { describe, expect, it } from 'vitest';
import { collect, collectedMessage } from './collect-errors';

describe('collect', () => {
  it('names the one field at fault', () => {
    expect(collect(['Amount'])).toEqual({ kind: 'one', field: 'Amount' });
    expect(collectedMessage(collect(['Amount']), 'x')).toBe(
      'Please fill the Amount field correctly.',
    );
  });

  it('says "all required fields" for more than one, counting each field once', () => {
    expect(collect(['Operator', 'Amount'])).toEqual({ kind: 'many' });
    expect(collect(['Amount', 'Amount'])).toEqual({ kind: 'one', field: 'Amount' });
    expect(collectedMessage(collect(['Operator', 'Amount']), 'x')).toBe(
      'Please fill in all required fields correctly.',
    );
  });

  it('falls back to the form’s own message when no field is named', () => {
    expect(collectedMessage(collect([]), 'Please Enter Valid Form')).toBe(
      'Please Enter Valid Form',
    );
  });
});

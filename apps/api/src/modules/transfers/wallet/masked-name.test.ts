import { describe, expect, it } from 'vitest';
import { firstName, maskedName } from './masked-name';

describe('a receiver’s name as the sender sees it', () => {
  it('keeps the first word and the later words’ first letters', () => {
    expect(maskedName('Ravi Kumar')).toBe('Ravi K****');
    expect(maskedName('  Asha   Devi  Sharma ')).toBe('Asha D**** S****');
  });

  it('masks a name of one word too, keeping its first letter', () => {
    expect(maskedName('Ravi')).toBe('R***');
    expect(maskedName('रवि')).toBe('र***');
  });

  it('has no name to show for an empty one', () => {
    expect(maskedName('   ')).toBeNull();
  });

  it('names an inviter by their first word', () => {
    expect(firstName(' Ravi Kumar')).toBe('Ravi');
  });
});

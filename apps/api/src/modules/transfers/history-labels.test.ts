import { describe, expect, it } from 'vitest';
import { maskName } from './history-labels.service';

describe('a receiver’s name, partly masked', () => {
  it('keeps the first name and each other name’s initial', () => {
    expect(maskName('Ravi Kumar')).toBe('Ravi K****');
    expect(maskName('  Ravi  Kumar Sharma ')).toBe('Ravi K**** S****');
  });

  it('masks a single name after its first letter', () => {
    expect(maskName('Ravi')).toBe('R****');
    expect(maskName('R')).toBe('R');
  });
});

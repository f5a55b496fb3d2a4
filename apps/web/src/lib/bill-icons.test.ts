import { Droplet, Flame, Receipt, Zap } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { billIcon } from './bill-icons';

describe('bill icons', () => {
  it('draws the icon named, else the category’s, else a receipt', () => {
    expect(billIcon('flame', 'WATER')).toBe(Flame);
    expect(billIcon(null, 'WATER')).toBe(Droplet);
    expect(billIcon('no-such-icon', 'ELECTRICITY')).toBe(Zap);
    expect(billIcon(null, 'TEMPLE')).toBe(Receipt);
    expect(billIcon('constructor')).toBe(Receipt);
    expect(billIcon(undefined, '__proto__')).toBe(Receipt);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultPlanCategory, planCategories } from './plan-categories';

describe('plan categories', () => {
  it('lists FULLTT first, the rest as sent', () => {
    expect(planCategories({ DATA: [], FULLTT: [], SMS: [] })).toEqual(['FULLTT', 'DATA', 'SMS']);
  });

  it('opens on FULLTT, or the first category when there is none', () => {
    expect(defaultPlanCategory(['FULLTT', 'DATA'])).toBe('FULLTT');
    expect(defaultPlanCategory(['DATA', 'SMS'])).toBe('DATA');
    expect(defaultPlanCategory([])).toBeUndefined();
  });
});

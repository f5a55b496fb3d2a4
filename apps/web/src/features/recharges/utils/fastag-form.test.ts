import { describe, expect, it } from 'vitest';
import { acceptVehicleInput, checkFastag, emptyFastagForm, toFastagRequest } from './fastag-form';

describe('Fastag form', () => {
  it('collects each missing item', () => {
    const check = checkFastag(emptyFastagForm());
    expect(check.valid).toBe(false);
    expect(check.names).toEqual(['Operator', 'Fastag Number', 'Amount']);
  });

  it('checks the vehicle pattern and the ₹500 minimum', () => {
    const check = checkFastag({ opcode: 'ICICIFT', number: 'MH12', amount: '499' });
    expect(check.names).toEqual(['Fastag Number', 'Amount']);
    expect(check.errors).toEqual({
      number: 'VEHICLE_NUMBER_INVALID',
      amount: 'FASTAG_AMOUNT_MIN',
    });
  });

  it('accepts MH12AB1234 and DL1C1234 with ₹500', () => {
    for (const number of ['MH12AB1234', 'DL1C1234', 'KA011234']) {
      expect(checkFastag({ opcode: 'ICICIFT', number, amount: '500' }).valid).toBe(true);
    }
  });

  it('accepts Bharat-series plates (22BH1234AB), typed with spaces or not', () => {
    for (const number of ['22BH1234AB', '21BH0001A', '22 bh 1234 ab']) {
      expect(checkFastag({ opcode: 'ICICIFT', number, amount: '500' }).valid, number).toBe(true);
    }
    for (const number of ['2BH1234AB', '22BH123AB', '22BH1234ABC', '22BH1234', 'BH221234AB']) {
      expect(checkFastag({ opcode: 'ICICIFT', number, amount: '500' }).valid, number).toBe(false);
    }
  });

  it('types vehicle numbers in capitals without spaces, and sends empty options', () => {
    expect(acceptVehicleInput('mh 12-ab')).toBe('MH12AB');
    expect(acceptVehicleInput('MH12@')).toBeNull();
    expect(acceptVehicleInput('MH12AB12345678')).toBeNull();
    expect(toFastagRequest({ opcode: 'ICICIFT', number: 'mh12ab1234', amount: '500' })).toEqual({
      opcode: 'ICICIFT',
      number: 'MH12AB1234',
      amount: '500',
      option1: '',
      option2: '',
    });
  });
});

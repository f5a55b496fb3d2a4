import { describe, expect, it } from 'vitest';
import {
  disabledFields,
  emptyOfflineForm,
  missingFields,
  missingMessage,
  offlineFormResolver,
  toRequestMoneyForm,
  type OfflineFormValues,
} from './offline-form';

const slip = (type = 'image/png', size = 1000) =>
  new File([new Uint8Array(size)], 'slip.png', { type });

const filled = (patch: Partial<OfflineFormValues> = {}): OfflineFormValues => ({
  ...emptyOfflineForm('NEFT', '2025-01-10'),
  amount: '1000',
  company_bank_name: 'HDFC Bank',
  company_acc_number: '50200078451236',
  userBank: 'Axis Bank',
  userAccNo: '1234567890',
  transactionNo: 'UTR12345678',
  remark: 'NEFT from savings',
  slipImage: slip(),
  ...patch,
});

const resolve = async (values: OfflineFormValues) =>
  (await offlineFormResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })) as { errors: Record<string, { type: string; message?: string }> };

describe('the offline top-up form (docs/product-1.md §4, §5)', () => {
  it('accepts a complete NEFT request', async () => {
    expect((await resolve(filled())).errors).toEqual({});
  });

  it('says "Please fill in all required fields." when several are missing', async () => {
    const { errors } = await resolve(emptyOfflineForm('NEFT', '2025-01-10'));
    const missing = missingFields(errors as never);
    expect(missing).toEqual([
      'amount',
      'company_bank_name',
      'company_acc_number',
      'userBank',
      'transactionNo',
      'remark',
      'slipImage',
    ]);
    expect(missingMessage(missing)).toBe('WALLET_FILL_ALL');
  });

  it('names the one field that is missing', async () => {
    const { errors } = await resolve(filled({ remark: '' }));
    expect(missingMessage(missingFields(errors as never))).toEqual({
      code: 'WALLET_FILL_ONE',
      params: { field: 'Remark' },
    });
    const slipMissing = await resolve(filled({ slipImage: null }));
    expect(missingMessage(missingFields(slipMissing.errors as never))).toEqual({
      code: 'WALLET_FILL_ONE',
      params: { field: 'Attachment' },
    });
  });

  it('keeps the amount between ₹100 and ₹1 lakh', async () => {
    expect((await resolve(filled({ amount: '100001' }))).errors.amount?.message).toBe(
      'WALLET_AMOUNT_OVER_LAKH',
    );
    expect((await resolve(filled({ amount: '99.99' }))).errors.amount?.message).toBe(
      'WALLET_AMOUNT_RANGE',
    );
    expect((await resolve(filled({ amount: '100' }))).errors).toEqual({});
  });

  it('asks no bank of CashOffice and no user bank of CashBank', async () => {
    expect([...disabledFields('CashOffice')].sort()).toEqual(
      ['company_acc_number', 'company_bank_name', 'userAccNo', 'userBank'].sort(),
    );
    expect([...disabledFields('CashBank')].sort()).toEqual(['userAccNo', 'userBank']);
    expect(disabledFields('Cheque').size).toBe(0);
    const cash = filled({
      paymentType: 'CashOffice',
      company_bank_name: '',
      company_acc_number: '',
      userBank: '',
      userAccNo: '',
    });
    expect((await resolve(cash)).errors).toEqual({});
  });

  it('checks the slip is an image of at most 5 MB', async () => {
    expect(
      (await resolve(filled({ slipImage: slip('application/pdf') }))).errors.slipImage,
    ).toMatchObject({ type: 'validate', message: 'error.slipType' });
    expect(
      (await resolve(filled({ slipImage: slip('image/jpeg', 5 * 1024 * 1024 + 1) }))).errors
        .slipImage,
    ).toMatchObject({ type: 'validate', message: 'error.slipSize' });
  });

  it('sends empty fields the payment type leaves out, whatever the form still holds', () => {
    const form = toRequestMoneyForm(filled({ paymentType: 'CashBank' }));
    expect(form.get('paymentType')).toBe('CashBank');
    expect(form.get('userBank')).toBe('');
    expect(form.get('userAccNo')).toBe('');
    expect(form.get('company_bank_name')).toBe('HDFC Bank');
    expect(form.get('slipImage')).toBeInstanceOf(File);
  });
});

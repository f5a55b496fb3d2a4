import { describe, expect, it } from 'vitest';
import type { KycRecord } from '@kosh/contract/kyc';
import {
  firstOpenSection,
  nextOpenSection,
  sectionState,
  showsForm,
  verifiedCount,
} from './sections';

const record = (statuses: Partial<KycRecord>): KycRecord => ({
  PStatus: '0',
  panno: '',
  OnlinePanVerify: '0',
  panimage: '',
  bankstatus: '0',
  bankname: '',
  acountno: '',
  ifscode: '',
  type: '',
  bankimage: '',
  Aastatus: '0',
  Aadharno: '',
  AadharFront: '',
  AadharBack: '',
  appmstregno: 'K1001',
  appmstfname: 'Asha Verma',
  AppMstAddress1: '',
  AppMstCity: '',
  AppMstState: '',
  distt: '',
  SID: null,
  DID: null,
  email: '',
  AppMstPinCode: '',
  AppMstMobile: '9876543210',
  PersonalStatus: '0',
  branch: '',
  OnlineBankVerify: '0',
  OnlineAadhaarVerify: '0',
  personalReason: '',
  panReason: '',
  bankReason: '',
  aadhaarReason: '',
  kycLevel: 'min',
  ...statuses,
});

describe('KYC sections', () => {
  it("reads PStatus as the PAN's status and PersonalStatus as the personal details'", () => {
    const r = record({ PStatus: '3', panReason: 'Blurred photo', PersonalStatus: '1' });
    expect(sectionState(r, 'pan')).toEqual({ status: '3', reason: 'Blurred photo', online: false });
    expect(sectionState(r, 'personal').status).toBe('1');
    expect(sectionState(record({ Aastatus: '1', OnlineAadhaarVerify: '1' }), 'aadhaar')).toEqual({
      status: '1',
      reason: '',
      online: true,
    });
  });

  it('shows the form for 0, 2 and 3 only (docs/product-1.md §4)', () => {
    expect(['0', '1', '2', '3'].filter((s) => showsForm(s as '0'))).toEqual(['0', '2', '3']);
  });

  it('counts the three sections full KYC needs; the bank is not one of them', () => {
    expect(verifiedCount(record({ bankstatus: '1' }))).toBe(0);
    expect(verifiedCount(record({ PersonalStatus: '1', PStatus: '1', Aastatus: '2' }))).toBe(2);
    expect(verifiedCount(record({ PersonalStatus: '1', PStatus: '1', Aastatus: '1' }))).toBe(3);
  });

  it('opens on the first section waiting for the customer, and moves on to the next', () => {
    expect(firstOpenSection(record({}))).toBe('personal');
    const sent = record({ PersonalStatus: '2', PStatus: '1', bankstatus: '3' });
    expect(firstOpenSection(sent)).toBe('bank');
    expect(nextOpenSection(sent, 'personal')).toBe('bank');
    expect(nextOpenSection(sent, 'bank')).toBe('aadhaar');
    // Wraps round to a section sent back earlier in the order.
    expect(
      nextOpenSection(
        record({ PStatus: '3', Aastatus: '2', bankstatus: '1', PersonalStatus: '1' }),
        'aadhaar',
      ),
    ).toBe('pan');
    const done = record({ PersonalStatus: '1', PStatus: '1', bankstatus: '2', Aastatus: '1' });
    expect(firstOpenSection(done)).toBe('personal');
    expect(nextOpenSection(done, 'aadhaar')).toBeNull();
  });
});

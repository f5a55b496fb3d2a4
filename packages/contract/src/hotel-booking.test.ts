import { describe, expect, it } from 'vitest';
import { clearUnaskedDocuments, hotelGuestDocumentIssue, hotelGuestSchema } from './hotel-booking';

const lead = {
  title: 'Ms',
  firstName: 'Asha',
  lastName: 'Rao',
  contactNumber: '9876543210',
  email: 'asha@example.in',
};

describe('hotelGuestSchema', () => {
  it('takes a guest who leaves the documents out, or sends them empty or null', () => {
    for (const documents of [
      {},
      { panCardNumber: '', passportNumber: '', passportExpiry: '' },
      { panCardNumber: null, passportNumber: null, passportExpiry: null },
    ]) {
      const parsed = hotelGuestSchema.parse({ ...lead, ...documents });
      expect(parsed).toMatchObject({
        isLeadGuest: true,
        type: 'adult',
        isdCode: '91',
        panCardNumber: null,
        passportNumber: null,
        passportExpiry: null,
      });
    }
  });

  it('upper-cases a PAN and a passport number, and refuses malformed ones', () => {
    expect(
      hotelGuestSchema.parse({ ...lead, panCardNumber: 'abcpe1234f', passportNumber: 'z1234567' }),
    ).toMatchObject({ panCardNumber: 'ABCPE1234F', passportNumber: 'Z1234567' });
    expect(hotelGuestSchema.safeParse({ ...lead, panCardNumber: 'ABCDE1234F' }).success).toBe(
      false,
    );
    expect(hotelGuestSchema.safeParse({ ...lead, passportNumber: 'AB1' }).success).toBe(false);
  });

  it('refuses a missing name, a bad mobile and a bad e-mail, each on its field', () => {
    const result = hotelGuestSchema.safeParse({
      ...lead,
      firstName: ' ',
      contactNumber: '12345',
      email: 'asha@',
    });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['firstName', 'contactNumber', 'email']));
  });
});

describe('documents the rate asks for', () => {
  const none = { panCardNumber: null, passportNumber: null, passportExpiry: null };
  const both = { IsPANMandatory: true, IsPassportMandatory: true };

  it('asks for PAN, then passport number, then an expiry after check-out', () => {
    expect(hotelGuestDocumentIssue(none, both, '2026-12-20')?.field).toBe('panCardNumber');
    const pan = { ...none, panCardNumber: 'ABCPE1234F' };
    expect(hotelGuestDocumentIssue(pan, both, '2026-12-20')?.field).toBe('passportNumber');
    const passport = { ...pan, passportNumber: 'Z1234567' };
    expect(hotelGuestDocumentIssue(passport, both, '2026-12-20')?.code).toBe(
      'HOTEL_PASSPORT_EXPIRY_REQUIRED',
    );
    expect(
      hotelGuestDocumentIssue({ ...passport, passportExpiry: '2026-12-20' }, both, '2026-12-20')
        ?.code,
    ).toBe('HOTEL_PASSPORT_EXPIRED');
    expect(
      hotelGuestDocumentIssue({ ...passport, passportExpiry: '2030-01-01' }, both, '2026-12-20'),
    ).toBeNull();
  });

  it('clears what the rate does not ask for', () => {
    const guest = hotelGuestSchema.parse({
      ...lead,
      panCardNumber: 'ABCPE1234F',
      passportNumber: 'Z1234567',
      passportExpiry: '2030-01-01',
    });
    expect(
      clearUnaskedDocuments(guest, { IsPANMandatory: true, IsPassportMandatory: false }),
    ).toMatchObject({ panCardNumber: 'ABCPE1234F', passportNumber: null, passportExpiry: null });
  });
});

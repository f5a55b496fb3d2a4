import { describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '@kosh/contract/common/kyc-formats';
import { fingerprint, offlineAadhaarFormSchema, offlinePanFormSchema, toFormData } from './forms';

const png = (bytes = 10, name = 'pan.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png', lastModified: 1 });
const aadhaar = (eleven: string) => `${eleven}${verhoeffCheckDigit(eleven)}`;
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('KYC offline forms', () => {
  it('asks for each photo by its own code, and refuses a non-image or one over 5 MB', () => {
    expect(
      messages(offlinePanFormSchema.safeParse({ PanNumber: 'ABCPE1234F', slipImage: null })),
    ).toEqual({
      slipImage: 'KYC_PAN_IMAGE_REQUIRED',
    });
    const pdf = new File(['%PDF'], 'pan.pdf', { type: 'application/pdf' });
    expect(
      messages(offlinePanFormSchema.safeParse({ PanNumber: 'ABCPE1234F', slipImage: pdf })),
    ).toEqual({
      slipImage: 'IMAGE_TYPE',
    });
    const huge = png(5 * 1024 * 1024 + 1);
    expect(
      messages(offlinePanFormSchema.safeParse({ PanNumber: 'ABCPE1234F', slipImage: huge })),
    ).toEqual({
      slipImage: 'error.fileSize',
    });
    expect(
      offlinePanFormSchema.safeParse({ PanNumber: 'abcpe1234f', slipImage: png() }).data?.PanNumber,
    ).toBe('ABCPE1234F');
  });

  it("checks the Aadhaar number's Verhoeff digit and wants both sides", () => {
    const good = aadhaar('23456789012');
    const bad = `${good.slice(0, 11)}${(Number(good[11]) + 1) % 10}`;
    expect(
      messages(
        offlineAadhaarFormSchema.safeParse({
          AadhaarNumber: bad,
          aadharfront: png(),
          aadharback: null,
        }),
      ),
    ).toEqual({ AadhaarNumber: 'KYC_AADHAAR_INVALID', aadharback: 'KYC_AADHAAR_BACK_REQUIRED' });
    expect(
      offlineAadhaarFormSchema.safeParse({
        AadhaarNumber: good,
        aadharfront: png(),
        aadharback: png(),
      }).success,
    ).toBe(true);
  });

  it('sends the spec field names, leaves empty parts out, and tells retries from edits', () => {
    const form = toFormData({ PanNumber: 'ABCPE1234F', slipImage: png(), regno: undefined });
    expect([...form.keys()]).toEqual(['PanNumber', 'slipImage']);
    expect((form.get('slipImage') as File).name).toBe('pan.png');
    const first = fingerprint({ PanNumber: 'ABCPE1234F', slipImage: png() });
    expect(fingerprint({ PanNumber: 'ABCPE1234F', slipImage: png() })).toBe(first);
    expect(fingerprint({ PanNumber: 'ABCPE1234F', slipImage: png(11) })).not.toBe(first);
    expect(fingerprint({ PanNumber: 'ABCPE1234G', slipImage: png() })).not.toBe(first);
  });
});

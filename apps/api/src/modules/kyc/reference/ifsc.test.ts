import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IFSC_DATA_URL, findIfsc } from './ifsc';

describe('findIfsc', () => {
  it('names the bank of a code the dataset knows; branch details are not in it', async () => {
    expect(await findIfsc('HDFC0999999')).toMatchObject({ bank: 'HDFC Bank' });
    expect(await findIfsc('HDFC0000001')).toEqual({
      ifsc: 'HDFC0000001',
      bank: 'HDFC Bank',
      branch: null,
      city: null,
      state: null,
    });
    expect(await findIfsc('SBIN0000691')).toMatchObject({ bank: 'State Bank of India' });
  });

  it('knows codes whose branch part has letters', async () => {
    expect(await findIfsc('BARB0AAMBUR')).toMatchObject({ bank: 'Bank of Baroda' });
    expect(await findIfsc('SBIN0000BGL')).toMatchObject({ bank: 'State Bank of India' });
  });

  it('forgives lower case and spaces, and answers the canonical code', async () => {
    expect(await findIfsc(' hdfc0000001 ')).toMatchObject({ ifsc: 'HDFC0000001' });
  });

  it('names the sub-member bank for a code another bank lends it', async () => {
    // Listed one by one (sublet.json) and by prefix (custom-sublets.json) in Razorpay's data.
    expect(await findIfsc('APBL0001001')).toMatchObject({
      bank: 'District Co-operative Central Bank Srikakul',
    });
    expect(await findIfsc('APBL0001015')).toMatchObject({
      bank: 'District Co-operative Central Bank Srikakul',
    });
  });

  it('falls back to the bank code where the dataset has no name for the bank', async () => {
    expect(await findIfsc('CCIL0NEFT01')).toMatchObject({ bank: 'CCIL' });
  });

  it('answers null for a well-formed code the dataset does not have', async () => {
    expect(await findIfsc('HDFC0888888')).toBeNull();
    expect(await findIfsc('HDFC0000000')).toBeNull();
    expect(await findIfsc('HDFC0ZZZZZZ')).toBeNull();
    expect(await findIfsc('ZZZZ0000001')).toBeNull();
  });

  it('answers null for a malformed code without reading the dataset', async () => {
    for (const code of [
      '',
      'HDFC000001',
      'HDFC1000001',
      'HDFC00000011',
      'HDF00000001',
      'HDFC0-00001',
    ]) {
      expect(await findIfsc(code), code).toBeNull();
    }
  });

  it('loads the dataset once for lookups that arrive together', async () => {
    const answers = await Promise.all(
      ['UTIB0000001', 'ICIC0000001', 'KKBK0000261', 'PUNB0000100'].map((c) => findIfsc(c)),
    );
    expect(answers.map((a) => a?.bank)).toEqual([
      'Axis Bank',
      'ICICI Bank',
      'Kotak Mahindra Bank',
      'Punjab National Bank',
    ]);
  });

  it('keeps its dataset in ifsc-data/, the folder scripts/build-server.mjs copies into dist', () => {
    expect(IFSC_DATA_URL.pathname.endsWith('/reference/ifsc-data/ifsc.json.gz')).toBe(true);
    expect(fs.existsSync(IFSC_DATA_URL)).toBe(true);
  });
});

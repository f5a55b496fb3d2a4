// IFSC lookups against the open IFSC dataset (the `ifsc` npm package's copy, built from the RBI's
// NEFT and RTGS lists and NPCI's ACH list), generated into ifsc-data/ifsc.json.gz by
// build-reference.mjs. That copy names banks but not branches, cities or states, so those come
// back null: the penny drop is what names a branch (SOURCE.md).
//
// The file is read and parsed on the first lookup, not at start (~190 KB gzip; about 0.1 s and 2 MB
// of heap on our machines): a process that never checks a bank account should not pay for it. The
// bundle finds it because scripts/build-server.mjs copies ifsc-data/ beside dist/server.mjs, where
// this URL points.
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { IFSC_PATTERN } from '@kosh/contract/common/kyc-formats';
import type { IfscResponse } from '@kosh/contract/kyc';

export type IfscDetails = IfscResponse['data'];

interface IfscFile {
  bankNames: Record<string, string>;
  /** Per bank code: its numeric branch codes as sorted [first, last] runs, flattened. */
  runs: Record<string, number[]>;
  /** Per bank code: its branch codes that have letters in them. */
  named: Record<string, string[]>;
  /** Sub-member banks that clear through another bank's codes: full IFSC → their bank code. */
  sublets: Record<string, string>;
  /** The same by IFSC prefix; the value is a bank code (4 letters) or the bank's name. */
  customSublets: Record<string, string>;
}

interface BankBranches {
  runs: Int32Array;
  named: Set<string>;
}

interface Directory {
  bankNames: Map<string, string>;
  branches: Map<string, BankBranches>;
  sublets: Map<string, string>;
  customSublets: [prefix: string, bank: string][];
}

export const IFSC_DATA_URL = new URL('./ifsc-data/ifsc.json.gz', import.meta.url);

const DIGITS = /^\d+$/;

function toDirectory(file: IfscFile): Directory {
  return {
    bankNames: new Map(Object.entries(file.bankNames)),
    branches: new Map(
      Object.entries(file.runs).map(([bank, runs]) => [
        bank,
        { runs: Int32Array.from(runs), named: new Set(file.named[bank]) },
      ]),
    ),
    sublets: new Map(Object.entries(file.sublets)),
    // Longest prefix first, so a narrower rule wins over a broader one.
    customSublets: Object.entries(file.customSublets).sort((a, b) => b[0].length - a[0].length),
  };
}

function hasNumber(runs: Int32Array, n: number): boolean {
  let lo = 0;
  let hi = runs.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (n < runs[mid * 2]!) hi = mid - 1;
    else if (n > runs[mid * 2 + 1]!) lo = mid + 1;
    else return true;
  }
  return false;
}

let directory: Promise<Directory> | undefined;

function load(): Promise<Directory> {
  directory ??= readFile(IFSC_DATA_URL)
    .then((gz) => promisify(gunzip)(gz))
    .then((json) => toDirectory(JSON.parse(json.toString('utf8')) as IfscFile))
    .catch((error: unknown) => {
      // A failed read is not cached: the next lookup tries again.
      directory = undefined;
      throw error;
    });
  return directory;
}

function bankName(dir: Directory, ifsc: string): string {
  const bankCode = ifsc.slice(0, 4);
  const sublet = dir.sublets.get(ifsc);
  if (sublet) return dir.bankNames.get(sublet) ?? sublet;
  const custom = dir.customSublets.find(([prefix]) => ifsc.startsWith(prefix));
  if (custom) {
    const [, value] = custom;
    return value.length === 4 ? (dir.bankNames.get(value) ?? value) : value;
  }
  // A handful of the dataset's banks have codes but no name in it: the code is all there is.
  return dir.bankNames.get(bankCode) ?? bankCode;
}

/**
 * The bank of an IFSC the dataset knows, or null for a malformed or unknown code. Lower case and
 * surrounding spaces are forgiven; `ifsc` in the answer is the canonical form.
 */
export async function findIfsc(ifsc: string): Promise<IfscDetails | null> {
  const code = ifsc.trim().toUpperCase();
  if (!IFSC_PATTERN.test(code)) return null;
  const dir = await load();
  const bank = dir.branches.get(code.slice(0, 4));
  if (!bank) return null;
  const branchCode = code.slice(5);
  const known = DIGITS.test(branchCode)
    ? hasNumber(bank.runs, Number(branchCode))
    : bank.named.has(branchCode);
  if (!known) return null;
  return { ifsc: code, bank: bankName(dir, code), branch: null, city: null, state: null };
}

/**
 * The KYC rules that decide, with no database or provider in sight: whether two names are the same
 * person's, what a section's status is, what may be submitted or decided, and when a wallet is
 * full-KYC. The services apply them; the unit tests beside this file hold them. The lists they
 * switch on are the contract's.
 */
import type { KYC_STORED_STATUSES } from '@kosh/contract/kyc';
import {
  FULL_KYC_SECTIONS,
  kycCanSubmit,
  type KycSection,
  type KycStatus,
} from '@kosh/contract/kyc';

export type StoredStatus = (typeof KYC_STORED_STATUSES)[number];

/** A section's status on the wire: its current submission's, or '0' when there is none. */
export function sectionStatus(current: { status: StoredStatus } | null | undefined): KycStatus {
  return current ? current.status : '0';
}

/** The four sections' statuses from the current submissions (any order, any subset). */
export function sectionStatuses(
  current: readonly { section: KycSection; status: StoredStatus }[],
): Record<KycSection, KycStatus> {
  const statuses: Record<KycSection, KycStatus> = {
    personal: '0',
    pan: '0',
    bank: '0',
    aadhaar: '0',
  };
  for (const row of current) statuses[row.section] = row.status;
  return statuses;
}

/** Full KYC: personal details, PAN and Aadhaar all approved. */
export function isFullKyc(statuses: Record<KycSection, KycStatus>): boolean {
  return FULL_KYC_SECTIONS.every((section) => statuses[section] === '1');
}

/**
 * Why a section may not be submitted now, or null when it may. An approval is final (a customer
 * cannot replace an approved document); a pending or rejected one is replaced by the new one.
 */
export function submitRefusal(status: KycStatus): 'KYC_ALREADY_APPROVED' | null {
  return kycCanSubmit(status) ? null : 'KYC_ALREADY_APPROVED';
}

/** An admin decides only what waits for review. */
export function canDecide(status: KycStatus): boolean {
  return status === '2';
}

/** What an online check's answer makes of the section: approved when the names agree, else review. */
export function onlineCheckStatus(verifiedName: string, customerName: string): '1' | '2' {
  return namesMatch(verifiedName, customerName) ? '1' : '2';
}

// ---- name matching -------------------------------------------------------------------------

/** A name's words, upper-cased: dots, commas, apostrophes, hyphens and extra spaces removed. */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/['’`]/g, '')
    .replace(/[^A-Z]+/g, ' ')
    .trim()
    .split(' ')
    .filter((token) => token.length > 0);
}

type Pairing = 'exact' | 'initial';

function pairing(a: string, b: string): Pairing | null {
  if (a === b) return a.length > 1 ? 'exact' : 'initial';
  if (a.length === 1 && b.startsWith(a)) return 'initial';
  if (b.length === 1 && a.startsWith(b)) return 'initial';
  return null;
}

/**
 * Whether every word of `short` can be paired with its own word of `long` (equal, or an initial
 * of it), with at least one whole word equal. A search over assignments: names are a few words.
 */
function pairsInto(short: string[], long: string[]): boolean {
  const used = new Array<boolean>(long.length).fill(false);
  const search = (i: number, wholeWordMatched: boolean): boolean => {
    if (i === short.length) return wholeWordMatched;
    const word = short[i] ?? '';
    for (let j = 0; j < long.length; j += 1) {
      if (used[j]) continue;
      const kind = pairing(word, long[j] ?? '');
      if (!kind) continue;
      used[j] = true;
      if (search(i + 1, wholeWordMatched || kind === 'exact')) return true;
      used[j] = false;
    }
    return false;
  };
  return search(0, false);
}

const MAX_NAME_WORDS = 8;

/**
 * Whether two spellings name the same person, as a reviewer would accept them: case, extra spaces
 * and dots do not matter, the words may come in any order ("SHARMA RAHUL" ~ "Rahul Sharma"),
 * initials stand for words ("R. K. Sharma" ~ "Rahul Kumar Sharma"), and a middle name may be left
 * out. Every word of the shorter name must be accounted for, one of them in full, so a different
 * surname does not match ("Rahul Verma" ≁ "Rahul Sharma"); a lone first name does not match a full
 * name, since it says nothing of the family name.
 */
export function namesMatch(first: string, second: string): boolean {
  const a = nameTokens(first);
  const b = nameTokens(second);
  if (a.length === 0 || b.length === 0) return false;
  if (a.length > MAX_NAME_WORDS || b.length > MAX_NAME_WORDS) {
    return a.join(' ') === b.join(' ');
  }
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length === 1 && long.length > 1) return false;
  return pairsInto(short, long);
}

/**
 * What a number does at the sandbox's KYC provider (the README's table): the digits steer it, like
 * a gateway's test cards, so every outcome — the failures included — can be reached on purpose.
 */
export type KycBehaviour = 'verified' | 'not-found' | 'mismatch' | 'unavailable' | 'no-answer';

/** The registry's name for a document whose number ends in 9: nobody's name in a test. */
export const MISMATCHED_NAME = 'RAMESH KUMAR VERMA';

function byLastDigit(digit: string | undefined): KycBehaviour {
  switch (digit) {
    case '9':
      return 'mismatch';
    case '8':
      return 'unavailable';
    case '7':
      return 'no-answer';
    default:
      return 'verified';
  }
}

/** A PAN's digits are its 4-digit block (`ABCPD1239E` → `1239`): 0000 is not found, else its last. */
export function panBehaviour(pan: string): KycBehaviour {
  const digits = pan.slice(5, 9);
  return digits === '0000' ? 'not-found' : byLastDigit(digits.at(-1));
}

/** An account number of zeros only is not found; otherwise its last digit decides. */
export function accountBehaviour(accountNumber: string): KycBehaviour {
  return /^0+$/.test(accountNumber) ? 'not-found' : byLastDigit(accountNumber.at(-1));
}

/**
 * An Aadhaar whose digits 2–11 are all 0 (`2000 0000 0009`) is not found, whatever its check digit;
 * otherwise its last digit (the Verhoeff check digit) decides.
 */
export function aadhaarBehaviour(aadhaar: string): KycBehaviour {
  return aadhaar.slice(1, 11) === '0000000000' ? 'not-found' : byLastDigit(aadhaar.at(-1));
}

/** The name a registry holds: the one sent, upper-cased — or the mismatched one. */
export function registeredName(behaviour: KycBehaviour, name: string) {
  return behaviour === 'mismatch'
    ? MISMATCHED_NAME
    : name.replace(/\s+/g, ' ').trim().toUpperCase();
}

export const maskAadhaar = (aadhaar: string) => `XXXX XXXX ${aadhaar.slice(-4)}`;

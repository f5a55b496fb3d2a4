import { defineMessages } from '@/lib/i18n/i18n';

/**
 * The balance's strings: the wallet screens' balance card and the home's balance at a glance. On
 * their own, so the signed-in home loads these dozen and not the whole wallet feature's words.
 */
export const balanceEn = {
  balanceLabel: 'Wallet balance',
  balanceLoading: 'Loading your balance…',
  balanceError: 'Your balance could not be loaded.',
  retry: 'Try again',
  completeKyc: 'Complete KYC',
  glanceShow: 'Show balance',
  glanceHide: 'Hide balance',
  glanceHidden: 'Balance hidden',
  glanceAddMoney: 'Add Money',
  glanceHistory: 'Balance History',
  glanceKycMin: 'Minimum KYC · up to ₹10,000',
  glanceKycFull: 'Full KYC · up to ₹2,00,000',
};

export type BalanceKey = keyof typeof balanceEn;

export const balanceHi: Record<BalanceKey, string> = {
  balanceLabel: 'वॉलेट बैलेंस',
  balanceLoading: 'आपका बैलेंस लोड हो रहा है…',
  balanceError: 'आपका बैलेंस लोड नहीं हो सका।',
  retry: 'फिर कोशिश करें',
  completeKyc: 'KYC पूरा करें',
  glanceShow: 'बैलेंस दिखाएँ',
  glanceHide: 'बैलेंस छिपाएँ',
  glanceHidden: 'बैलेंस छिपा है',
  glanceAddMoney: 'पैसे जोड़ें',
  glanceHistory: 'बैलेंस हिस्ट्री',
  glanceKycMin: 'न्यूनतम KYC · ₹10,000 तक',
  glanceKycFull: 'पूर्ण KYC · ₹2,00,000 तक',
};

export const useBalanceT = defineMessages<BalanceKey>(balanceEn, balanceHi);

import type { Faq } from './types';

export const faqsEn: readonly Faq[] = [
  {
    id: 'top-up',
    question: 'How do I add money to my Kosh Wallet?',
    answer: [
      'Tap Wallet in the bottom bar, enter the amount and pay by UPI, debit card or net banking. The money is in your wallet as soon as the payment succeeds.',
      'You can also top up by bank transfer, cash deposit or cheque: send us the payment details and a photo of the slip from the same screen, and we credit your wallet once the bank confirms it.',
    ],
  },
  {
    id: 'kyc-limits',
    question: 'Why should I complete my KYC, and what are the limits?',
    answer: [
      'RBI rules link what a wallet can do to how well we know its holder:',
      {
        list: [
          'Minimum KYC (mobile number and basic details): a balance of up to ₹10,000, and up to ₹10,000 added in a month.',
          'Full KYC (PAN, Aadhaar and a bank account in your name): a balance of up to ₹2,00,000.',
          'Bank, cash and cheque top-ups are limited to ₹50,000 a month at every level.',
        ],
      },
      'Full KYC takes a few minutes online with your PAN, Aadhaar and bank details.',
    ],
  },
  {
    id: 'failed-recharge',
    question: 'My recharge failed but the money was deducted. What now?',
    answer: [
      'Nothing to do. We hold the amount until the operator confirms the recharge. If it fails, the full amount is returned to your Kosh Wallet automatically within 24 hours, and you will get an SMS when it is back.',
    ],
  },
  {
    id: 'pending',
    question: 'Why does my payment show as pending?',
    answer: [
      'The operator or biller has not confirmed it yet. Most payments are confirmed within minutes, and almost all within 24 hours. Please do not pay again for the same bill: if the payment fails, the amount comes back to your wallet.',
    ],
  },
  {
    id: 'refund-time',
    question: 'How long does a refund take?',
    answer: [
      'Refunds to your Kosh Wallet are credited as soon as they are approved. Refunds to your bank account, card or UPI account take 5 to 7 business days after approval, depending on your bank.',
    ],
  },
  {
    id: 'refund-request',
    question: 'How do I ask for a refund or cancel a payment?',
    answer: [
      'Ask within 7 days of the transaction, by raising a support ticket when signed in or from the Contact Us page. A service you have not used yet, such as a hotel booking that has not started, can be cancelled within 24 hours for a full refund minus fees. The Return & Refund page has the details.',
    ],
  },
  {
    id: 'customer-care',
    question: 'How can I contact customer care?',
    answer: [
      'Call our toll-free customer care line between 10:00 am and 5:00 pm. Outside those hours, send us a message from the Contact Us page and we will reply within 2 working days. Signed-in customers can also raise a support ticket and follow its progress.',
    ],
  },
  {
    id: 'wrong-number',
    question: 'I recharged the wrong number. Can I get the money back?',
    answer: [
      'Once the operator accepts a recharge, it belongs to the number it was made to, so we cannot reverse it ourselves. Tell us within 7 days and we will ask the operator on your behalf; a refund is at their discretion. Always check the number and operator before you confirm.',
    ],
  },
  {
    id: 'forgot-password',
    question: 'I forgot my password. How do I sign in?',
    answer: [
      'Choose Forgot Password in the menu and enter your registered mobile number. We will send a temporary password by SMS, valid for 30 minutes. Sign in with it, then set a new password from your profile.',
    ],
  },
  {
    id: 'safety',
    question: 'Is my money safe with Kosh?',
    answer: [
      'Your wallet balance is held in an escrow account with a scheduled bank, as the RBI requires, and every rupee is tracked in our ledger. Your data is stored in India and encrypted.',
      'Kosh will never ask for your password, OTP, card PIN or UPI PIN. If anyone does, it is a fraud: do not share it, and report it to customer care straight away.',
    ],
  },
];

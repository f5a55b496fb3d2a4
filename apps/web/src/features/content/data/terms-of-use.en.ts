import type { LegalDocument } from './types';

export const termsOfUseEn: LegalDocument = {
  updated: '1 November 2026',
  intro: [
    'These Terms of Use are an agreement between you and Kosh Payments Private Limited (“Kosh”, “we”, “us”), a company incorporated in India. They apply whenever you use the Kosh app or website to hold money in the Kosh Wallet, recharge, pay bills or book travel.',
    'Please read them carefully. By creating an account or using any Kosh service, you accept these terms, our Privacy Policy and our Return & Refund policy. If you do not agree, please do not use Kosh.',
  ],
  sections: [
    {
      id: 'eligibility',
      heading: 'Who can use Kosh',
      blocks: [
        'You can open a Kosh account if you are at least 18 years old, live in India and are legally able to enter into a contract.',
        {
          list: [
            'Each account belongs to one person and is linked to one Indian mobile number that you control.',
            'You may hold only one Kosh Wallet. We may close duplicate accounts.',
            'The details you give us, such as your name, email and documents, must be true, complete and your own.',
          ],
        },
      ],
    },
    {
      id: 'account',
      heading: 'Your account and its security',
      blocks: [
        'You sign in with your mobile number and password. We confirm new accounts, and some sensitive actions, with a one-time password (OTP) sent to your mobile by SMS.',
        {
          list: [
            'Keep your password and OTPs to yourself. Kosh staff will never ask for them, by phone, SMS, email or in person.',
            'Lock your phone and sign out of Kosh on devices you share.',
            'If you lose your phone or notice a transaction you did not make, tell us at once through customer care or the Contact Us page. We will block your account to stop further loss.',
          ],
        },
        'If you report an unauthorised transaction promptly, your liability is limited as set out in the Reserve Bank of India (RBI) directions on customer liability for prepaid payment instruments. Delays in reporting may increase the part of the loss you bear.',
      ],
    },
    {
      id: 'wallet',
      heading: 'The Kosh Wallet',
      blocks: [
        'The Kosh Wallet is a prepaid payment instrument (PPI) issued by Kosh under the Payment and Settlement Systems Act, 2007 and the RBI Master Directions on Prepaid Payment Instruments. You load money into it and spend that money on Kosh services.',
        {
          list: [
            'A minimum-KYC wallet can hold up to ₹10,000, and no more than ₹10,000 can be loaded into it in a calendar month.',
            'A full-KYC wallet can hold up to ₹2,00,000.',
            'Loads made by bank transfer, cash deposit or cheque (offline top-ups) are limited to ₹50,000 a month, whatever your KYC level.',
            'Your balance does not earn interest and is not a bank deposit. It is not covered by deposit insurance.',
          ],
        },
        'We may change these limits when the RBI changes its rules. We will tell you before a change affects your wallet.',
      ],
    },
    {
      id: 'kyc',
      heading: 'KYC verification',
      blocks: [
        'The law requires us to know our customers. To complete your KYC, you share your PAN, your Aadhaar number (with your consent for its verification) and a bank account in your name, online or by uploading documents.',
        'We may ask you to update your KYC from time to time, for example when a document expires or when the RBI asks us to. Until you do, we may limit what your wallet can do. If we find that information you gave us is false, we may suspend the account and report it as the law requires.',
      ],
    },
    {
      id: 'services',
      heading: 'Recharges, bill payments and bookings',
      blocks: [
        'Kosh lets you pay mobile and DTH recharges, electricity, postpaid, FASTag and gas bills, and book hotels and tickets. The operator, biller or hotel provides the actual service; we pass your payment and details to them.',
        {
          list: [
            'Check the number, operator, consumer number and amount before you confirm. A payment made to a wrong number you entered usually cannot be reversed.',
            'A payment is complete only when the operator or biller confirms it. Until then it shows as pending.',
            'If a recharge or bill payment fails, the amount is returned to your Kosh Wallet within 24 hours.',
            'Hotel bookings follow the hotel’s own cancellation policy, which we show before you pay.',
          ],
        },
      ],
    },
    {
      id: 'fees',
      heading: 'Fees and charges',
      blocks: [
        'Most Kosh services are free to use. Where a convenience fee or a partner’s charge applies, we show it, including any GST, before you confirm the payment. We never add a charge you have not seen.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Acceptable use',
      blocks: [
        'Use Kosh only for lawful payments for yourself and your family. You must not:',
        {
          list: [
            'use Kosh for fraud, money laundering, financing of terrorism or any payment that Indian law prohibits;',
            'use someone else’s account, documents or payment details, or let anyone else use yours;',
            'misuse offers or cashback, for example through fake or multiple accounts;',
            'copy, scrape, overload, reverse engineer or probe the security of the app, except through responsible disclosure to us.',
          ],
        },
        'Our Rules of Conduct, available on the Legal Terms page, explain these rules in more detail.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Suspension and closing your account',
      blocks: [
        'We may suspend or limit your account if we reasonably suspect fraud or misuse, if a court or authority orders us to, or if you break these terms. Unless the law forbids it, we will tell you why and how to resolve it.',
        'You may close your account at any time by writing to customer care. Any balance is paid to a bank account in your name after we verify it, as the RBI rules allow for your KYC level.',
      ],
    },
    {
      id: 'liability',
      heading: 'Our responsibility to you',
      blocks: [
        'We take care to keep Kosh available and accurate, but services may sometimes be interrupted for maintenance or by events beyond our control, such as network or bank outages.',
        'We are not responsible for the service an operator, biller or hotel provides, though we will help you resolve a problem with them. Where we are responsible for a loss, our liability is limited to the amount of the transaction concerned, except where the law does not allow such a limit.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        'We may update these terms when our services or the law change. The date at the top shows the latest version. We will tell you about important changes in the app or by SMS before they take effect. If you continue to use Kosh after that, you accept the updated terms.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law',
      blocks: [
        'These terms are governed by the laws of India. Any dispute that cannot be resolved through our grievance process is subject to the jurisdiction of the courts in Bengaluru, Karnataka.',
      ],
    },
    {
      id: 'grievance',
      heading: 'Complaints and grievance redressal',
      blocks: [
        {
          list: [
            'Customer care: call our toll-free line between 10:00 am and 5:00 pm, or write to us any time through the Contact Us page. Signed-in customers can also raise a support ticket and follow its progress.',
            'Grievance Officer: if you are not satisfied with the answer, address your complaint to our Grievance Officer through the Contact Us page. We acknowledge complaints within 48 hours and aim to resolve them within 30 days.',
            'RBI Ombudsman: if your complaint is not resolved within 30 days, or you are unhappy with our reply, you may complain under the RBI Integrated Ombudsman Scheme, 2021 at cms.rbi.org.in.',
          ],
        },
      ],
    },
  ],
};

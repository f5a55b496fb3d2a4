import type { LegalDocument } from './types';

export const privacyPolicyEn: LegalDocument = {
  updated: '1 November 2026',
  intro: [
    'Kosh Payments Private Limited (“Kosh”, “we”) respects your privacy. This policy explains what personal data we collect when you use the Kosh app and website, why we need it, who we share it with, how long we keep it and the rights you have over it.',
    'For the purposes of the Digital Personal Data Protection Act, 2023 (the DPDP Act), Kosh is the Data Fiduciary for your personal data and you are the Data Principal.',
  ],
  sections: [
    {
      id: 'collect',
      heading: 'What we collect',
      blocks: [
        {
          list: [
            'Account details: your name, mobile number, email address and profile picture. We store your password only as a one-way hash that no one can read back.',
            'KYC details: your PAN, Aadhaar number (stored masked, except where the law requires more), bank account and IFSC, address and the documents you upload.',
            'Transactions: wallet loads, recharges, bill payments and bookings, with the amounts, dates, operators, billers and reference numbers.',
            'Device and usage data: your IP address, device and browser type, app version and logs of how the service responds, used to keep it working and secure.',
            'Conversations: the messages you send us through the Contact Us form and support tickets.',
          ],
        },
        'We do not collect your card number, CVV or UPI PIN. Those are entered on our payment partners’ secure pages and never reach Kosh.',
      ],
    },
    {
      id: 'use',
      heading: 'How we use your data',
      blocks: [
        {
          list: [
            'To open and run your account and the Kosh Wallet, and to carry out the payments and bookings you ask for.',
            'To verify your identity and complete KYC, as the RBI and the Prevention of Money Laundering Act, 2002 require.',
            'To detect and prevent fraud, misuse and security threats.',
            'To answer your questions and complaints, and to send you service messages such as OTPs, payment receipts and alerts.',
            'To improve our services, using aggregated data that does not identify you.',
          ],
        },
        'We send you offers only if you agree to receive them, and you can stop them at any time. We never sell your personal data.',
      ],
    },
    {
      id: 'basis',
      heading: 'Why we are allowed to use it',
      blocks: [
        'We process your personal data with your consent, which you give when you sign up and when you use a service, and for the legitimate uses the DPDP Act allows, such as meeting our obligations under RBI directions, anti-money-laundering law and orders of courts and authorities.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        'We share only what each party needs to do its job:',
        {
          list: [
            'banks, payment gateways and card networks that process your loads and refunds;',
            'telecom operators, billers and hotels that provide the service you pay for;',
            'KYC verification agencies that check your PAN, Aadhaar and bank details;',
            'our SMS, hosting and customer support providers, who act only on our instructions and under contracts that protect your data;',
            'the RBI, the Financial Intelligence Unit (FIU-IND), tax authorities, courts or the police, when the law requires it.',
          ],
        },
      ],
    },
    {
      id: 'storage',
      heading: 'Where we store it and for how long',
      blocks: [
        'All payment data is stored only in India, as the RBI requires. Our servers and backups are located in Indian data centres.',
        'We keep your KYC and transaction records for at least five years after your account is closed, because the law requires it. Other data is kept only as long as it is needed for the purpose it was collected for, then deleted or made anonymous.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      blocks: [
        'Data is encrypted when it travels between your device and our servers and when it is stored. Only trained staff who need it for their work can see personal data, and their access is logged and reviewed. We test our systems regularly.',
        'If a breach of your personal data happens, we will inform you, the Data Protection Board of India and CERT-In as the law requires, and tell you what we are doing about it.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights under the DPDP Act',
      blocks: [
        {
          list: [
            'Access: ask for a summary of the personal data we hold about you and how we use it.',
            'Correction and erasure: ask us to correct, complete or update your data, or to erase data we no longer need to keep by law.',
            'Withdraw consent: stop a use of your data that relies on your consent. Some services may then no longer be available to you.',
            'Grievance redressal: complain to us about how we handle your data, and then to the Data Protection Board of India if you are not satisfied.',
            'Nominate: name a person who can exercise these rights for you in the event of your death or incapacity.',
          ],
        },
        'To use any of these rights, write to us through the Contact Us page. We may ask you to confirm your identity first.',
      ],
    },
    {
      id: 'storage-on-device',
      heading: 'Cookies and storage on your device',
      blocks: [
        'The Kosh app keeps a few items in your browser’s local storage: your sign-in token, so you stay signed in, and your theme and language choices. We do not use advertising or third-party tracking cookies. Signing out removes your sign-in data from the device.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        'Kosh is meant for adults. We do not knowingly open accounts for, or collect data from, anyone under 18. If we learn that we have, we will delete the data unless the law requires us to keep it.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'We will update this policy when our practices or the law change, and show the date of the latest version at the top. We will tell you about important changes in the app or by SMS before they take effect.',
      ],
    },
    {
      id: 'contact',
      heading: 'Grievance Officer',
      blocks: [
        'If you have a question or complaint about your personal data, write to our Grievance Officer through the Contact Us page, or call customer care on our toll-free line between 10:00 am and 5:00 pm. We acknowledge every request within 48 hours and respond within 30 days.',
      ],
    },
  ],
};

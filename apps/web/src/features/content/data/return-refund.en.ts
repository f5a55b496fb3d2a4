import type { PolicyWithHighlights } from './types';

export const returnRefundEn: PolicyWithHighlights = {
  updated: '1 November 2026',
  intro: [
    'This policy explains when and how you get your money back for payments made with Kosh: wallet top-ups, recharges, bill payments and bookings. We keep it short and we keep to it.',
  ],
  highlights: [
    { label: 'Failed recharge back in your wallet', value: 'Within 24 hours' },
    { label: 'Ask for a refund', value: 'Within 7 days' },
    { label: 'Refund to your bank or card', value: '5–7 business days' },
    { label: 'Cancel an unused service, full refund minus fees', value: 'Within 24 hours' },
  ],
  sections: [
    {
      id: 'failed',
      heading: 'Failed and pending transactions',
      blocks: [
        'When you pay for a recharge or a bill, we hold the amount in your wallet until the operator or biller confirms the payment. You do not need to ask for a refund if it fails:',
        {
          list: [
            'If the operator or biller reports a failure, the held amount is returned to your Kosh Wallet automatically, within 24 hours.',
            'A transaction can stay pending for up to 24 hours while the operator confirms it. If it succeeds in that time, the service is delivered and no refund is due; if it fails, the amount is returned.',
            'If a wallet top-up fails after money has left your bank account, your bank returns it to the account you paid from within 5 to 7 business days.',
          ],
        },
      ],
    },
    {
      id: 'cooling-off',
      heading: 'Cooling-off cancellation',
      blocks: [
        'Changed your mind? You can cancel a service that has not yet been used, such as a hotel booking that has not started or a wallet top-up you have not spent, within 24 hours of the transaction.',
        'We refund the full amount minus fees: the payment gateway charge, any convenience fee, and any cancellation charge the hotel or supplier makes. We show these fees before you confirm a cancellation, so you know the exact amount you will get back.',
        'A recharge or bill payment that the operator or biller has already accepted has been delivered and cannot be cancelled.',
      ],
    },
    {
      id: 'request',
      heading: 'How to ask for a refund',
      blocks: [
        'Ask within 7 days of the transaction. Requests made later cannot be accepted, because our partners settle their accounts after that time.',
        {
          list: [
            'If you are signed in, raise a support ticket and choose the category that matches your payment.',
            'Otherwise, send us a message from the Contact Us page, or call customer care on our toll-free line between 10:00 am and 5:00 pm.',
            'Tell us the transaction reference, date, amount and the mobile number registered with Kosh, so we can find the payment quickly.',
          ],
        },
        'We acknowledge every request within 48 hours and tell you our decision once the partner has confirmed the facts.',
      ],
    },
    {
      id: 'timelines',
      heading: 'When the money reaches you',
      blocks: [
        {
          list: [
            'Refunds to your Kosh Wallet are credited as soon as the refund is approved. A failed recharge is always back within 24 hours.',
            'Refunds to the card, UPI account or bank account you paid from take 5 to 7 business days after approval, depending on your bank.',
            'You will receive an SMS when the refund is processed, and it appears in your balance history.',
          ],
        },
      ],
    },
    {
      id: 'exclusions',
      heading: 'What we cannot refund',
      blocks: [
        {
          list: [
            'A successful recharge or bill payment made to a wrong number or account that you entered. We will contact the operator for you, but the refund is at their discretion.',
            'Hotel bookings marked Non Refundable, and cancellation charges stated in the hotel’s policy.',
            'Requests made more than 7 days after the transaction.',
          ],
        },
      ],
    },
    {
      id: 'help',
      heading: 'If you are not satisfied',
      blocks: [
        'If you disagree with our decision, write to our Grievance Officer through the Contact Us page. If the matter is not resolved within 30 days, you can complain under the RBI Integrated Ombudsman Scheme, 2021 at cms.rbi.org.in.',
      ],
    },
  ],
};

#!/usr/bin/env node
// Writes the three documents of the Legal Terms page (docs/product-2.md §2: rules-of-conduct.pdf,
// terms-and-conditions.pdf, terms.pdf) from the texts below, as tagged, searchable A4 PDFs, plus a
// small manifest (pages, bytes) the page shows next to each link. Run after changing a text:
//   node scripts/make-legal-pdfs.mjs
// The output is byte-for-byte reproducible (fixed dates, no random ids), so an unchanged text
// gives no diff. The built-in Helvetica has no rupee sign: amounts are written "Rs.".
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'apps/web/public/legal');
const manifestPath = path.join(root, 'apps/web/src/features/content/data/legal-files.json');

const COMPANY = 'Kosh Payments Private Limited';
const EFFECTIVE = '1 November 2026';
const EFFECTIVE_DATE = new Date('2026-11-01T00:00:00+05:30');
const VERSION = '1.0';

/**
 * @typedef {string | { list: string[] }} Block
 * @typedef {{ heading: string; blocks: Block[] }} Section
 * @typedef {{ file: string; title: string; subject: string; intro: string[]; sections: Section[] }} LegalPdf
 */

/** @type {LegalPdf[]} */
const DOCUMENTS = [
  {
    file: 'rules-of-conduct.pdf',
    title: 'Rules of Conduct',
    subject: 'How customers are expected to use the Kosh app and services',
    intro: [
      'These Rules of Conduct set out what we expect from everyone who uses the Kosh app, website and customer care, so that the service stays safe, fair and lawful for all. They form part of the Kosh Terms of Use.',
      'If you break these rules we may warn you, limit or suspend your account, withhold an offer or cashback, or report the matter to the authorities, as described in the last section.',
    ],
    sections: [
      {
        heading: 'Use your own account',
        blocks: [
          'Your Kosh account is personal. It is linked to your mobile number and, once you complete KYC, to your identity documents.',
          {
            list: [
              'Do not open an account in someone else’s name, or more than one account in your own.',
              'Do not sell, rent, lend or share your account, password or OTPs. Anyone who holds them can spend your money.',
              'Do not use a mobile number, bank account or card that does not belong to you.',
            ],
          },
        ],
      },
      {
        heading: 'Give honest information',
        blocks: [
          'The details and documents you give us for sign-up and KYC must be genuine, current and your own. Uploading altered, borrowed or forged documents is a criminal offence and will lead to the account being closed and reported.',
          'Keep your details up to date. If your name, address or bank account changes, update them in the app or tell customer care.',
        ],
      },
      {
        heading: 'Make lawful payments only',
        blocks: [
          'Use Kosh only to pay for lawful goods and services for yourself and your family. In particular, do not use Kosh:',
          {
            list: [
              'to move the proceeds of crime, to disguise where money came from, or to finance terrorism;',
              'for betting, gambling, lotteries or any other activity that is unlawful where you are;',
              'to split payments in order to avoid wallet limits or reporting requirements;',
              'to collect money from other people on behalf of a business without our written agreement.',
            ],
          },
        ],
      },
      {
        heading: 'Use offers fairly',
        blocks: [
          'Offers, cashback and referral rewards are meant for genuine customers. Creating extra accounts, using fake referrals, or automating sign-ups to collect rewards is not allowed. We may cancel rewards obtained this way and recover any cashback already credited.',
        ],
      },
      {
        heading: 'Respect our people and partners',
        blocks: [
          'Our customer care team is here to help you. Please treat them, and the staff of our partners, with courtesy. We may stop responding on a channel where a customer is abusive, threatening or harassing, and offer another way to resolve the matter.',
          'Do not send unlawful, offensive or misleading content in support tickets, contact messages or profile pictures.',
        ],
      },
      {
        heading: 'Protect the platform',
        blocks: [
          {
            list: [
              'Do not use bots, scripts or other automated means to access Kosh, or scrape information from it.',
              'Do not try to probe, test or bypass our security, or to access accounts or data that are not yours.',
              'Do not upload viruses or any other harmful code, and do not overload or disrupt the service.',
            ],
          },
          'If you find a security weakness, please tell us through the Contact Us page instead of using it. We welcome responsible disclosure and will not take action against researchers who act in good faith.',
        ],
      },
      {
        heading: 'Report misuse',
        blocks: [
          'If you receive a call or message asking for your password, OTP or PIN in the name of Kosh, or if you notice a transaction you did not make, call customer care on our toll-free line (10:00 am to 5:00 pm) or write to us through the Contact Us page straight away. Reporting quickly limits your loss.',
        ],
      },
      {
        heading: 'What happens when the rules are broken',
        blocks: [
          'Depending on how serious the breach is, we may:',
          {
            list: [
              'warn you and explain what needs to change;',
              'limit your wallet or hold a transaction while we look into it;',
              'suspend or close your account, and return any balance as the RBI rules allow;',
              'report the matter to the Financial Intelligence Unit (FIU-IND), the police or another authority, when the law requires it.',
            ],
          },
          'Unless the law forbids it, we tell you what we have done and why, and how you can ask us to review the decision through our grievance process.',
        ],
      },
    ],
  },
  {
    file: 'terms-and-conditions.pdf',
    title: 'Kosh Wallet Terms and Conditions',
    subject: 'Terms of the Kosh Wallet prepaid payment instrument',
    intro: [
      `These terms govern the Kosh Wallet, a prepaid payment instrument (PPI) issued by ${COMPANY} (“Kosh”, “we”) under the Payment and Settlement Systems Act, 2007 and the Reserve Bank of India (RBI) Master Directions on Prepaid Payment Instruments. They apply together with the Kosh Terms of Use and Privacy Policy.`,
    ],
    sections: [
      {
        heading: 'The Kosh Wallet',
        blocks: [
          'The Kosh Wallet holds money that you load in advance and spend on Kosh services such as recharges, bill payments and bookings. The balance is held by Kosh in an escrow account with a scheduled commercial bank, as the RBI requires.',
          'The balance is not a bank deposit, does not earn interest and is not covered by deposit insurance.',
        ],
      },
      {
        heading: 'Types of wallet and limits',
        blocks: [
          {
            list: [
              'Minimum-KYC wallet: opened with a verified mobile number and basic details. It may hold up to Rs. 10,000 at any time, and no more than Rs. 10,000 may be loaded into it in a calendar month. Cash withdrawal and transfers to bank accounts are not available.',
              'Full-KYC wallet: available once you complete KYC with your PAN, Aadhaar and a bank account in your name. It may hold up to Rs. 2,00,000 at any time.',
              'Offline loads by bank transfer, cash deposit or cheque are limited to Rs. 50,000 a month for every wallet.',
            ],
          },
          'We apply these limits at the moment of each load. If a load would break a limit, we refuse it and tell you how much you can still add.',
        ],
      },
      {
        heading: 'Loading money',
        blocks: [
          'You can load your wallet online by UPI, debit card or net banking, or offline by bank transfer, cash deposit or cheque followed by a top-up request with the payment details. Online loads are credited as soon as the payment succeeds; offline loads once our bank confirms the money has arrived.',
          'Loads must come from a payment instrument in your own name. Credit cards may be accepted for loads where the RBI rules allow.',
        ],
      },
      {
        heading: 'Using your balance',
        blocks: [
          'When you pay for a recharge or a bill, the amount is held in your wallet until the operator or biller confirms the payment, then debited. If the payment fails, the hold is released and the full amount is available again within 24 hours. Your balance can never fall below zero.',
          'Every movement of money is recorded and shown in your balance history. Please check it regularly and tell us at once about anything you do not recognise.',
        ],
      },
      {
        heading: 'Transfers and withdrawals',
        blocks: [
          'A full-KYC wallet may transfer its balance to a bank account in the holder’s own name that has been verified by Kosh. Transfers to other people’s wallets or bank accounts are available only where the RBI rules permit them and within the limits shown in the app.',
        ],
      },
      {
        heading: 'Inactive wallets',
        blocks: [
          'If no payment is made from your wallet for a continuous 12 months, we will send you a notice and may mark it inactive. The balance remains yours: you can reactivate the wallet by signing in and completing any KYC updates we ask for.',
        ],
      },
      {
        heading: 'Unauthorised transactions',
        blocks: [
          'Report any transaction you did not make as soon as you notice it, through customer care or the Contact Us page. We will block the wallet to prevent further loss and give you a complaint reference.',
          {
            list: [
              'Zero liability: where the unauthorised transaction results from fraud or negligence on our side, or from a breach in the system that is neither yours nor ours and you report it within three days, you bear no loss.',
              'Limited liability: where you report a third-party breach later, your liability is limited as set out in the RBI directions.',
              'Where the loss results from your own negligence, such as sharing your password or OTP, you bear the loss until you report it; we bear any loss after you report it.',
            ],
          },
          'We credit the amount in dispute to your wallet, where the rules require, within 10 days of your report, and resolve the complaint within 90 days.',
        ],
      },
      {
        heading: 'Closing your wallet',
        blocks: [
          'You may close your wallet at any time by writing to customer care. After checking that no transaction is pending, we pay any balance to a verified bank account in your name, or, for a minimum-KYC wallet, to the source the money came from, as the RBI rules allow.',
          'If a wallet holder dies, the balance is paid to the nominee or legal heirs after we receive the documents the law requires.',
        ],
      },
      {
        heading: 'Complaints',
        blocks: [
          'Call our toll-free customer care line between 10:00 am and 5:00 pm, or write through the Contact Us page at any time. If you are not satisfied with our answer, write to our Grievance Officer. If your complaint is not resolved within 30 days, or you are unhappy with our reply, you may complain under the RBI Integrated Ombudsman Scheme, 2021 at cms.rbi.org.in.',
        ],
      },
    ],
  },
  {
    file: 'terms.pdf',
    title: 'Terms of Service for Recharges, Bill Payments and Bookings',
    subject: 'Terms that apply to each recharge, bill payment and booking made on Kosh',
    intro: [
      `These terms apply to every recharge, bill payment and booking you make through Kosh, operated by ${COMPANY}. For these services Kosh acts as an intermediary: the telecom operator, biller, hotel or transport provider supplies the service, and Kosh passes your payment and details to them.`,
    ],
    sections: [
      {
        heading: 'Before you pay',
        blocks: [
          {
            list: [
              'Check the mobile number, subscriber ID, consumer number, operator and amount carefully. We act on exactly what you enter.',
              'Plans, tariffs and bill amounts come from the operator or biller. We show them as we receive them, but the operator’s own records decide what you get.',
              'Any convenience fee or partner charge, including GST, is shown before you confirm. There are no hidden charges.',
            ],
          },
        ],
      },
      {
        heading: 'Mobile, DTH and FASTag recharges',
        blocks: [
          'A recharge is complete when the operator confirms it, usually within seconds. If the operator reports a failure, the amount is returned to your Kosh Wallet within 24 hours. A recharge accepted by the operator cannot be cancelled or moved to another number by Kosh.',
        ],
      },
      {
        heading: 'Bill payments',
        blocks: [
          'Electricity, postpaid, gas and other bills are paid to the biller through our banking partners and, where available, the Bharat Bill Payment System (BBPS). Billers usually update your account within one to three working days after we confirm the payment.',
          'Please pay before the due date and allow for this time. Kosh is not responsible for late fees or disconnection caused by a payment made close to or after the due date, or by details entered incorrectly.',
        ],
      },
      {
        heading: 'Hotel and travel bookings',
        blocks: [
          'Bookings are subject to the hotel’s or provider’s own terms, which we show before you pay, including check-in rules, identity requirements and the cancellation policy. A rate shown as Non Refundable cannot be refunded after booking. Carry a valid photo identity document when you travel.',
        ],
      },
      {
        heading: 'Refunds',
        blocks: [
          {
            list: [
              'A failed recharge or bill payment is refunded to your Kosh Wallet within 24 hours, without any request.',
              'Other refund requests must be made within 7 days of the transaction.',
              'A service not yet used may be cancelled within 24 hours of the transaction for a full refund minus fees.',
              'Approved refunds to a bank account, card or UPI account take 5 to 7 business days.',
            ],
          },
          'The Kosh Return & Refund policy, published in the app, gives the full details.',
        ],
      },
      {
        heading: 'Limits of our responsibility',
        blocks: [
          'We are responsible for passing your payment to the operator, biller or provider correctly and promptly, and for refunding failed payments. We are not responsible for the quality of the service they provide, but we will help you raise any problem with them. Our liability for any transaction is limited to its amount, except where the law does not allow such a limit.',
        ],
      },
      {
        heading: 'Help and complaints',
        blocks: [
          'Call our toll-free customer care line between 10:00 am and 5:00 pm, write to us through the Contact Us page, or raise a support ticket when signed in. Complaints not resolved to your satisfaction may be taken to our Grievance Officer and then to the RBI Integrated Ombudsman at cms.rbi.org.in.',
        ],
      },
    ],
  },
];

const BRAND = '#1d55c4';
const INK = '#111827';
const MUTED = '#4b5563';
const MARGIN = 56;

/** Draws one document and resolves with its page count once the file is written. */
function render(doc) {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 16, left: MARGIN, right: MARGIN },
    bufferPages: true,
    tagged: true,
    lang: 'en-IN',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: doc.title,
      Author: COMPANY,
      Subject: doc.subject,
      Keywords: 'Kosh, wallet, terms',
      Creator: 'scripts/make-legal-pdfs.mjs',
      Producer: 'PDFKit',
      CreationDate: EFFECTIVE_DATE,
      ModDate: EFFECTIVE_DATE,
    },
  });
  const target = path.join(outDir, doc.file);
  const written = new Promise((resolve, reject) => {
    const out = fs.createWriteStream(target);
    out.on('finish', resolve);
    out.on('error', reject);
    pdf.pipe(out);
  });

  const width = pdf.page.width - MARGIN * 2;
  const body = pdf.struct('Document');
  pdf.addStructure(body);

  const text = (value, type, options) =>
    pdf.text(value, { structParent: body, structType: type, width, ...options });

  // Title block.
  pdf.markContent('Artifact', { type: 'Layout' });
  pdf.rect(MARGIN, MARGIN - 20, 40, 4).fill(BRAND);
  pdf.endMarkedContent();
  pdf.font('Helvetica-Bold').fontSize(10).fillColor(BRAND);
  text(COMPANY.toUpperCase(), 'P', { characterSpacing: 0.6 });
  pdf.moveDown(0.4);
  pdf.font('Helvetica-Bold').fontSize(22).fillColor(INK);
  text(doc.title, 'H1', { lineGap: 2 });
  pdf.moveDown(0.3);
  pdf.font('Helvetica').fontSize(10).fillColor(MUTED);
  text(`Effective from ${EFFECTIVE}  ·  Version ${VERSION}`, 'P');
  pdf.moveDown(0.8);
  pdf.markContent('Artifact', { type: 'Layout' });
  pdf
    .moveTo(MARGIN, pdf.y)
    .lineTo(MARGIN + width, pdf.y)
    .lineWidth(0.75)
    .strokeColor('#d8dee9')
    .stroke();
  pdf.endMarkedContent();
  pdf.moveDown(1);

  const paragraph = (value) => {
    pdf.font('Helvetica').fontSize(10.5).fillColor(INK);
    text(value, 'P', { lineGap: 3, align: 'left' });
    pdf.moveDown(0.7);
  };

  for (const value of doc.intro) paragraph(value);

  doc.sections.forEach((section, index) => {
    // Keep a heading with at least two lines of what follows.
    if (pdf.y > pdf.page.height - pdf.page.margins.bottom - 60) pdf.addPage();
    pdf.moveDown(0.5);
    pdf.font('Helvetica-Bold').fontSize(13).fillColor(BRAND);
    text(`${index + 1}. ${section.heading}`, 'H2');
    pdf.moveDown(0.45);
    for (const block of section.blocks) {
      if (typeof block === 'string') {
        paragraph(block);
      } else {
        const list = pdf.struct('L');
        body.add(list);
        pdf.font('Helvetica').fontSize(10.5).fillColor(INK);
        pdf.list(block.list, {
          width,
          lineGap: 3,
          paragraphGap: 5,
          bulletRadius: 2,
          bulletIndent: 6,
          textIndent: 14,
          structParent: list,
        });
        list.end();
        pdf.moveDown(0.7);
      }
    }
  });
  body.end();

  // Footer on every page, outside the text flow (so no page is added) and marked as an artifact.
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    pdf.switchToPage(i);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    const y = pdf.page.height - MARGIN + 8;
    pdf.markContent('Artifact', { type: 'Pagination' });
    pdf.font('Helvetica').fontSize(8.5).fillColor(MUTED);
    pdf.text(`Kosh · ${doc.title}`, MARGIN, y, { width: width - 80, lineBreak: false });
    pdf.text(`Page ${i + 1} of ${range.count}`, MARGIN, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    pdf.endMarkedContent();
    pdf.page.margins.bottom = bottom;
  }
  const pages = range.count;
  pdf.end();
  return written.then(() => ({ pages, bytes: fs.statSync(target).size }));
}

fs.mkdirSync(outDir, { recursive: true });
const manifest = [];
for (const doc of DOCUMENTS) {
  const { pages, bytes } = await render(doc);
  manifest.push({ file: doc.file, pages, bytes });
  console.log(`${doc.file}: ${pages} page(s), ${bytes} bytes`);
}
fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`written to ${path.relative(root, outDir)} and ${path.relative(root, manifestPath)}`);

import { useState, type ReactNode } from 'react';
import {
  FULL_KYC_SECTIONS,
  type KycRecord,
  type KycSection,
  type KycStatus,
} from '@kosh/contract/kyc';
import { DetailItem } from '@/components/ui/detail-item';
import type { KycCustomer } from '../api/get-kyc-customer';
import { useKycAdminT, type KycAdminKey } from '../messages';
import { AadhaarImages } from './aadhaar-images';
import { DecisionDialog, type Decision, type DecisionTarget } from './decision-dialogs';
import { DocumentImage } from './document-image';
import { KycLevelBadge } from './kyc-status-badge';
import { SectionCard } from './section-card';
import { AadhaarViewList, SubmissionHistory } from './submission-history';

/** Each section's status and rejection reason in the record (PStatus is the PAN's, as the spec has it). */
const STATUS_OF: Record<KycSection, (record: KycRecord) => { status: KycStatus; reason: string }> =
  {
    personal: (r) => ({ status: r.PersonalStatus, reason: r.personalReason }),
    pan: (r) => ({ status: r.PStatus, reason: r.panReason }),
    bank: (r) => ({ status: r.bankstatus, reason: r.bankReason }),
    aadhaar: (r) => ({ status: r.Aastatus, reason: r.aadhaarReason }),
  };

/** A label, the value as submitted, and whether it is a number read character by character. */
type Detail = [label: KycAdminKey, value: string, style?: 'code' | 'wide'];

function Details({ items }: { items: Detail[] }) {
  const t = useKycAdminT();
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
      {items.map(([label, value, style]) => (
        <DetailItem key={label} label={t(label)} className={style === 'wide' ? 'col-span-2' : ''}>
          {value ? <span className={style === 'code' ? 'font-mono' : ''}>{value}</span> : t('none')}
        </DetailItem>
      ))}
    </dl>
  );
}

/**
 * A customer's KYC as the desk reviews it: who they are, the four sections side by side on wide
 * screens (stacked on a phone) with their documents and decisions, then the history of
 * submissions and of Aadhaar image views.
 */
export function KycCustomerView({
  customer,
  onAadhaarViewed,
}: {
  customer: KycCustomer;
  onAadhaarViewed: () => void;
}) {
  const t = useKycAdminT();
  const { userId, record, submissions, aadhaarViews } = customer;
  const [decision, setDecision] = useState<Decision | null>(null);
  const name = record.appmstfname;
  const yesNo = (flag: '0' | '1') => t(flag === '1' ? 'yes' : 'no');
  const currentOf = (section: KycSection) =>
    submissions.find((s) => s.section === section && s.current);
  const verifiedName = (section: KycSection) => currentOf(section)?.verifiedName ?? '';
  const heldBy = (section: KycSection) => currentOf(section)?.approvedForOthers ?? [];

  const target = (section: KycSection): DecisionTarget => ({
    userId,
    section,
    customerName: name,
    heldBy: heldBy(section),
    completesKyc:
      FULL_KYC_SECTIONS.includes(section) &&
      FULL_KYC_SECTIONS.every(
        (other) => other === section || STATUS_OF[other](record).status === '1',
      ),
  });
  const card = (section: KycSection, children: ReactNode) => {
    const { status, reason } = STATUS_OF[section](record);
    return (
      <SectionCard
        section={section}
        status={status}
        reason={reason}
        heldBy={heldBy(section)}
        onApprove={() => setDecision({ kind: 'approve', target: target(section) })}
        onReject={() => setDecision({ kind: 'reject', target: target(section) })}
      >
        {children}
      </SectionCard>
    );
  };
  const imageAlt = (image: KycAdminKey) => t('imageOf', { image: t(image), name });

  return (
    <div className="space-y-6">
      <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5">
        <DetailItem label={t('mobile')}>
          <a
            href={`tel:+91${record.AppMstMobile}`}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {record.AppMstMobile}
          </a>
        </DetailItem>
        <DetailItem label={t('publicId')}>
          <span className="font-mono">{record.appmstregno}</span>
        </DetailItem>
        <DetailItem label={t('kycLevel')}>
          <KycLevelBadge level={record.kycLevel} />
        </DetailItem>
      </dl>

      <div className="grid gap-4 md:grid-cols-2">
        {card(
          'personal',
          <Details
            items={[
              ['field.name', record.appmstfname],
              ['field.mobile', record.AppMstMobile],
              ['field.address', record.AppMstAddress1, 'wide'],
              ['field.city', record.AppMstCity],
              ['field.district', record.distt],
              ['field.state', record.AppMstState],
              ['field.pincode', record.AppMstPinCode],
              ['field.email', record.email, 'wide'],
            ]}
          />,
        )}
        {card(
          'pan',
          <>
            <Details
              items={[
                ['field.panNumber', record.panno, 'code'],
                ['field.onlineVerified', yesNo(record.OnlinePanVerify)],
                ['field.verifiedName', verifiedName('pan')],
              ]}
            />
            <DocumentImage
              path={record.panimage}
              title={t('image.pan')}
              alt={imageAlt('image.pan')}
              verifiedOnline={record.OnlinePanVerify === '1'}
            />
          </>,
        )}
        {card(
          'bank',
          <>
            <Details
              items={[
                ['field.bank', record.bankname],
                ['field.account', record.acountno, 'code'],
                ['field.ifsc', record.ifscode, 'code'],
                ['field.branch', record.branch],
                ['field.accountType', record.type],
                ['field.onlineVerified', yesNo(record.OnlineBankVerify)],
                ['field.verifiedName', verifiedName('bank')],
              ]}
            />
            <DocumentImage
              path={record.bankimage}
              title={t('image.bank')}
              alt={imageAlt('image.bank')}
              verifiedOnline={record.OnlineBankVerify === '1'}
            />
          </>,
        )}
        {card(
          'aadhaar',
          <>
            <Details
              items={[
                ['field.aadhaarNumber', record.Aadharno, 'code'],
                ['field.onlineVerified', yesNo(record.OnlineAadhaarVerify)],
                ['field.verifiedName', verifiedName('aadhaar')],
              ]}
            />
            <AadhaarImages
              key={`${record.AadharFront}|${record.AadharBack}`}
              paths={{ front: record.AadharFront, back: record.AadharBack }}
              customerName={name}
              verifiedOnline={record.OnlineAadhaarVerify === '1'}
              onViewed={onAadhaarViewed}
            />
          </>,
        )}
      </div>

      <div className="grid items-start gap-4 lg:grid-cols-[2fr_1fr]">
        <SubmissionHistory submissions={submissions} />
        <AadhaarViewList views={aadhaarViews} />
      </div>

      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </div>
  );
}

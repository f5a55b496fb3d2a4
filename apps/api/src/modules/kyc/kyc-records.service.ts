import type { KycFileSide, KycRecord, KycSection } from '@kosh/contract/kyc';
import { messageText } from '@kosh/contract/messages/catalogue';
import { paiseToRupees } from '@kosh/contract/common/money';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FieldEncryption } from '../../lib/field-encryption';
import type { FileStore } from '../../providers/files/file-store';
import type { UsersService } from '../users/users.service';
import type { UserRow } from '../users/users.tables';
import { LIMITS } from '../wallet/rules';
import type { KycRepository } from './kyc.repository';
import type { KycSubmissionRow } from './kyc.tables';
import { districtName, stateName } from './reference/india-places';
import { sectionStatus } from './rules';

/** The API path of a submission's image (the record's image fields); '' when there is none. */
export const kycFilePath = (row: KycSubmissionRow | undefined, side: KycFileSide): string =>
  row ? `/api/v1/kyc/files/${row.id}/${side}` : '';

/** What an Aadhaar image is sealed to: its owner and side, so a file moved elsewhere won't open. */
export const aadhaarImageContext = (userId: string, side: 'front' | 'back') =>
  `kyc-aadhaar-${side}:${userId}`;

/** The record's text of a detail; '' when the submission has none. */
function detail(row: KycSubmissionRow | undefined, field: string): string {
  const value = row ? (row.details as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : '';
}

function numberDetail(row: KycSubmissionRow | undefined, field: string): number | null {
  const value = row ? (row.details as Record<string, unknown>)[field] : undefined;
  return typeof value === 'number' ? value : null;
}

const reasonOf = (row: KycSubmissionRow | undefined) =>
  row?.status === '3' ? (row.reason ?? '') : '';
const online = (row: KycSubmissionRow | undefined) =>
  row?.method === 'online' ? ('1' as const) : ('0' as const);

/**
 * The KYC record (docs/product-1.md §3) of a customer from their current submissions: what they submitted,
 * in the spec's field names, prefilled from the account where nothing is submitted yet. The
 * Aadhaar number is only ever the masked form the submission keeps.
 */
export function kycRecord(user: UserRow, current: readonly KycSubmissionRow[]): KycRecord {
  const of = (section: KycSection) => current.find((row) => row.section === section);
  const personal = of('personal');
  const pan = of('pan');
  const bank = of('bank');
  const aadhaar = of('aadhaar');
  const stateId = numberDetail(personal, 'state_id');
  const districtId = numberDetail(personal, 'district_id');
  const offline = (row: KycSubmissionRow | undefined) =>
    row?.method === 'offline' ? row : undefined;
  return {
    PStatus: sectionStatus(pan),
    panno: detail(pan, 'pan'),
    OnlinePanVerify: online(pan),
    panimage: kycFilePath(offline(pan), 'pan'),
    bankstatus: sectionStatus(bank),
    bankname: detail(bank, 'bank_name'),
    acountno: detail(bank, 'account_number'),
    ifscode: detail(bank, 'ifsc'),
    type: detail(bank, 'account_type'),
    bankimage: kycFilePath(offline(bank), 'bank'),
    Aastatus: sectionStatus(aadhaar),
    Aadharno: detail(aadhaar, 'masked'),
    AadharFront: kycFilePath(offline(aadhaar), 'front'),
    AadharBack: kycFilePath(offline(aadhaar), 'back'),
    appmstregno: user.publicId,
    appmstfname: personal ? detail(personal, 'name') : user.name,
    AppMstAddress1: detail(personal, 'address'),
    AppMstCity: detail(personal, 'city'),
    AppMstState: stateId === null ? '' : (stateName(stateId) ?? ''),
    distt: districtId === null ? '' : (districtName(districtId) ?? ''),
    SID: stateId,
    DID: districtId,
    email: personal ? detail(personal, 'email') : user.email,
    AppMstPinCode: detail(personal, 'pincode'),
    AppMstMobile: user.mobile,
    PersonalStatus: sectionStatus(personal),
    branch: detail(bank, 'branch'),
    OnlineBankVerify: online(bank),
    OnlineAadhaarVerify: online(aadhaar),
    personalReason: reasonOf(personal),
    panReason: reasonOf(pan),
    bankReason: reasonOf(bank),
    aadhaarReason: reasonOf(aadhaar),
    kycLevel: user.kycLevel,
  };
}

/** Which of a submission's keys an image side is, when the side belongs to its section. */
function fileKey(row: KycSubmissionRow, side: KycFileSide): string | null {
  if (side === 'pan' && row.section === 'pan') return row.frontKey;
  if (side === 'bank' && row.section === 'bank') return row.frontKey;
  if (side === 'front' && row.section === 'aadhaar') return row.frontKey;
  if (side === 'back' && row.section === 'aadhaar') return row.backKey;
  return null;
}

/** The customer's own view of their KYC, and the document images for them and the back office. */
export function createKycRecordsService(deps: {
  db: Db;
  repo: KycRepository;
  users: UsersService;
  files: FileStore;
  cipher: FieldEncryption;
}) {
  const { db, repo } = deps;

  async function customer(tx: DbOrTx, userId: string): Promise<UserRow> {
    const user = await deps.users.findById(userId, tx);
    if (!user) throw new AppError('NOT_FOUND', 'KYC_CUSTOMER_NOT_FOUND');
    return user;
  }

  async function record(userId: string, tx: DbOrTx = db): Promise<KycRecord> {
    const [user, current] = await Promise.all([
      customer(tx, userId),
      repo.currentForOwner(tx, userId),
    ]);
    return kycRecord(user, current);
  }

  return {
    record,

    /** kyc/getApprovalList: for a customer, always exactly one record, their own. */
    approvalList: async (userId: string) => ({
      result: true as const,
      data: [await record(userId)],
    }),

    /**
     * The customer's approved bank account (the bank section, approved), in their name: what
     * money sent to "my own bank" goes to. Null until one is approved.
     */
    async verifiedBankOwnedBy(userId: string, tx: DbOrTx = db) {
      const row = await repo.currentSectionForOwner(tx, userId, 'bank');
      if (!row || row.status !== '1' || !('account_number' in row.details)) return null;
      const user = await customer(tx, userId);
      return {
        accountNumber: row.details.account_number,
        ifsc: row.details.ifsc,
        bankName: row.details.bank_name,
        holderName: user.name,
      };
    },

    /**
     * The customer's name as KYC has it: their personal details' name once approved (by an online
     * document in a matching name, or by a reviewer). Null until then, whatever was submitted.
     */
    async verifiedNameOf(userId: string, tx: DbOrTx = db): Promise<string | null> {
      const row = await repo.currentSectionForOwner(tx, userId, 'personal');
      return row?.status === '1' && 'name' in row.details ? row.details.name : null;
    },

    /** kyc/getUserKycStatus: the level, each section's status and what the wallet may hold. */
    async status(userId: string) {
      const rec = await record(userId);
      const full = rec.kycLevel === 'full';
      const code = full ? ('KYC_STATUS_FULL' as const) : ('KYC_STATUS_MIN' as const);
      return {
        result: true as const,
        message: messageText(code),
        code,
        data: {
          kycLevel: rec.kycLevel,
          personal: rec.PersonalStatus,
          pan: rec.PStatus,
          bank: rec.bankstatus,
          aadhaar: rec.Aastatus,
          maxBalance: Number(paiseToRupees(LIMITS[rec.kycLevel].maxBalancePaise)),
        },
      };
    },

    /**
     * A document image, decrypted when sealed, for its owner or an admin; anyone else — and a side
     * the submission has not — gets 404, never "forbidden". An admin opening an Aadhaar side is
     * recorded (who and when), before the bytes leave.
     */
    async file(
      viewer: { userId: string; role: 'customer' | 'admin' },
      submissionId: string,
      side: KycFileSide,
    ): Promise<Buffer> {
      const row =
        viewer.role === 'admin'
          ? await repo.findAnyOwner(db, submissionId)
          : await repo.findForOwner(db, viewer.userId, submissionId);
      const key = row ? fileKey(row, side) : null;
      if (!row || !key) throw new AppError('NOT_FOUND', 'KYC_FILE_NOT_FOUND');
      const stored = await deps.files.readPrivate(key);
      if (side !== 'front' && side !== 'back') return stored;
      if (viewer.role === 'admin') {
        await repo.recordAadhaarView(db, { submissionId, adminId: viewer.userId, side });
      }
      return deps.cipher.openBuffer(stored, aadhaarImageContext(row.userId, side));
    },
  };
}

export type KycRecordsService = ReturnType<typeof createKycRecordsService>;

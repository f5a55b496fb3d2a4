import { maskAadhaar } from '@kosh/contract/common/kyc-formats';
import {
  KYC_IMAGE_MAX_BYTES,
  type OfflineBankFields,
  type OfflinePanFields,
} from '@kosh/contract/kyc';
import { messageText } from '@kosh/contract/messages/catalogue';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FieldEncryption } from '../../lib/field-encryption';
import { ImageRejectedError, processImage } from '../../lib/images';
import type { FileStore } from '../../providers/files/file-store';
import { aadhaarNumberContext } from './kyc-aadhaar-otp.service';
import { aadhaarImageContext } from './kyc-records.service';
import type { KycRepository } from './kyc.repository';
import type { KycSectionsService, NewSubmission } from './kyc-sections.service';
import type { IdentityHasher } from './identity';
import { findIfsc } from './reference/ifsc';

const SUBMITTED = {
  pan: 'KYC_PAN_SUBMITTED',
  bank: 'KYC_BANK_SUBMITTED',
  aadhaar: 'KYC_AADHAAR_SUBMITTED',
} as const;

const submitted = (section: keyof typeof SUBMITTED) => ({
  result: true as const,
  code: SUBMITTED[section],
  message: messageText(SUBMITTED[section]),
  data: { status: '2' as const },
});

/** An upload checked by its bytes and re-encoded (no metadata, no smuggled payload). */
async function cleanImage(field: string, data: Buffer) {
  try {
    return await processImage(data, {
      maxBytes: KYC_IMAGE_MAX_BYTES,
      resize: { width: 2000, height: 2000, fit: 'inside' },
    });
  } catch (error) {
    if (error instanceof ImageRejectedError)
      throw AppError.invalid(field, error.code, error.params);
    throw error;
  }
}

/**
 * Offline KYC: the customer uploads the document's image(s) and an admin reviews them (status
 * '2'). Images are private, under random keys in kyc/; the Aadhaar's are sealed (AES-256-GCM)
 * before they reach the store, and its number goes only to kyc_aadhaar_numbers, sealed too.
 */
export function createKycOfflineService(deps: {
  db: Db;
  repo: KycRepository;
  sections: KycSectionsService;
  files: FileStore;
  cipher: FieldEncryption;
  /** Offline documents are not refused for another customer's: the reviewer sees them flagged. */
  hash: IdentityHasher;
}) {
  const { db, repo, sections, files } = deps;

  /**
   * Stores the submission with its already-saved files; the files go again if it is not stored
   * (a refusal or a failure), so nothing is left that no row names.
   */
  async function store(
    userId: string,
    section: 'pan' | 'bank' | 'aadhaar',
    keys: string[],
    row: NewSubmission,
    afterInsert?: (tx: DbOrTx, submissionId: string) => Promise<void>,
  ) {
    try {
      await sections.forCustomer(userId, async (tx) => {
        const created = await sections.replace(tx, userId, section, row);
        await afterInsert?.(tx, created.id);
        await sections.settle(tx, userId);
      });
    } catch (error) {
      await Promise.all(keys.map((key) => files.removePrivate(key)));
      throw error;
    }
    return submitted(section);
  }

  /** A one-image document (the PAN card, a passbook page or cheque): cleaned, kept, sent for review. */
  async function storeSlip(
    userId: string,
    section: 'pan' | 'bank',
    image: Buffer,
    details: NewSubmission['details'],
    identityHash: string,
  ) {
    await sections.assertCanSubmit(db, userId, section);
    const clean = await cleanImage('slipImage', image);
    const key = await files.savePrivate(`kyc/${section}`, clean.extension, clean.data);
    return store(userId, section, [key], {
      method: 'offline',
      status: '2',
      details,
      identityHash,
      frontKey: key,
    });
  }

  return {
    pan: (userId: string, fields: OfflinePanFields, image: Buffer) =>
      storeSlip(
        userId,
        'pan',
        image,
        { pan: fields.PanNumber },
        deps.hash('pan', fields.PanNumber),
      ),

    async bank(userId: string, fields: OfflineBankFields, image: Buffer) {
      if (!(await findIfsc(fields.IFSCCode)))
        throw AppError.invalid('IFSCCode', 'KYC_IFSC_UNKNOWN');
      return storeSlip(
        userId,
        'bank',
        image,
        {
          bank_name: fields.BankName,
          account_number: fields.BankACNo,
          ifsc: fields.IFSCCode,
          branch: fields.Branch,
          account_type: fields.type,
        },
        deps.hash('bank', { accountNumber: fields.BankACNo, ifsc: fields.IFSCCode }),
      );
    },

    async aadhaar(userId: string, aadhaar: string, images: { front: Buffer; back: Buffer }) {
      await sections.assertCanSubmit(db, userId, 'aadhaar');
      const [front, back] = await Promise.all([
        cleanImage('aadharfront', images.front),
        cleanImage('aadharback', images.back),
      ]);
      const seal = (side: 'front' | 'back', data: Buffer) =>
        files.savePrivate(
          'kyc/aadhaar',
          'bin',
          deps.cipher.sealBuffer(data, aadhaarImageContext(userId, side)),
        );
      const frontKey = await seal('front', front.data);
      const backKey = await seal('back', back.data).catch(async (error: unknown) => {
        await files.removePrivate(frontKey);
        throw error;
      });
      return store(
        userId,
        'aadhaar',
        [frontKey, backKey],
        {
          method: 'offline',
          status: '2',
          details: { masked: maskAadhaar(aadhaar) },
          identityHash: deps.hash('aadhaar', aadhaar),
          frontKey,
          backKey,
        },
        (tx, id) =>
          repo.insertAadhaarNumber(tx, {
            submissionId: id,
            ...deps.cipher.seal(aadhaar, aadhaarNumberContext(id)),
            last4: aadhaar.slice(-4),
          }),
      );
    },
  };
}

export type KycOfflineService = ReturnType<typeof createKycOfflineService>;

import { z } from 'zod';
import {
  AADHAAR_LENGTH,
  ACCOUNT_NUMBER_PATTERN,
  IFSC_PATTERN,
  KYC_EMAIL_MAX_LENGTH,
  KYC_NAME_PATTERN,
  PAN_PATTERN,
  PINCODE_PATTERN,
  isValidAadhaar,
  normaliseAadhaar,
} from './common/kyc-formats';
import { MOBILE_PATTERN, OTP_PATTERN } from './common/patterns';
import { successEnvelope } from './common/success';
import { text } from './common/text';
import { issue } from './messages/catalogue';

/*
 * KYC (docs/product-1.md §2, §3, §4, §5, §7, §9). A customer has four sections — personal details, PAN,
 * bank account and Aadhaar — each verified online (the KYC provider) or offline (images an admin
 * reviews). When personal, PAN and Aadhaar are approved the wallet becomes full-KYC.
 */

export const KYC_SECTIONS = ['personal', 'pan', 'bank', 'aadhaar'] as const;
export type KycSection = (typeof KYC_SECTIONS)[number];

export const KYC_METHODS = ['online', 'offline'] as const;
export type KycMethod = (typeof KYC_METHODS)[number];

/**
 * A section's status on the wire (docs/product-1.md §4): "1" approved, "0" or "2" pending, "3" rejected.
 * Kosh reads "0" as "nothing submitted yet" (pending the customer) and "2" as "submitted, waiting
 * for review"; the submit controls show for 0, 2 and 3. Only 1, 2 and 3 are ever stored.
 */
export const KYC_STATUS = { None: '0', Approved: '1', Pending: '2', Rejected: '3' } as const;
export const KYC_STATUSES = ['0', '1', '2', '3'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const KYC_STORED_STATUSES = ['1', '2', '3'] as const;
export const kycStatusSchema = z.enum(KYC_STATUSES);

/** Whether the customer may (re)submit a section in this status (docs/product-1.md §4). */
export function kycCanSubmit(status: KycStatus): boolean {
  return status !== KYC_STATUS.Approved;
}

/** docs/product-1.md §9. */
export const KYC_ACCOUNT_TYPES = ['SAVING A/C', 'CURRENT A/C', 'CC A/C', 'OD A/C'] as const;
export type KycAccountType = (typeof KYC_ACCOUNT_TYPES)[number];

/** The sections that make a wallet full-KYC (the bank account is for payouts, not identity). */
export const FULL_KYC_SECTIONS: readonly KycSection[] = ['personal', 'pan', 'aadhaar'];

export const KYC_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The image a request for a document file names (`/api/v1/kyc/files/{id}/{side}`). */
export const KYC_FILE_SIDES = ['pan', 'bank', 'front', 'back'] as const;
export type KycFileSide = (typeof KYC_FILE_SIDES)[number];

// ---- field rules -----------------------------------------------------------------------------

/**
 * Identity fields of the spec's payloads (Userid, regno, appmstRegNo, modifiedBy) and fields it
 * sends empty (title1, EPassword, pswrd): accepted so a client written against the spec works,
 * and never read — the customer is always the token's, and no password travels with KYC.
 */
const ignored = z.unknown().optional();

/** An id picked from a list (a state, a district) as the spec's client sends it: number or text. */
const pickedId = (code: 'KYC_STATE_REQUIRED' | 'KYC_DISTRICT_REQUIRED') =>
  z.union([z.number(), text()], { error: issue(code) }).transform((value, ctx) => {
    const id = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isSafeInteger(id) || id < 1 || String(value).trim() === '') {
      ctx.addIssue({ code: 'custom', message: issue(code) });
      return z.NEVER;
    }
    return id;
  });

export const stateIdSchema = pickedId('KYC_STATE_REQUIRED');
export const districtIdSchema = pickedId('KYC_DISTRICT_REQUIRED');

export const kycNameSchema = text({ error: issue('KYC_NAME_REQUIRED') })
  .trim()
  .regex(KYC_NAME_PATTERN, issue('KYC_NAME_REQUIRED'));

export const kycAddressSchema = text({ error: issue('KYC_ADDRESS_REQUIRED') })
  .trim()
  .min(5, issue('KYC_ADDRESS_REQUIRED'))
  .max(200, issue('KYC_ADDRESS_REQUIRED'));

export const pincodeSchema = text({ error: issue('KYC_PINCODE_REQUIRED') })
  .trim()
  .min(1, { error: issue('KYC_PINCODE_REQUIRED'), abort: true })
  .regex(PINCODE_PATTERN, issue('KYC_PINCODE_INVALID'));

export const panSchema = text({ error: issue('KYC_PAN_REQUIRED') })
  .trim()
  .toUpperCase()
  .min(1, { error: issue('KYC_PAN_REQUIRED'), abort: true })
  .regex(PAN_PATTERN, issue('KYC_PAN_INVALID'));

/** Twelve digits with a valid check digit; the spaces of "2345 6789 0123" are allowed and dropped. */
export const aadhaarSchema = text({ error: issue('KYC_AADHAAR_REQUIRED') })
  .trim()
  .transform(normaliseAadhaar)
  .pipe(
    z
      .string()
      .min(1, { error: issue('KYC_AADHAAR_REQUIRED'), abort: true })
      .max(AADHAAR_LENGTH, { error: issue('KYC_AADHAAR_INVALID'), abort: true })
      .refine(isValidAadhaar, issue('KYC_AADHAAR_INVALID')),
  );

export const accountNumberSchema = text({ error: issue('KYC_ACCOUNT_REQUIRED') })
  .trim()
  .min(1, { error: issue('KYC_ACCOUNT_REQUIRED'), abort: true })
  .regex(ACCOUNT_NUMBER_PATTERN, issue('KYC_ACCOUNT_INVALID'));

export const kycIfscSchema = text({ error: issue('KYC_IFSC_REQUIRED') })
  .trim()
  .toUpperCase()
  .min(1, { error: issue('KYC_IFSC_REQUIRED'), abort: true })
  .regex(IFSC_PATTERN, issue('KYC_IFSC_INVALID'));

const kycBankNameSchema = text({ error: issue('KYC_BANK_NAME_REQUIRED') })
  .trim()
  .min(2, issue('KYC_BANK_NAME_REQUIRED'))
  .max(100, issue('KYC_BANK_NAME_REQUIRED'));

const kycBranchSchema = text({ error: issue('KYC_BRANCH_REQUIRED') })
  .trim()
  .min(2, issue('KYC_BRANCH_REQUIRED'))
  .max(100, issue('KYC_BRANCH_REQUIRED'));

/** An optional text the spec's client may send empty: '' or absent both mean "none". */
const optionalText = (max: number, code: 'KYC_CITY_TOO_LONG') =>
  text().trim().max(max, issue(code)).optional().default('');

// ---- customer calls --------------------------------------------------------------------------

// GET kyc/getState
export const kycStateSchema = z.object({ SId: z.number().int(), statename: z.string() });
export type KycState = z.infer<typeof kycStateSchema>;
export const getStatesResponseSchema = successEnvelope(['result'], {
  data: z.array(kycStateSchema),
});
export type GetStatesResponse = z.infer<typeof getStatesResponseSchema>;

// POST kyc/getDistrict {state}
export const getDistrictsRequestSchema = z.object({ state: stateIdSchema });
export type GetDistrictsRequest = z.input<typeof getDistrictsRequestSchema>;
export const kycDistrictSchema = z.object({ id: z.number().int(), districtname: z.string() });
export type KycDistrict = z.infer<typeof kycDistrictSchema>;
export const getDistrictsResponseSchema = successEnvelope(['result'], {
  data: z.array(kycDistrictSchema),
});
export type GetDistrictsResponse = z.infer<typeof getDistrictsResponseSchema>;

// POST kyc/userinsertUser — the personal details.
export const personalDetailsRequestSchema = z.object({
  modifiedBy: ignored,
  appmstRegNo: ignored,
  title1: ignored,
  EPassword: ignored,
  pswrd: ignored,
  fname1: kycNameSchema,
  Address1: kycAddressSchema,
  City1: optionalText(50, 'KYC_CITY_TOO_LONG'),
  State1: stateIdSchema,
  distt1: districtIdSchema,
  PinCode1: pincodeSchema,
  /** Read-only on the screen: checked when sent, but the account's own number is what is kept. */
  Mobile1: text({ error: issue('KYC_MOBILE_REQUIRED') })
    .trim()
    .min(1, { error: issue('KYC_MOBILE_REQUIRED'), abort: true })
    .regex(MOBILE_PATTERN, issue('KYC_MOBILE_INVALID'))
    .optional(),
  email1: text()
    .trim()
    .max(KYC_EMAIL_MAX_LENGTH, { error: issue('KYC_EMAIL_INVALID'), abort: true })
    .refine((v) => v === '' || z.email().safeParse(v).success, issue('KYC_EMAIL_INVALID'))
    .optional()
    .default(''),
});
export type PersonalDetailsRequest = z.input<typeof personalDetailsRequestSchema>;
export type PersonalDetails = z.output<typeof personalDetailsRequestSchema>;

/** What every KYC submit answers: the section's status now, and what the provider said. */
export const kycSubmitResponseSchema = successEnvelope(['result', 'message', 'code'], {
  data: z.object({
    status: kycStatusSchema,
    /** The name the provider has on record (online checks). */
    name: z.string().optional(),
    bankName: z.string().optional(),
    branch: z.string().nullable().optional(),
  }),
});
export type KycSubmitResponse = z.infer<typeof kycSubmitResponseSchema>;

// POST onlineKyc/pan {regno, PanNumber}
export const onlinePanRequestSchema = z.object({ regno: ignored, PanNumber: panSchema });
export type OnlinePanRequest = z.input<typeof onlinePanRequestSchema>;

// POST onlineKyc/bank {beneficiaryAccount, beneficiaryIFSC, empty extras, regno}
export const onlineBankRequestSchema = z.object({
  regno: ignored,
  beneficiaryName: ignored,
  beneficiaryMobile: ignored,
  beneficiaryAccount: accountNumberSchema,
  beneficiaryIFSC: kycIfscSchema,
});
export type OnlineBankRequest = z.input<typeof onlineBankRequestSchema>;

// POST onlineKyc/aadhaar {regno, AadhaarNumber}: starts OTP e-KYC.
export const onlineAadhaarRequestSchema = z.object({
  regno: ignored,
  AadhaarNumber: aadhaarSchema,
});
export type OnlineAadhaarRequest = z.input<typeof onlineAadhaarRequestSchema>;
export const aadhaarOtpStartedResponseSchema = successEnvelope(['result', 'message', 'code'], {
  data: z.object({
    referenceId: z.uuid(),
    maskedAadhaar: z.string(),
    expiresInSeconds: z.number().int(),
  }),
});
export type AadhaarOtpStartedResponse = z.infer<typeof aadhaarOtpStartedResponseSchema>;

// POST v1/kyc/aadhaar/verify {referenceId, otp}: completes it.
export const aadhaarOtpVerifyRequestSchema = z.object({
  referenceId: z.uuid(issue('KYC_REFERENCE_NOT_FOUND')),
  otp: text({ error: issue('OTP_FORMAT') })
    .trim()
    .regex(OTP_PATTERN, issue('OTP_FORMAT')),
});
export type AadhaarOtpVerifyRequest = z.input<typeof aadhaarOtpVerifyRequestSchema>;

// POST kyc/useruplodePan (multipart: regno, PanNumber, slipImage)
export const offlinePanFieldsSchema = z.object({ regno: ignored, PanNumber: panSchema });
export type OfflinePanFields = z.output<typeof offlinePanFieldsSchema>;
export const offlinePanFormSchema = offlinePanFieldsSchema.extend({ slipImage: z.file() });

// POST kyc/useruplodeBank (multipart: regno, BankName, BankACNo, IFSCCode, Branch, type, slipImage)
export const offlineBankFieldsSchema = z.object({
  regno: ignored,
  BankName: kycBankNameSchema,
  BankACNo: accountNumberSchema,
  IFSCCode: kycIfscSchema,
  Branch: kycBranchSchema,
  type: z.enum(KYC_ACCOUNT_TYPES, { error: issue('KYC_ACCOUNT_TYPE_REQUIRED') }),
});
export type OfflineBankFields = z.output<typeof offlineBankFieldsSchema>;
export const offlineBankFormSchema = offlineBankFieldsSchema.extend({ slipImage: z.file() });

// POST kyc/useruploadAadhaar (multipart: regno, AadhaarNumber, aadharfront, aadharback)
export const offlineAadhaarFieldsSchema = z.object({
  regno: ignored,
  AadhaarNumber: aadhaarSchema,
});
export type OfflineAadhaarFields = z.output<typeof offlineAadhaarFieldsSchema>;
export const offlineAadhaarFormSchema = offlineAadhaarFieldsSchema.extend({
  aadharfront: z.file(),
  aadharback: z.file(),
});

// POST kyc/getUserKycStatus {Userid}
export const kycStatusRequestSchema = z.object({ Userid: ignored });
export const kycStatusResponseSchema = successEnvelope(['result', 'message', 'code'], {
  data: z.object({
    kycLevel: z.enum(['min', 'full']),
    personal: kycStatusSchema,
    pan: kycStatusSchema,
    bank: kycStatusSchema,
    aadhaar: kycStatusSchema,
    /** What the wallet may hold at this level, in rupees. */
    maxBalance: z.number(),
  }),
});
export type KycStatusResponse = z.infer<typeof kycStatusResponseSchema>;

/**
 * The KYC record (docs/product-1.md §3, "first row of the approval list") with the spec's field names,
 * plus what the spec's record lacks: the personal section's status, the online flags of bank and
 * Aadhaar, the reasons of rejections and the wallet's level. PStatus is the PAN's status, as in
 * the spec. Images are API paths ('' when none); Aadharno is only ever masked.
 */
export const kycRecordSchema = z.object({
  PStatus: kycStatusSchema,
  panno: z.string(),
  OnlinePanVerify: z.enum(['0', '1']),
  panimage: z.string(),
  bankstatus: kycStatusSchema,
  bankname: z.string(),
  acountno: z.string(),
  ifscode: z.string(),
  type: z.string(),
  bankimage: z.string(),
  Aastatus: kycStatusSchema,
  Aadharno: z.string(),
  AadharFront: z.string(),
  AadharBack: z.string(),
  appmstregno: z.string(),
  appmstfname: z.string(),
  AppMstAddress1: z.string(),
  AppMstCity: z.string(),
  AppMstState: z.string(),
  distt: z.string(),
  SID: z.number().int().nullable(),
  DID: z.number().int().nullable(),
  email: z.string(),
  AppMstPinCode: z.string(),
  AppMstMobile: z.string(),
  PersonalStatus: kycStatusSchema,
  branch: z.string(),
  OnlineBankVerify: z.enum(['0', '1']),
  OnlineAadhaarVerify: z.enum(['0', '1']),
  personalReason: z.string(),
  panReason: z.string(),
  bankReason: z.string(),
  aadhaarReason: z.string(),
  kycLevel: z.enum(['min', 'full']),
});
export type KycRecord = z.infer<typeof kycRecordSchema>;

// POST kyc/getApprovalList {Action, Fromdate, Todate, Userid, status}: the customer's own record.
export const approvalListRequestSchema = z.object({
  Action: ignored,
  Fromdate: ignored,
  Todate: ignored,
  Userid: ignored,
  status: ignored,
});
export const approvalListResponseSchema = successEnvelope(['result'], {
  data: z.array(kycRecordSchema),
});
export type ApprovalListResponse = z.infer<typeof approvalListResponseSchema>;

// GET v1/kyc/files/:submissionId/:side — a document image (its owner and admins only).
export const kycFileParamsSchema = z.object({
  submissionId: z.uuid(issue('KYC_FILE_NOT_FOUND')),
  side: z.enum(KYC_FILE_SIDES, { error: issue('KYC_FILE_NOT_FOUND') }),
});

// GET v1/kyc/ifsc/:ifsc — the bank and branch an IFSC names.
export const ifscParamsSchema = z.object({ ifsc: kycIfscSchema });
export const ifscResponseSchema = successEnvelope(['result'], {
  data: z.object({
    ifsc: z.string(),
    bank: z.string(),
    branch: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
  }),
});
export type IfscResponse = z.infer<typeof ifscResponseSchema>;

// GET v1/kyc/pincode/:pincode — the state and district of a PIN code.
export const pincodeParamsSchema = z.object({ pincode: pincodeSchema });
export const pincodeResponseSchema = successEnvelope(['result'], {
  data: z.object({
    SId: z.number().int(),
    statename: z.string(),
    DId: z.number().int(),
    districtname: z.string(),
  }),
});
export type PincodeResponse = z.infer<typeof pincodeResponseSchema>;

// ---- back office -----------------------------------------------------------------------------

export const ADMIN_KYC_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
export type AdminKycFilter = (typeof ADMIN_KYC_FILTERS)[number];

const isoDay = text({ error: issue('DATE_FORMAT') })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, issue('DATE_FORMAT'))
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    issue('DATE_FORMAT'),
  );

// GET admin/kyc?status&from&to
export const adminKycQuerySchema = z
  .object({
    status: z.enum(ADMIN_KYC_FILTERS, { error: issue('INVALID_VALUE') }).default('pending'),
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: issue('DATE_RANGE'),
  });
export type AdminKycQuery = z.input<typeof adminKycQuerySchema>;

export const adminKycRowSchema = z.object({
  userId: z.uuid(),
  publicId: z.string(),
  name: z.string(),
  mobile: z.string(),
  /** When the newest submission came (ISO), or null when the customer has none. */
  submittedAt: z.string().nullable(),
  personal: kycStatusSchema,
  pan: kycStatusSchema,
  bank: kycStatusSchema,
  aadhaar: kycStatusSchema,
  kycLevel: z.enum(['min', 'full']),
});
export type AdminKycRow = z.infer<typeof adminKycRowSchema>;
export const adminKycListResponseSchema = successEnvelope(['result', 'success'], {
  data: z.array(adminKycRowSchema),
});
export type AdminKycListResponse = z.infer<typeof adminKycListResponseSchema>;

export const kycSubmissionSchema = z.object({
  id: z.uuid(),
  section: z.enum(KYC_SECTIONS),
  method: z.enum(KYC_METHODS),
  status: kycStatusSchema,
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The admin who decided, or null for the provider's verdict and undecided ones. */
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
  verifiedName: z.string().nullable(),
  /** Whether it is the section's current submission (older ones are kept for the record). */
  current: z.boolean(),
  /** Why a reviewer approved it although another customer holds the same document. */
  overrideReason: z.string().nullable(),
  /**
   * Other customers for whom the same PAN, Aadhaar or bank account is approved now: the reviewer's
   * warning, with links to them (one identity, one wallet).
   */
  approvedForOthers: z.array(z.object({ userId: z.uuid(), publicId: z.string() })),
});
export type KycSubmission = z.infer<typeof kycSubmissionSchema>;

export const aadhaarViewSchema = z.object({ adminName: z.string(), viewedAt: z.string() });
export type AadhaarView = z.infer<typeof aadhaarViewSchema>;

export const adminKycUserParamsSchema = z.object({
  userId: z.uuid(issue('KYC_CUSTOMER_NOT_FOUND')),
});
// GET admin/kyc/:userId
export const adminKycDetailResponseSchema = successEnvelope(['result', 'success'], {
  data: z.object({
    userId: z.uuid(),
    record: kycRecordSchema,
    submissions: z.array(kycSubmissionSchema),
    aadhaarViews: z.array(aadhaarViewSchema),
  }),
});
export type AdminKycDetailResponse = z.infer<typeof adminKycDetailResponseSchema>;

// POST admin/kyc/:userId/:section/approve | reject {reason}
export const adminKycSectionParamsSchema = adminKycUserParamsSchema.extend({
  section: z.enum(KYC_SECTIONS, { error: issue('NOT_FOUND') }),
});
/**
 * An approval's optional body: the override's reason, needed only when the document is approved
 * for another customer too (409 KYC_OVERRIDE_REQUIRED without it).
 */
export const approveKycRequestSchema = z
  .object({
    overrideReason: text({ error: issue('KYC_OVERRIDE_REASON') })
      .trim()
      .min(3, issue('KYC_OVERRIDE_REASON'))
      .max(200, issue('KYC_OVERRIDE_REASON'))
      .optional(),
  })
  // No body at all is an approval without override (Fastify hands the schema null).
  .nullish();
export type ApproveKycRequest = z.input<typeof approveKycRequestSchema>;
export const rejectKycRequestSchema = z.object({
  reason: text({ error: issue('KYC_REASON_REQUIRED') })
    .trim()
    .min(3, issue('KYC_REASON_REQUIRED'))
    .max(200, issue('KYC_REASON_REQUIRED')),
});
export type RejectKycRequest = z.input<typeof rejectKycRequestSchema>;
export const adminKycDecisionResponseSchema = successEnvelope(
  ['result', 'success', 'message', 'code'],
  { data: z.object({ record: kycRecordSchema }) },
);
export type AdminKycDecisionResponse = z.infer<typeof adminKycDecisionResponseSchema>;

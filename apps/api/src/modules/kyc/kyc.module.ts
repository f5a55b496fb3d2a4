import type { FastifyInstance } from 'fastify';
import { createKycRekeyService } from './kyc-rekey.service';
import type { FieldEncryption } from '../../lib/field-encryption';
import type { KycProvider } from '../../providers/kyc/kyc.port';
import type { KoshModule, ModuleDeps } from '../module-deps';
import type { UsersService } from '../users/users.service';
import { createKycAadhaarOtpService } from './kyc-aadhaar-otp.service';
import { kycAdminRoutes } from './kyc-admin.routes';
import { createKycAdminService } from './kyc-admin.service';
import { createKycIdentityRepository } from './kyc-identity.repository';
import { createKycIdentityService } from './kyc-identity.service';
import { createIdentityHasher } from './identity';
import { createKycOfflineService } from './kyc-offline.service';
import { createKycOnlineService } from './kyc-online.service';
import { createKycPersonalService } from './kyc-personal.service';
import { createKycPlacesService } from './kyc-places.service';
import { createKycRecordsService } from './kyc-records.service';
import { createKycSectionsService } from './kyc-sections.service';
import { createKycRepository } from './kyc.repository';
import { kycRoutes } from './kyc.routes';
import { kycUploadRoutes } from './kyc-uploads.routes';

/**
 * KYC: the customer's four sections verified online (the KYC provider) or offline (an admin's
 * review), the back office's desk, and the wallet's upgrade to full KYC.
 */
export function createKycModule(
  deps: Pick<ModuleDeps, 'db' | 'files' | 'text' | 'clock' | 'config' | 'log'> & {
    users: UsersService;
    provider: KycProvider;
    cipher: FieldEncryption;
  },
) {
  const { db, files, text, clock, users, provider, cipher } = deps;
  const repo = createKycRepository();
  const hash = createIdentityHasher(deps.config.kyc.identityKey);
  const identity = createKycIdentityService({
    db,
    repo: createKycIdentityRepository(),
    hash,
    cipher,
    log: deps.log,
  });
  const sections = createKycSectionsService({ db, repo, users, text, clock });
  const records = createKycRecordsService({ db, repo, users, files, cipher });
  const kyc = {
    places: createKycPlacesService(),
    records,
    personal: createKycPersonalService({ sections }),
    identity,
    online: createKycOnlineService({ db, users, sections, identity, provider, clock }),
    aadhaarOtp: createKycAadhaarOtpService({
      db,
      repo,
      users,
      sections,
      identity,
      provider,
      cipher,
      clock,
    }),
    offline: createKycOfflineService({ db, repo, sections, files, cipher, hash }),
    admin: createKycAdminService({ db, repo, users, sections, identity, records, text, clock }),
    /** Seals the vault again with the current key (`npm run kyc:rekey`). */
    rekey: createKycRekeyService({ db, files, cipher }),
    /** A keyed fingerprint of a value that may not be kept in clear (an Idempotency-Key's body). */
    fingerprint: (value: string) => cipher.fingerprint(value),
  };
  const services = { kyc };
  const routes = async (api: FastifyInstance) => {
    await api.register(kycRoutes(kyc));
    await api.register(kycUploadRoutes(kyc));
    await api.register(kycAdminRoutes(kyc.admin));
  };
  return { services, routes } satisfies KoshModule<typeof services>;
}

export type KycServices = ReturnType<typeof createKycModule>['services']['kyc'];

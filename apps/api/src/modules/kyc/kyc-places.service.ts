import { AppError } from '../../lib/app-error';
import { findIfsc } from './reference/ifsc';
import { districtsOf, findPincode, listStates } from './reference/india-places';

/** The lists and lookups the KYC forms fill themselves from: states, districts, PIN codes, IFSCs. */
export function createKycPlacesService() {
  return {
    states: () => ({ result: true as const, data: listStates() }),

    districts(stateId: number) {
      const data = districtsOf(stateId);
      if (!data) throw AppError.invalid('state', 'KYC_STATE_REQUIRED');
      return { result: true as const, data };
    },

    pincode(pincode: string) {
      const data = findPincode(pincode);
      if (!data) throw new AppError('NOT_FOUND', 'KYC_PINCODE_UNKNOWN');
      return { result: true as const, data };
    },

    async ifsc(ifsc: string) {
      const data = await findIfsc(ifsc);
      if (!data) throw new AppError('NOT_FOUND', 'KYC_IFSC_UNKNOWN');
      return { result: true as const, data };
    },

    /** The bank (and branch, when known) an IFSC names; null for one the directory does not know. */
    async ifscBranch(ifsc: string) {
      const data = await findIfsc(ifsc);
      return data ? { bank: data.bank, branch: data.branch } : null;
    },
  };
}

export type KycPlacesService = ReturnType<typeof createKycPlacesService>;

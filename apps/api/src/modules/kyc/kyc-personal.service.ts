import type { PersonalDetails } from '@kosh/contract/kyc';
import { messageText } from '@kosh/contract/messages/catalogue';
import { AppError } from '../../lib/app-error';
import type { KycSectionsService } from './kyc-sections.service';
import { districtInState, stateName } from './reference/india-places';

/**
 * The personal details (kyc/userinsertUser). They wait for review, unless an online PAN or
 * Aadhaar check of this customer has already verified a name that matches — then they are approved
 * at once (and may complete full KYC). The mobile number is the account's, whatever the form says;
 * the form's password fields are never read.
 */
export function createKycPersonalService(deps: { sections: KycSectionsService }) {
  const { sections } = deps;

  return {
    async submit(userId: string, form: PersonalDetails) {
      if (stateName(form.State1) === null) throw AppError.invalid('State1', 'KYC_STATE_REQUIRED');
      if (!districtInState(form.State1, form.distt1)) {
        throw AppError.invalid('distt1', 'KYC_DISTRICT_REQUIRED');
      }
      const { status } = await sections.forCustomer(userId, async (tx) => {
        await sections.replace(tx, userId, 'personal', {
          method: 'offline',
          status: '2',
          details: {
            name: form.fname1,
            address: form.Address1,
            city: form.City1,
            state_id: form.State1,
            district_id: form.distt1,
            pincode: form.PinCode1,
            email: form.email1,
          },
        });
        const settled = await sections.settle(tx, userId);
        return { status: settled.personalApproved ? ('1' as const) : ('2' as const) };
      });
      return {
        result: true as const,
        code: 'KYC_PERSONAL_SUBMITTED' as const,
        message: messageText('KYC_PERSONAL_SUBMITTED'),
        data: { status },
      };
    },
  };
}

export type KycPersonalService = ReturnType<typeof createKycPersonalService>;

import type { z } from 'zod';
import type { ApplyPromoResponse, applyPromoRequestSchema } from '@kosh/contract/hotel-booking';
import { messageText } from '@kosh/contract/messages/catalogue';
import { fareJson, fareOf } from './fare';
import { promotionJson, type ItineraryStepDeps } from './itinerary-fare';
import { PROMOTIONS } from './promotions';

type ApplyPromoParams = z.output<typeof applyPromoRequestSchema>;

/**
 * POST hotel/applyPromo/{code}: a promotion on the selected rate's fare (or off, for null).
 * A refusal is the promotion's 422 on `promoCode`, and nothing is stored.
 */
export function createApplyPromo(deps: ItineraryStepDeps) {
  const { repo, access, clock } = deps;
  return async function applyPromo(
    code: string,
    params: ApplyPromoParams,
    userId: string | null,
  ): Promise<ApplyPromoResponse> {
    const opened = await access.open(code, params.traceId, userId, { claim: false });
    const { rate } = access.selectedRate(opened);
    // Refused before anything is locked or written.
    const fare = fareOf(rate, opened, params.promoCode, clock());
    const row =
      opened.promoCode === fare.promoCode
        ? await access.claim(opened, userId)
        : await access.change(opened, userId, async (tx, locked) => {
            // Priced again on the locked row: its selection may have changed meanwhile.
            const lockedFare = fareOf(
              access.selectedRate(locked).rate,
              locked,
              params.promoCode,
              clock(),
            );
            return repo.updateItinerary(
              tx,
              locked.code,
              { promoCode: lockedFare.promoCode },
              clock(),
            );
          });
    const final = fareOf(access.selectedRate(row).rate, row, row.promoCode, clock());
    const promotion = PROMOTIONS.find((p) => p.code === final.promoCode);
    return {
      result: true,
      success: true,
      message: final.promoCode
        ? messageText('HOTEL_PROMO_APPLIED', { code: final.promoCode })
        : messageText('HOTEL_PROMO_REMOVED'),
      data: {
        fare: fareJson(final),
        promotion: promotion ? promotionJson(promotion) : null,
      },
    };
  };
}

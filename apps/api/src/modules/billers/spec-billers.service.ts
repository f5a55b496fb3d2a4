import { checkBillerParams } from '@kosh/contract/bill-params';
import type { BillKind } from '@kosh/contract/service-kinds';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BillerRow, BillersRepository } from './billers.repository';
import { checkAmount } from './pay-biller.service';

/**
 * What each of the spec's bill screens is in the catalogue: the categories its billers are in (an
 * operator's code is its biller's id), and whether its service number is the biller's own account
 * parameter. The gas screen books LPG cylinders and piped gas alike by the registered mobile
 * number, not by the LPG ID or BP number their catalogue entries ask for, so its numbers keep the
 * spec's rule alone.
 */
const SPEC_SCREENS: Record<BillKind, { categories: readonly string[]; numberIsAccount: boolean }> =
  {
    electricity: { categories: ['ELECTRICITY'], numberIsAccount: true },
    gas: { categories: ['LPG_CYLINDER', 'PIPED_GAS'], numberIsAccount: false },
    postpaid: { categories: ['MOBILE_POSTPAID'], numberIsAccount: true },
  };

/** A spec screen's biller; before the first sync has brought the catalogue in, none is known. */
export type SpecBiller = { synced: false } | { synced: true; biller: BillerRow | null };

/**
 * The biller model under the spec's electricity, gas and postpaid screens (`service/getList/{5,6,3}`,
 * `elBill/…`): which billers they list and pay — those the aggregator publishes and the back office
 * shows, in its order — and each biller's own rules on the account and the amount, applied where
 * they do not change what the spec answers.
 */
export function createSpecBillersService(deps: { db: Db; repo: BillersRepository }) {
  const { db, repo } = deps;
  const synced = async () => (await repo.syncState(db)) !== null;

  return {
    /** Each listed biller's display order, by id; null before the first catalogue sync. */
    async listed(kind: BillKind): Promise<Map<string, number> | null> {
      if (!(await synced())) return null;
      const rows = await repo.listVisibleIn(db, SPEC_SCREENS[kind].categories);
      return new Map(rows.map((r) => [r.id, r.displayOrder]));
    },

    /** The biller a spec screen pays by its operator code, if a customer may pay it there. */
    async payable(kind: BillKind, code: string): Promise<SpecBiller> {
      if (!(await synced())) return { synced: false };
      const row = await repo.findVisibleBiller(db, code);
      const here = row !== null && SPEC_SCREENS[kind].categories.includes(row.categoryId);
      return { synced: true, biller: here ? row : null };
    },

    /**
     * The account by the biller's own parameters: the service number is its first, the screen's
     * options its next ones. A refusal names the spec's field, in the biller's own words; the
     * spec's own checks on these fields come first, so their words win.
     */
    checkAccount(kind: BillKind, biller: BillerRow, given: { field: string; value: string }[]) {
      if (!SPEC_SCREENS[kind].numberIsAccount) return;
      const params = biller.params.slice(0, given.length);
      const values = Object.fromEntries(params.map((p, i) => [p.name, given[i]!.value]));
      const checked = checkBillerParams(params, values);
      if (checked.ok) return;
      const fields = checked.refusals.map((r) => ({
        ...r,
        field: given[params.findIndex((p) => `params.${p.name}` === r.field)]!.field,
      }));
      throw new AppError('VALIDATION_FAILED', fields[0]!.code, {
        fields,
        params: fields[0]!.params,
      });
    },

    /**
     * The amount: the spec's screens pay a fetched bill whole (the spec's rule and words, stricter
     * than any exactness a biller declares), within the biller's limits, which always hold the
     * bill it issued itself.
     */
    checkAmount(biller: BillerRow | null, amountPaise: bigint, duePaise: bigint) {
      const min = biller?.minAmountPaise ?? duePaise;
      const max = biller?.maxAmountPaise ?? duePaise;
      checkAmount(
        {
          exactness: 'EXACT',
          minAmountPaise: min < duePaise ? min : duePaise,
          maxAmountPaise: max > duePaise ? max : duePaise,
        },
        amountPaise,
        duePaise,
      );
    },
  };
}

export type SpecBillersService = ReturnType<typeof createSpecBillersService>;

import { istDaysBetween, istToday, istWallClock, addIstDays } from '@kosh/contract/common/ist-day';
import type { BillKind } from '@kosh/contract/service-kinds';
import type { Db } from '../../db/client';
import type { TextCustomer } from '../../lib/customer-sms';
import type { Clock } from '../../lib/faults';
import type { Logger } from '../../lib/log-context';
import type { ProviderBill } from '../../providers/recharge/recharge.port';
import type { RemindersRepository } from './reminders.repository';

/** A biller account a customer saved (the recents module keeps them), as reminders need it. */
export interface SavedBiller {
  id: string;
  userId: string;
  kind: BillKind;
  operatorCode: string;
  serviceNumber: string;
  option1: string;
  option2: string;
  /** The mobile the bill was fetched with (gas and electricity ask for one). */
  customerMobile: string | null;
}

/** Saved billers whose reminders are on, a page at a time in id order (after `afterId`). */
export type SavedBillersPage = (afterId: string | null, limit: number) => Promise<SavedBiller[]>;

/** The bill a biller has now for an account (null: none due) and whether Kosh paid it already. */
export type DueBill = (
  biller: SavedBiller,
) => Promise<{ bill: ProviderBill; paid: boolean } | null>;

/** Where the reminder's inbox entry leads: the bill's screen, filled in for this account. */
function payBillPrefill(biller: SavedBiller): string {
  const prefill = new URLSearchParams({
    kind: biller.kind,
    operator: biller.operatorCode,
    number: biller.serviceNumber,
  });
  if (biller.customerMobile) prefill.set('mobile', biller.customerMobile);
  return prefill.toString();
}

/** Reminders are texts: sent in the day, from 09:00 to 21:00 in India, never at night. */
const DAYTIME_HOURS = { from: 9, until: 21 } as const;
const PAGE = 100;
/** The billers one run asks about at most (the job runs hourly: the rest wait an hour). */
const MAX_CHECKS_PER_RUN = 1000;
/** A reminder is remembered this long after its bill fell due (so a late look sends no second). */
const KEEP_DAYS = 90;

export interface ReminderRun {
  checked: number;
  reminded: number;
  failed: number;
  skipped?: 'night';
}

/**
 * The bill reminders job: each saved biller's bill is looked at once a day (after the biller
 * answers; a biller that fails is asked again next run), and a bill due within the customer's
 * window that Kosh has not paid gets one text — and with it the inbox entry — recorded in the
 * same transaction as the reminder row whose UNIQUE (customer, biller, account, bill number)
 * keeps it to one per bill, across windows, runs and API copies.
 */
export function createBillRemindersService(deps: {
  db: Db;
  repo: RemindersRepository;
  savedBillers: SavedBillersPage;
  dueBill: DueBill;
  text: TextCustomer;
  clock: Clock;
  log: Logger;
}) {
  const { db, repo } = deps;

  async function remindOne(biller: SavedBiller, today: string, windowDays: number) {
    const due = await deps.dueBill(biller);
    await repo.markChecked(biller.id, today);
    if (!due || due.paid) return false;
    const daysLeft = istDaysBetween(today, due.bill.dueDate);
    if (daysLeft < 0 || daysLeft > windowDays) return false;
    return db.transaction(async (tx) => {
      const fresh = await repo.recordOnce(tx, {
        userId: biller.userId,
        payeeId: biller.id,
        operatorCode: biller.operatorCode,
        serviceNumber: biller.serviceNumber,
        billNumber: due.bill.billNumber,
        dueDate: due.bill.dueDate,
        amountPaise: due.bill.amountPaise,
      });
      if (fresh) {
        await deps.text(
          tx,
          biller.userId,
          'billDue',
          {
            kind: biller.kind,
            amountPaise: due.bill.amountPaise,
            number: biller.serviceNumber,
            dueDate: due.bill.dueDate,
          },
          { kind: 'payBill', id: payBillPrefill(biller) },
        );
      }
      return fresh;
    });
  }

  return {
    async run(): Promise<ReminderRun> {
      const now = deps.clock();
      const { hour } = istWallClock(now);
      const run: ReminderRun = { checked: 0, reminded: 0, failed: 0 };
      if (hour < DAYTIME_HOURS.from || hour >= DAYTIME_HOURS.until)
        return { ...run, skipped: 'night' };
      const today = istToday(now);
      let after: string | null = null;
      while (run.checked < MAX_CHECKS_PER_RUN) {
        const page = await deps.savedBillers(after, PAGE);
        if (page.length === 0) break;
        after = page.at(-1)!.id;
        const settings = await repo.settingsOf([...new Set(page.map((b) => b.userId))]);
        const seen = await repo.checkedOn(
          page.map((b) => b.id),
          today,
        );
        for (const biller of page) {
          const chosen = settings.get(biller.userId);
          if (!chosen?.enabled || seen.has(biller.id)) continue;
          run.checked += 1;
          try {
            if (await remindOne(biller, today, chosen.windowDays)) run.reminded += 1;
          } catch (error) {
            // One biller down (or one bad account) must not stop the others' reminders.
            run.failed += 1;
            deps.log.warn(
              { err: error, operator: biller.operatorCode },
              'bill reminder: not checked',
            );
          }
        }
      }
      await repo.purge(addIstDays(today, -1), addIstDays(today, -KEEP_DAYS));
      return run;
    },

    /** Reminders sent to a customer, newest first. */
    sentTo: (userId: string) => repo.listOwnedBy(userId),

    /** The bills a customer was reminded of that fall due today or later, soonest first. */
    async dueFor(userId: string) {
      const rows = await repo.dueOwnedBy(userId, istToday(deps.clock()));
      return rows.map((row) => ({
        payeeId: row.payeeId,
        billNumber: row.billNumber,
        dueDate: row.dueDate,
        amountPaise: Number(row.amountPaise),
        remindedAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type BillRemindersService = ReturnType<typeof createBillRemindersService>;

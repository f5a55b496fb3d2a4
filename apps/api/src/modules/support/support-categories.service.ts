import type {
  AdminCategory,
  CreateCategoryRequest,
  SupportCategory,
  UpdateCategoryRequest,
} from '@kosh/contract/support';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { SupportCategoriesRepository } from './support-categories.repository';

/** The six categories a first start offers, received by the first admin, with their Hindi. */
export const SEEDED_CATEGORIES = [
  { name: 'Wallet & top-ups', nameHi: 'वॉलेट और टॉप-अप' },
  { name: 'Recharges & bills', nameHi: 'रिचार्ज और बिल' },
  { name: 'KYC', nameHi: 'KYC सत्यापन' },
  { name: 'Hotel bookings', nameHi: 'होटल बुकिंग' },
  { name: 'Account & login', nameHi: 'खाता और लॉग इन' },
  { name: 'Something else', nameHi: 'कुछ और' },
] as const;

/**
 * app_settings' mark that the seeded categories' Hindi names were filled in. Once per database,
 * so a Hindi name the back office later clears stays cleared.
 */
const HINDI_NAMES_FILLED = 'support.categories.hindi-names';

const notFound = () => new AppError('NOT_FOUND', 'TICKET_CATEGORY_NOT_FOUND');
const nameTaken = () => AppError.invalid('name', 'TICKET_CATEGORY_NAME_TAKEN');

/**
 * What customers file tickets under (docs/product-2.md §3 Support category) and who receives each: the
 * customer's list, the back office's list and changes, and the first start's six.
 */
export function createSupportCategoriesService(deps: {
  db: Db;
  repo: SupportCategoriesRepository;
}) {
  const { db, repo } = deps;

  async function list(tx: DbOrTx): Promise<AdminCategory[]> {
    const rows = await repo.all(tx);
    return rows.map((r) => ({
      id: r.category.id,
      name: r.category.name,
      nameHi: r.category.nameHi,
      active: r.category.active,
      receiver:
        r.receiverPublicId && r.receiverName
          ? { userId: r.receiverPublicId, name: r.receiverName }
          : null,
      openTickets: Number(r.openTickets),
    }));
  }

  async function one(id: number): Promise<AdminCategory> {
    const found = (await list(db)).find((category) => category.id === id);
    if (!found) throw notFound();
    return found;
  }

  /** The receiver a request names: undefined to leave it, null for nobody, else an admin's id. */
  async function receiverFor(publicId: string | null | undefined) {
    if (publicId === undefined) return undefined;
    if (publicId === null || publicId === '') return null;
    const id = await repo.adminId(db, publicId);
    if (!id) throw AppError.invalid('receiver', 'TICKET_ASSIGNEE_UNKNOWN');
    return id;
  }

  return {
    /**
     * The six categories, once (a later start finds them); their receiver is the first admin, and
     * a seeded category still without one gets them as soon as an admin exists. An install seeded
     * before categories had a Hindi name gets the seed's, once, where the name is still the seed's.
     */
    async seedIfFirstStart(): Promise<number> {
      const admin = await repo.firstAdminId(db);
      const created = (await repo.isEmpty(db))
        ? await repo.insertSeeded(
            db,
            SEEDED_CATEGORIES.map((seed, position) => ({ ...seed, position, receiverId: admin })),
          )
        : 0;
      const names = SEEDED_CATEGORIES.map((seed) => seed.name);
      if (admin) await repo.fillSeededReceivers(db, admin, names);
      await db.transaction(async (tx) => {
        if (await repo.claimOnce(tx, HINDI_NAMES_FILLED)) {
          await repo.fillSeededHindiNames(tx, SEEDED_CATEGORIES);
        }
      });
      return created;
    },

    /** admin/getActiveCategories: the active categories in their order, with their receiver. */
    async active(): Promise<SupportCategory[]> {
      const rows = await repo.active(db);
      return rows.map((r) => ({
        id: r.id,
        Category: r.Category,
        username: r.username ?? null,
        CategoryHi: r.CategoryHi,
      }));
    },

    all: () => list(db),

    async create(input: CreateCategoryRequest): Promise<AdminCategory> {
      const receiverId = await receiverFor(input.receiver ?? null);
      try {
        const row = await repo.insert(db, {
          name: input.name,
          nameHi: input.nameHi || null,
          receiverId: receiverId ?? null,
          active: input.active ?? true,
        });
        if (!row) throw new Error('insert into support_categories returned no row');
        return await one(row.id);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async update(id: number, input: UpdateCategoryRequest): Promise<AdminCategory> {
      const receiverId = await receiverFor(input.receiver);
      try {
        const row = await repo.update(db, id, {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.nameHi !== undefined ? { nameHi: input.nameHi || null } : {}),
          ...(receiverId !== undefined ? { receiverId } : {}),
          ...(input.active !== undefined ? { active: input.active } : {}),
        });
        if (!row) throw notFound();
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
      return one(id);
    },
  };
}

export type SupportCategoriesService = ReturnType<typeof createSupportCategoriesService>;

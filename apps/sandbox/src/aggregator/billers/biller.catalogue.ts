import { CIVIC_CATEGORIES } from './biller.seed-civic';
import { FINANCE_CATEGORIES } from './biller.seed-finance';
import { TV_CATEGORIES } from './biller.seed-tv';
import { UTILITY_CATEGORIES } from './biller.seed-utilities';
import { SEED_UPDATED_AT, type Biller, type BillerCategory } from './biller.types';

const SEED = [...UTILITY_CATEGORIES, ...TV_CATEGORIES, ...FINANCE_CATEGORIES, ...CIVIC_CATEGORIES];

/** The seeded categories and billers, as the aggregator publishes them at each start. */
export function seedCatalogue() {
  const categories: BillerCategory[] = SEED.map(({ code, name, nameHi }) => ({
    code,
    name,
    nameHi,
  }));
  const billers: Biller[] = SEED.flatMap((seed) =>
    seed.billers.map(([id, name, coverage, overrides]): Biller => ({
      id,
      name,
      category: seed.code,
      coverage,
      ...seed.defaults,
      ...overrides,
      updatedAt: SEED_UPDATED_AT,
    })),
  );
  return { categories, billers };
}

export interface BillerQuery {
  category?: string;
  q?: string;
  page: number;
  pageSize: number;
  updatedSince?: string;
}

/**
 * One sandbox's catalogue: the seed, plus what a tester adds at run time. Each addition bumps the
 * version and updatedAt, so a client that syncs can tell the catalogue changed.
 */
export class BillerCatalogue {
  private readonly categories = new Map<string, BillerCategory>();
  private readonly billers = new Map<string, Biller>();
  version = 1;
  updatedAt = SEED_UPDATED_AT;

  constructor() {
    const seed = seedCatalogue();
    for (const category of seed.categories) this.categories.set(category.code, category);
    for (const biller of seed.billers) this.billers.set(biller.id, biller);
  }

  stamp() {
    return { version: this.version, updatedAt: this.updatedAt };
  }

  findCategory(code: string) {
    return this.categories.get(code);
  }

  findBiller(id: string) {
    return this.billers.get(id);
  }

  listCategories() {
    const counts = new Map<string, number>();
    for (const b of this.billers.values())
      counts.set(b.category, (counts.get(b.category) ?? 0) + 1);
    return [...this.categories.values()].map((c) => ({
      ...c,
      billerCount: counts.get(c.code) ?? 0,
    }));
  }

  /** By category, then name; `q` matches the name, id or coverage, in any case. */
  listBillers(query: BillerQuery) {
    const q = query.q?.toLowerCase();
    const since = query.updatedSince === undefined ? undefined : Date.parse(query.updatedSince);
    const order = [...this.categories.keys()];
    const matching = [...this.billers.values()]
      .filter((b) => query.category === undefined || b.category === query.category)
      .filter(
        (b) =>
          q === undefined ||
          [b.name, b.id, b.coverage].some((text) => text.toLowerCase().includes(q)),
      )
      .filter((b) => since === undefined || Date.parse(b.updatedAt) > since)
      .sort(
        (a, b) =>
          order.indexOf(a.category) - order.indexOf(b.category) || a.name.localeCompare(b.name),
      );
    const start = (query.page - 1) * query.pageSize;
    return {
      billers: matching.slice(start, start + query.pageSize),
      total: matching.length,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  private bump() {
    this.version += 1;
    // Strictly later than before, even for two additions in the same millisecond.
    const now = Math.max(Date.now(), Date.parse(this.updatedAt) + 1);
    this.updatedAt = new Date(now).toISOString();
    return this.updatedAt;
  }

  addCategory(category: BillerCategory) {
    this.categories.set(category.code, category);
    this.bump();
    return category;
  }

  addBiller(biller: Omit<Biller, 'updatedAt'>) {
    const added: Biller = { ...biller, updatedAt: this.bump() };
    this.billers.set(added.id, added);
    return added;
  }
}

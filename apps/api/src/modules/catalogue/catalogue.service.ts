import fs from 'node:fs/promises';
import type {
  AdminServiceCompany,
  ServiceCategory,
  ServiceCompany,
  UpdateServiceCompany,
} from '@kosh/contract/catalogue';
import type { Db } from '../../db/client';
import { AppError, type FieldRefusal } from '../../lib/app-error';
import { publicFileUrl, type FileStore } from '../../providers/files/file-store';
import { ImageRejectedError, processImage } from '../../lib/images';
import { createChannelKeptValue } from '../../lib/channel-kept-value';
import type {
  CatalogueRepository,
  ServiceCompanyPatch,
  ServiceCompanyRow,
} from './catalogue.repository';
import { SEED_COMPANIES } from './seed-companies';
import { createServiceList, type ListedBillers } from './service-list';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Logos are shown at 28–64 px; 256 px keeps them sharp on any screen and a few KB in size. */
const LOGO_BOX = { width: 256, height: 256, fit: 'inside' } as const;
const LOGO_FOLDER = 'logos';
const SEED_LOGOS = new URL('./seed-logos/', import.meta.url);

/** What the recharge and bill modules need to know of a company they are asked to pay. */
export interface CatalogueCompany {
  id: string;
  category: ServiceCategory;
  code: string;
  name: string;
  serviceNoHint: string;
  option1: string | null;
  option2: string | null;
}

export interface NewServiceCompany {
  category: ServiceCategory;
  code: string;
  name: string;
  serviceNoHint: string;
  option1: string | null;
  option1Placeholder: string | null;
  option2: string | null;
  option2Placeholder: string | null;
  sortOrder?: number;
  active: boolean;
}

/** The spec's shape (docs/product-1.md §3). */
export function toPublic(row: ServiceCompanyRow): ServiceCompany {
  return {
    Code: row.code,
    CompanyName: row.name,
    logo: publicFileUrl(row.logoPath),
    Service_No: row.serviceNoHint,
    Option1: row.option1Label,
    Option2: row.option2Label,
    option1Placeholder: row.option1Placeholder,
    option2Placeholder: row.option2Placeholder,
  };
}

function toCompany(row: ServiceCompanyRow): CatalogueCompany {
  return {
    id: row.id,
    category: row.category as ServiceCategory,
    code: row.code,
    name: row.name,
    serviceNoHint: row.serviceNoHint,
    option1: row.option1Label,
    option2: row.option2Label,
  };
}

const activeKey = (category: number, code: string) => `${category}:${code}`;

/**
 * How long the active companies are trusted without a word from the database (a backstop: the
 * trigger of migration 0044 says when they change).
 */
const ACTIVE_COMPANIES_MAX_AGE_MS = 5 * 60_000;

function toAdmin(row: ServiceCompanyRow): AdminServiceCompany {
  return {
    id: row.id,
    category: row.category,
    code: row.code,
    name: row.name,
    logo: publicFileUrl(row.logoPath),
    serviceNoHint: row.serviceNoHint,
    option1: row.option1Label,
    option1Placeholder: row.option1Placeholder,
    option2: row.option2Label,
    option2Placeholder: row.option2Placeholder,
    sortOrder: row.sortOrder,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A placeholder with no field to hold it, or a second field without a first, is a mistake. */
function checkOptions(company: {
  option1Label: string | null;
  option1Placeholder: string | null;
  option2Label: string | null;
  option2Placeholder: string | null;
}) {
  const problems: FieldRefusal[] = [];
  if (company.option1Placeholder && !company.option1Label) {
    problems.push({
      field: 'option1Placeholder',
      code: 'OPTION1_LABEL_FIRST',
    });
  }
  if (company.option2Placeholder && !company.option2Label) {
    problems.push({
      field: 'option2Placeholder',
      code: 'OPTION2_LABEL_FIRST',
    });
  }
  if (company.option2Label && !company.option1Label) {
    problems.push({ field: 'option2', code: 'OPTION1_BEFORE_OPTION2' });
  }
  if (problems.length > 0) {
    throw new AppError('VALIDATION_FAILED', problems[0]!.code, { fields: problems });
  }
}

export function createCatalogueService(deps: {
  db: Db;
  repo: CatalogueRepository;
  files: FileStore;
  listedBillers?: ListedBillers;
}) {
  const { db, repo, files } = deps;

  async function mustFind(id: string): Promise<ServiceCompanyRow> {
    const row = await repo.findById(db, id);
    if (!row) throw new AppError('NOT_FOUND', 'COMPANY_NOT_FOUND');
    return row;
  }

  /**
   * The active companies, by category and code, kept in memory while the database's channel says
   * when they change (lib/channel-kept-value.ts): every recharge and bill names one, and an
   * operator changes them a few times a year, so a payment asks PostgreSQL nothing for it.
   */
  const activeCompanies = createChannelKeptValue({
    load: async () =>
      new Map(
        (await repo.list(db))
          .filter((row) => row.active)
          .map((row) => [activeKey(row.category, row.code), toCompany(row)]),
      ),
    maxAgeMs: ACTIVE_COMPANIES_MAX_AGE_MS,
  });

  return {
    ...createServiceList({ db, repo, toPublic, listedBillers: deps.listedBillers }),

    /** The kept companies' channel hand-over and messages (app.ts). */
    activeCompanies,

    /**
     * The company a recharge or bill names by its operator code, if it is in this category and
     * active; null otherwise (the caller answers 400 on its own field).
     */
    async findActiveCompany(
      category: ServiceCategory,
      code: string,
    ): Promise<CatalogueCompany | null> {
      const companies = await activeCompanies.get();
      return companies.get(activeKey(category, code.trim().toUpperCase())) ?? null;
    },

    async adminList(category?: ServiceCategory): Promise<AdminServiceCompany[]> {
      return (await repo.list(db, category)).map(toAdmin);
    },

    async create(input: NewServiceCompany): Promise<AdminServiceCompany> {
      const values = {
        category: input.category,
        code: input.code,
        name: input.name,
        serviceNoHint: input.serviceNoHint,
        option1Label: input.option1,
        option1Placeholder: input.option1Placeholder,
        option2Label: input.option2,
        option2Placeholder: input.option2Placeholder,
        active: input.active,
      };
      checkOptions(values);
      const row = await repo.insert(db, {
        ...values,
        sortOrder: input.sortOrder ?? (await repo.nextSortOrder(db, input.category)),
      });
      if (!row) {
        throw new AppError('CONFLICT', 'COMPANY_CODE_TAKEN', {
          params: { code: input.code },
          fields: [{ field: 'code', code: 'COMPANY_CODE_IN_CATALOGUE' }],
        });
      }
      return toAdmin(row);
    },

    async update(id: string, input: UpdateServiceCompany): Promise<AdminServiceCompany> {
      const patch: ServiceCompanyPatch = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.serviceNoHint !== undefined ? { serviceNoHint: input.serviceNoHint } : {}),
        ...(input.option1 !== undefined ? { option1Label: input.option1 } : {}),
        ...(input.option1Placeholder !== undefined
          ? { option1Placeholder: input.option1Placeholder }
          : {}),
        ...(input.option2 !== undefined ? { option2Label: input.option2 } : {}),
        ...(input.option2Placeholder !== undefined
          ? { option2Placeholder: input.option2Placeholder }
          : {}),
        ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
      };
      return db.transaction(async (tx) => {
        const current = await repo.lockById(tx, id);
        if (!current) throw new AppError('NOT_FOUND', 'COMPANY_NOT_FOUND');
        checkOptions({ ...current, ...patch });
        const row = await repo.update(tx, id, patch);
        if (!row) throw new AppError('NOT_FOUND', 'COMPANY_NOT_FOUND');
        return toAdmin(row);
      });
    },

    /**
     * Replaces a company's logo with an uploaded picture, checked by its bytes and re-encoded
     * (SVG is refused: a script inside one would run wherever the file is opened).
     */
    async setLogo(id: string, image: Buffer): Promise<AdminServiceCompany> {
      await mustFind(id);
      let processed;
      try {
        processed = await processImage(image, { maxBytes: LOGO_MAX_BYTES, resize: LOGO_BOX });
      } catch (error) {
        if (error instanceof ImageRejectedError) {
          throw AppError.invalid('logo', error.code, error.params);
        }
        throw error;
      }
      const logoPath = await files.savePublic(LOGO_FOLDER, processed.extension, processed.data);
      let replaced: string | null;
      let row: ServiceCompanyRow | null;
      try {
        ({ replaced, row } = await db.transaction(async (tx) => {
          const current = await repo.lockById(tx, id);
          if (!current) throw new AppError('NOT_FOUND', 'COMPANY_NOT_FOUND');
          return { replaced: current.logoPath, row: await repo.update(tx, id, { logoPath }) };
        }));
      } catch (error) {
        await files.removePublic(logoPath);
        throw error;
      }
      // The old file goes only once nothing points at it.
      await files.removePublic(replaced);
      if (!row) throw new AppError('NOT_FOUND', 'COMPANY_NOT_FOUND');
      return toAdmin(row);
    },

    /**
     * On the very first start, fills the catalogue with the companies of SEED_COMPANIES and their
     * logos. Runs once: a catalogue that has any company is never seeded again, so what the back
     * office changed stays changed. API copies starting together on one fresh database queue on
     * an advisory lock and the later ones find the rows there.
     */
    async seedIfFirstStart(): Promise<number> {
      if (!(await repo.isEmpty(db))) return 0;
      const logos = await Promise.all(
        SEED_COMPANIES.map((c) => fs.readFile(new URL(`${c.code.toLowerCase()}.svg`, SEED_LOGOS))),
      );
      const written: string[] = [];
      try {
        return await db.transaction(async (tx) => {
          await repo.lockSeeding(tx);
          if (!(await repo.isEmpty(tx))) return 0;
          const positions = new Map<number, number>();
          for (const [index, company] of SEED_COMPANIES.entries()) {
            const logoPath = await files.savePublic(LOGO_FOLDER, 'svg', logos[index]!);
            written.push(logoPath);
            const sortOrder = positions.get(company.category) ?? 0;
            positions.set(company.category, sortOrder + 10);
            const row = await repo.insert(tx, {
              category: company.category,
              code: company.code,
              name: company.name,
              serviceNoHint: company.serviceNoHint,
              option1Label: company.option1 ?? null,
              option1Placeholder: company.option1Placeholder ?? null,
              option2Label: company.option2 ?? null,
              option2Placeholder: company.option2Placeholder ?? null,
              logoPath,
              sortOrder,
            });
            if (!row) throw new Error(`seed company ${company.code} already exists`);
          }
          return SEED_COMPANIES.length;
        });
      } catch (error) {
        // The rows were rolled back; do not leave their files behind.
        await Promise.all(written.map((p) => files.removePublic(p)));
        throw error;
      }
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

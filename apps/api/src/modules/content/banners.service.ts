import type {
  AdminBanner,
  BannerKind,
  SliderItem,
  UpdateBannerRequest,
} from '@kosh/contract/content';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { publicFileUrl, type FileStore } from '../../providers/files/file-store';
import { ImageRejectedError, processImage } from '../../lib/images';
import type { BannerRow, BannersRepository } from './banners.repository';
import { SEED_IMAGES } from './seed-banners';

export const BANNER_MAX_BYTES = 5 * 1024 * 1024;
const SIZES: Record<BannerKind, { width: number; height: number }> = {
  banner: { width: 1200, height: 500 },
  slider: { width: 600, height: 360 },
};
const SEEDED_KEY = 'content.banners.seeded';

function toAdmin(row: BannerRow): AdminBanner {
  return {
    id: row.id,
    kind: row.kind,
    img: publicFileUrl(row.imagePath) ?? '',
    linke: row.link,
    alt: row.alt,
    position: row.position,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createBannersService(deps: { db: Db; repo: BannersRepository; files: FileStore }) {
  const { db, repo, files } = deps;

  async function mustFind(id: string): Promise<BannerRow> {
    const row = await repo.findById(db, id);
    if (!row) throw new AppError('NOT_FOUND', 'BANNER_NOT_FOUND');
    return row;
  }

  return {
    async publicList(kind: BannerKind): Promise<SliderItem[]> {
      const rows = await repo.listEnabled(db, kind);
      return rows.map((r) => ({
        img: publicFileUrl(r.imagePath) ?? '',
        linke: r.link,
        alt: r.alt,
      }));
    },

    async adminList(): Promise<AdminBanner[]> {
      return (await repo.listAll(db)).map(toAdmin);
    },

    async create(input: {
      kind: BannerKind;
      link: string;
      alt: string;
      image: Buffer;
    }): Promise<AdminBanner> {
      let processed;
      try {
        processed = await processImage(input.image, {
          maxBytes: BANNER_MAX_BYTES,
          resize: { ...SIZES[input.kind], fit: 'cover' },
        });
      } catch (error) {
        if (error instanceof ImageRejectedError) {
          throw AppError.invalid('image', error.code, error.params);
        }
        throw error;
      }
      const imagePath = await files.savePublic('banners', processed.extension, processed.data);
      try {
        const row = await repo.insert(db, {
          kind: input.kind,
          imagePath,
          link: input.link,
          alt: input.alt,
          position: await repo.nextPosition(db, input.kind),
        });
        return toAdmin(row);
      } catch (error) {
        await files.removePublic(imagePath);
        throw error;
      }
    },

    async update(id: string, patch: UpdateBannerRequest): Promise<AdminBanner> {
      await mustFind(id);
      const row = await repo.update(db, id, {
        ...(patch.linke !== undefined ? { link: patch.linke } : {}),
        ...(patch.alt !== undefined ? { alt: patch.alt } : {}),
        ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
      });
      if (!row) throw new AppError('NOT_FOUND', 'BANNER_NOT_FOUND');
      return toAdmin(row);
    },

    /** Sets the order of one kind's images; the ids must be exactly that kind's images. */
    async reorder(kind: BannerKind, ids: string[]): Promise<AdminBanner[]> {
      return db.transaction(async (tx) => {
        const current = (await repo.listAll(tx)).filter((r) => r.kind === kind);
        const known = new Set(current.map((r) => r.id));
        if (
          ids.length !== known.size ||
          new Set(ids).size !== ids.length ||
          !ids.every((id) => known.has(id))
        ) {
          throw new AppError('CONFLICT', 'BANNER_LIST_CHANGED');
        }
        for (const [position, id] of ids.entries()) await repo.update(tx, id, { position });
        return (await repo.listAll(tx)).map(toAdmin);
      });
    },

    async remove(id: string): Promise<void> {
      const row = await repo.remove(db, await mustFind(id).then((r) => r.id));
      if (row) await files.removePublic(row.imagePath);
    },

    /**
     * On the very first start, fills the home page with the project's own images. Runs once: an
     * admin who later deletes them all gets an empty carousel, not the seeds back. Several API
     * copies may start on one fresh database at the same moment, so the "seeded" mark is claimed
     * first, in the transaction that inserts the rows: the other copies wait on that row and then
     * find it taken.
     */
    async seedIfFirstStart(): Promise<number> {
      if (await repo.getSetting(db, SEEDED_KEY)) return 0;
      const written: string[] = [];
      try {
        return await db.transaction(async (tx) => {
          const claimed = await repo.claimSetting(tx, SEEDED_KEY, {
            at: new Date().toISOString(),
            count: SEED_IMAGES.length,
          });
          if (!claimed) return 0;
          const positions: Record<BannerKind, number> = { banner: 0, slider: 0 };
          for (const image of SEED_IMAGES) {
            const imagePath = await files.savePublic('banners', 'svg', Buffer.from(image.svg));
            written.push(imagePath);
            await repo.insert(tx, {
              kind: image.kind,
              imagePath,
              link: image.link,
              alt: image.alt,
              position: positions[image.kind]++,
            });
          }
          return SEED_IMAGES.length;
        });
      } catch (error) {
        // The rows were rolled back; do not leave their files behind.
        await Promise.all(written.map((p) => files.removePublic(p)));
        throw error;
      }
    },
  };
}

export type BannersService = ReturnType<typeof createBannersService>;

import type {
  AdminBanner,
  BannerKind,
  SliderItem,
  UpdateBannerRequest,
} from '@kosh/contract/content';
import type { Language } from '@kosh/contract/common/language';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { publicFileUrl, type FileStore } from '../../providers/files/file-store';
import { ImageRejectedError, processImage } from '../../lib/images';
import type { BannerRow, BannersRepository } from './banners.repository';
import { createBannerSeeding } from './banner-seeding';

export const BANNER_MAX_BYTES = 5 * 1024 * 1024;
const SIZES: Record<BannerKind, { width: number; height: number }> = {
  banner: { width: 1200, height: 500 },
  slider: { width: 600, height: 360 },
};

function toAdmin(row: BannerRow): AdminBanner {
  return {
    id: row.id,
    kind: row.kind,
    img: publicFileUrl(row.imagePath) ?? '',
    linke: row.link,
    alt: row.alt,
    language: row.language,
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
        language: r.language,
      }));
    },

    async adminList(): Promise<AdminBanner[]> {
      return (await repo.listAll(db)).map(toAdmin);
    },

    async create(input: {
      kind: BannerKind;
      link: string;
      alt: string;
      language: Language | null;
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
          language: input.language,
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
        ...(patch.language !== undefined ? { language: patch.language || null } : {}),
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

    ...createBannerSeeding(deps),
  };
}

export type BannersService = ReturnType<typeof createBannersService>;

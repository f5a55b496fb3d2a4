import type { BannerKind } from '@kosh/contract/content';
import type { Db, DbOrTx } from '../../db/client';
import type { FileStore } from '../../providers/files/file-store';
import type { BannerRow, BannersRepository } from './banners.repository';
import { seedPairs, type SeedImage, type SeedPair } from './seed-banners';

/** The first start's images were written (English only before the Hindi step existed). */
const SEEDED_KEY = 'content.banners.seeded';
/** Seed step 2: the seeded images come in Hindi too, and the English ones are marked 'en'. */
const HINDI_KEY = 'content.banners.seeded.hindi';

/**
 * Only the seed draws SVGs: an admin's upload is re-encoded to WebP (an SVG is refused, since a
 * script inside one would run wherever the file is opened). So an unmarked SVG is a seeded image
 * with English words drawn in it, whatever its link and alt text have become since.
 */
const isSeededEnglish = (row: BannerRow) => row.imagePath.endsWith('.svg') && row.language === null;

/** The seed a seeded row was drawn from: by its kind and its first link, else its first alt text. */
function pairOf(row: BannerRow, pairs: SeedPair[]): SeedPair | undefined {
  const ofKind = pairs.filter((p) => p.en.kind === row.kind);
  return ofKind.find((p) => p.en.link === row.link) ?? ofKind.find((p) => p.en.alt === row.alt);
}

export function createBannerSeeding(deps: { db: Db; repo: BannersRepository; files: FileStore }) {
  const { db, repo, files } = deps;

  /**
   * Claims `key` and, if this call got it, runs `write` in the same transaction. Several API
   * copies may start on one database at the same moment: the others wait on the claimed row and
   * then find it taken. The files `write` saved are removed again if the rows are rolled back.
   */
  async function once(
    key: string,
    write: (tx: DbOrTx, save: (image: SeedImage) => Promise<string>) => Promise<number>,
  ): Promise<number> {
    if (await repo.getSetting(db, key)) return 0;
    const written: string[] = [];
    const save = async (image: SeedImage) => {
      const imagePath = await files.savePublic('banners', 'svg', Buffer.from(image.svg));
      written.push(imagePath);
      return imagePath;
    };
    try {
      return await db.transaction(async (tx) => {
        if (!(await repo.claimSetting(tx, key, { at: new Date().toISOString() }))) return 0;
        return write(tx, save);
      });
    } catch (error) {
      await Promise.all(written.map((p) => files.removePublic(p)));
      throw error;
    }
  }

  /** The very first start: every image in English and in Hindi, each followed by its twin. */
  const seedFirstStart = () =>
    once(SEEDED_KEY, async (tx, save) => {
      await repo.claimSetting(tx, HINDI_KEY, { at: new Date().toISOString() });
      const positions: Record<BannerKind, number> = { banner: 0, slider: 0 };
      const images = seedPairs().flatMap((pair) => [pair.en, pair.hi]);
      for (const image of images) {
        await repo.insert(tx, {
          kind: image.kind,
          imagePath: await save(image),
          link: image.link,
          alt: image.alt,
          language: image.language,
          position: positions[image.kind]++,
        });
      }
      return images.length;
    });

  /**
   * A database seeded before the images came in Hindi: each seeded image still there is marked
   * English and gets its Hindi twin, in its place (same position, shown after it), with its link
   * and its on/off as the admin left them. Admins' uploads are not touched.
   */
  const addHindiTwins = () =>
    once(HINDI_KEY, async (tx, save) => {
      const pairs = seedPairs();
      const twinned = new Set<SeedPair>();
      let added = 0;
      for (const row of (await repo.listAll(tx)).filter(isSeededEnglish)) {
        await repo.update(tx, row.id, { language: 'en' });
        const pair = pairOf(row, pairs);
        if (!pair || twinned.has(pair)) continue;
        twinned.add(pair);
        await repo.insert(tx, {
          kind: row.kind,
          imagePath: await save(pair.hi),
          link: row.link,
          alt: pair.hi.alt,
          language: 'hi',
          position: row.position,
          enabled: row.enabled,
        });
        added++;
      }
      return added;
    });

  return {
    /**
     * Fills the home page with the project's own images on the very first start, and brings a
     * database seeded by an older Kosh up to date (seed steps, each run once, marked in
     * app_settings). An admin who later deletes the seeds gets an empty carousel, not the seeds
     * back. Answers how many images were added.
     */
    async seedIfFirstStart(): Promise<number> {
      return (await seedFirstStart()) + (await addHindiTwins());
    },
  };
}

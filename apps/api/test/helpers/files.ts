import path from 'node:path';
import type { FileVisibility } from '../../src/providers/files/file-store.port';
import type { TestContext } from './app';

/** The names of the files in a folder of the store (disk or bucket), sorted. */
export async function storedFiles(
  ctx: Pick<TestContext, 'services'>,
  visibility: FileVisibility,
  folder: string,
): Promise<string[]> {
  return (await ctx.services.files.list(visibility, folder)).map((key) => path.posix.basename(key));
}

/** Whether the store holds the public file a /files/… URL names. */
export const isStoredPublic = (ctx: Pick<TestContext, 'services'>, url: string) =>
  ctx.services.files.exists('public', url.replace(/^\/files\//, ''));

import type { catalogue } from '@kosh/contract/messages/catalogue';

/**
 * The contract's English catalogue, once something has loaded it. It is not on the first page
 * (≈6 KB gzip): it arrives with the first screen that validates with the contract's schemas, or
 * when `tm()` meets a bare code before that (`loadCatalogue`). Every import of it goes through
 * ./catalogue.ts (vite.config.ts resolves it so), which hands it here as it is evaluated — so a
 * screen that imports it finds it here before it renders.
 */
export type EnglishCatalogue = typeof catalogue;

let english: EnglishCatalogue | undefined;
let loading: Promise<EnglishCatalogue> | undefined;
const listeners = new Set<() => void>();

export function provideCatalogue(loaded: EnglishCatalogue) {
  english = loaded;
  for (const listener of listeners) listener();
}

export const getCatalogue = (): EnglishCatalogue | undefined => english;

export function subscribeCatalogue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function loadCatalogue(): Promise<EnglishCatalogue> {
  loading ??= import('@kosh/contract/messages/catalogue').then((module) => module.catalogue);
  return loading;
}

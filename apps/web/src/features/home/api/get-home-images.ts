import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { GetSliderResponse, SliderItem } from '@kosh/contract/content';
import { apiRequest } from '@/lib/api-client';
import { useI18n, type Language } from '@/lib/i18n/i18n';

const getSlider = (IsMain: '1' | '0', response?: Promise<Response>) =>
  apiRequest<GetSliderResponse>('admin/getslider', { body: { IsMain }, auth: true, response });

export interface HomeImages {
  banners: SliderItem[];
  strip: SliderItem[];
}

declare global {
  interface Window {
    /** The two slider calls index.html made as the page opened on `/` (IsMain 1, then 0). */
    __koshSlider?: [Promise<Response>, Promise<Response>];
  }
}

/**
 * The answers index.html asked for, once: the first time the home page loads after opening on
 * `/`. Every later load (a return to home, a refresh behind the shown images) asks again.
 */
function takeEarlyAnswers(): Window['__koshSlider'] {
  const early = window.__koshSlider;
  window.__koshSlider = undefined;
  return early;
}

/** docs/product-2.md §7: the two slider calls, made together. */
export async function getHomeImages(): Promise<HomeImages> {
  const early = takeEarlyAnswers();
  const [strip, banners] = await Promise.all([
    getSlider('1', early?.[0]),
    getSlider('0', early?.[1]),
  ]);
  return { banners: banners.data, strip: strip.data };
}

/*
 * Not TanStack Query: the home page is a visitor's first page and renders without it (see
 * lib/query-store.ts). What it needs of a cache is small: the last answer shown at once when the
 * page is opened again, and asked for afresh behind it (so a banner the back office changed shows
 * on the next visit), one request at a time.
 */
interface HomeImagesState {
  data?: HomeImages;
  error?: unknown;
}

let state: HomeImagesState = {};
let inflight: Promise<void> | undefined;
const listeners = new Set<() => void>();

function set(next: HomeImagesState) {
  state = next;
  for (const listener of listeners) listener();
}

function refresh() {
  inflight ??= getHomeImages()
    .then(
      (data) => set({ data }),
      (error: unknown) => set({ data: state.data, error }),
    )
    .finally(() => {
      inflight = undefined;
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The images for a reader of `language`: those drawn in it and those for everyone. The answers list
 * every language's (they are cached by their request, whoever asks); index.html picks the first
 * banner to fetch early the same way.
 */
const forReader = (items: SliderItem[], language: Language) =>
  items.filter((item) => !item.language || item.language === language);

export function useHomeImages() {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  const { language } = useI18n();
  useEffect(refresh, []);
  const data = useMemo(
    () =>
      current.data && {
        banners: forReader(current.data.banners, language),
        strip: forReader(current.data.strip, language),
      },
    [current.data, language],
  );
  return {
    data,
    error: current.error ?? null,
    isPending: current.data === undefined && current.error === undefined,
  };
}

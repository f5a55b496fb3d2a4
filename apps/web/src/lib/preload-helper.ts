/**
 * What every lazy `import()` of the build goes through (vite.config.ts puts this module where
 * Vite's own preload helper would be): the same contract — `__vitePreload(load, deps)` asks for
 * the chunks and stylesheets in `deps` beside the chunk itself, waits for the stylesheets only,
 * then runs `load` — with one difference that a slow phone feels.
 *
 * Each `<link rel="modulepreload">` costs the main thread a fraction of a millisecond as the
 * browser starts its request, cached or not: Vite's helper appends them all in one task, so a
 * screen naming forty chunks spends 15 ms of a fast laptop's time (well over 100 ms of a low-end
 * phone's) before anything else can run. Here they go in slices of a few, one task each, starting
 * with the first slice at once and the chunk's own `import()` right after it — the request for the
 * screen never waits for the links, and no single task is long.
 */

type Load<T> = () => Promise<T>;

/** Links appended per task: a few tenths of a millisecond each, so a slice stays far below 4 ms. */
const LINKS_PER_TASK = 6;

/** Every href a link has been made for (or that index.html already names), and each stylesheet's wait. */
let linked: Set<string> | undefined;
const stylesheets = new Map<string, Promise<void>>();
const queue: string[] = [];
let draining = false;

function alreadyLinked(): Set<string> {
  if (!linked) {
    linked = new Set();
    for (const link of Array.from(document.getElementsByTagName('link'))) linked.add(link.href);
  }
  return linked;
}

function appendLink(href: string, rel: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  if (rel !== 'stylesheet') link.as = 'script';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
  return link;
}

/** The next task, without setTimeout's clamping once tasks nest (a message to ourselves). */
const channel = typeof MessageChannel === 'undefined' ? undefined : new MessageChannel();
function nextTask(run: () => void) {
  if (!channel) {
    setTimeout(run, 0);
    return;
  }
  channel.port1.onmessage = run;
  channel.port2.postMessage(null);
}

function drain() {
  for (const href of queue.splice(0, LINKS_PER_TASK)) appendLink(href, 'modulepreload');
  if (queue.length > 0) nextTask(drain);
  else draining = false;
}

function preloadScripts(hrefs: string[]) {
  queue.push(...hrefs);
  if (draining || queue.length === 0) return;
  draining = true;
  drain();
}

function preloadStylesheet(href: string): Promise<void> {
  let settled = stylesheets.get(href);
  if (!settled) {
    const link = appendLink(href, 'stylesheet');
    settled = new Promise<void>((resolve, reject) => {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener(
        'error',
        () => {
          // The next screen that needs it asks again with a fresh link, not this dead one.
          link.remove();
          stylesheets.delete(href);
          reject(new Error(`Unable to preload CSS for ${href}`));
        },
        { once: true },
      );
    });
    stylesheets.set(href, settled);
  }
  return settled;
}

/** As Vite's helper: a failed preload is announced (`vite:preloadError`) and, unless handled, thrown. */
function preloadFailed(error: unknown): void {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & {
    payload: unknown;
  };
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}

// The name is Vite's: the build's lazy imports call it by this name.
export function __vitePreload<T>(load: Load<T>, deps?: string[]): Promise<T> {
  if (!deps || deps.length === 0) return load();
  const seen = alreadyLinked();
  const waits: Promise<void>[] = [];
  const scripts: string[] = [];
  for (const dep of deps) {
    const href = new URL(import.meta.env.BASE_URL + dep, document.baseURI).href;
    if (href.endsWith('.css')) {
      if (!stylesheetInPage(href)) waits.push(preloadStylesheet(href));
      continue;
    }
    if (seen.has(href)) continue;
    seen.add(href);
    scripts.push(href);
  }
  preloadScripts(scripts);
  const loaded = () =>
    load().catch((error: unknown) => {
      preloadFailed(error);
      return undefined as T;
    });
  if (waits.length === 0) return loaded();
  return Promise.allSettled(waits).then((results) => {
    for (const result of results) if (result.status === 'rejected') preloadFailed(result.reason);
    return loaded();
  });
}

function stylesheetInPage(href: string): boolean {
  for (const link of Array.from(document.getElementsByTagName('link'))) {
    if (link.rel === 'stylesheet' && link.href === href) return true;
  }
  return false;
}

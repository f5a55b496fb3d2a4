import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Just enough of a page for the helper: a head that records links, each an event target. */
class FakeLink extends EventTarget {
  rel = '';
  as = '';
  crossOrigin = '';
  href = '';
  detach?: () => void;
  remove() {
    this.detach?.();
  }
}

function fakePage(existing: { rel: string; href: string }[] = []) {
  const appended: FakeLink[] = [];
  const present = existing.map((attrs) => Object.assign(new FakeLink(), attrs));
  const document = {
    baseURI: 'https://kosh.test/mobile-recharge',
    createElement: () => new FakeLink(),
    getElementsByTagName: () => [...present, ...appended],
    head: {
      appendChild(link: FakeLink) {
        appended.push(link);
        link.detach = () => appended.splice(appended.indexOf(link), 1);
        return link;
      },
    },
  };
  vi.stubGlobal('document', document);
  vi.stubGlobal('window', new EventTarget());
  return appended;
}

const tasksToRun = () => new Promise((resolve) => setTimeout(resolve, 20));

async function freshHelper() {
  vi.resetModules();
  return (await import('./preload-helper')).__vitePreload;
}

describe('__vitePreload', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the chunk at once and links the rest a few at a time, each href once', async () => {
    const appended = fakePage([
      { rel: 'modulepreload', href: 'https://kosh.test/assets/in-page.js' },
    ]);
    const preload = await freshHelper();
    const deps = Array.from({ length: 20 }, (_, i) => `assets/chunk-${i}.js`);
    const load = vi.fn(() => Promise.resolve('screen'));

    const screen = preload(load, [...deps, 'assets/in-page.js']);
    // Only the first slice went in the calling task; the import was not held back for the rest.
    expect(appended).toHaveLength(6);
    await expect(screen).resolves.toBe('screen');
    expect(load).toHaveBeenCalledOnce();

    await tasksToRun();
    expect(appended.map((link) => link.href)).toEqual(
      deps.map((dep) => `https://kosh.test/${dep}`),
    );
    expect(appended.every((link) => link.rel === 'modulepreload' && link.as === 'script')).toBe(
      true,
    );

    // A second screen naming some of the same chunks links only the new ones.
    await preload(() => Promise.resolve(null), ['assets/chunk-3.js', 'assets/other.js']);
    await tasksToRun();
    expect(appended.map((link) => link.href).slice(20)).toEqual([
      'https://kosh.test/assets/other.js',
    ]);
  });

  it('waits for a stylesheet before running the import, and says when one fails', async () => {
    const appended = fakePage([{ rel: 'stylesheet', href: 'https://kosh.test/assets/index.css' }]);
    const preload = await freshHelper();
    const load = vi.fn(() => Promise.resolve('map'));

    const map = preload(load, ['assets/map.css', 'assets/index.css']);
    await tasksToRun();
    expect(appended.map((link) => [link.rel, link.href])).toEqual([
      ['stylesheet', 'https://kosh.test/assets/map.css'],
    ]);
    expect(load).not.toHaveBeenCalled();
    appended[0]?.dispatchEvent(new Event('load'));
    await expect(map).resolves.toBe('map');

    const failures: unknown[] = [];
    window.addEventListener('vite:preloadError', (event) => {
      failures.push((event as Event & { payload: unknown }).payload);
    });
    const broken = preload(load, ['assets/broken.css']);
    appended[1]?.dispatchEvent(new Event('error'));
    await expect(broken).rejects.toThrow(
      'Unable to preload CSS for https://kosh.test/assets/broken.css',
    );
    expect(failures).toHaveLength(1);

    // Asked again (the customer opens the screen again), the stylesheet gets a fresh link.
    const again = preload(load, ['assets/broken.css']);
    expect(appended.map((link) => link.href)).toEqual([
      'https://kosh.test/assets/map.css',
      'https://kosh.test/assets/broken.css',
    ]);
    appended[1]?.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBe('map');
  });

  it('hands a failed import to a vite:preloadError listener that handles it', async () => {
    fakePage();
    const preload = await freshHelper();
    window.addEventListener('vite:preloadError', (event) => event.preventDefault());
    const stale = preload(() => Promise.reject(new Error('chunk gone')), ['assets/a.js']);
    await expect(stale).resolves.toBeUndefined();
  });
});

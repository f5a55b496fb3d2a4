import { createHash } from 'node:crypto';

/** A rendered picture or tile and its strong ETag (a hash of its bytes). */
export interface Rendered {
  body: Buffer;
  etag: string;
}

/**
 * Rendered bytes by key, least recently used first out once they pass `maxBytes` in all.
 * Drawing costs CPU (tens of milliseconds a picture) and a page asks for the same pictures and
 * tiles again and again; a key being rendered is rendered once, every asker waiting for it.
 */
export class RenderCache {
  private readonly entries = new Map<string, Rendered>();
  private readonly pending = new Map<string, Promise<Rendered>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** How many bytes the cache holds now. */
  get size() {
    return this.bytes;
  }

  has(key: string) {
    return this.entries.has(key);
  }

  get(key: string, render: () => Promise<Buffer>): Promise<Rendered> {
    const hit = this.entries.get(key);
    if (hit) {
      // Move it to the back: Map keeps insertion order, so the front is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return Promise.resolve(hit);
    }
    const running = this.pending.get(key);
    if (running) return running;
    const rendering = render()
      .then((body) => {
        const rendered = { body, etag: etagOf(body) };
        this.store(key, rendered);
        return rendered;
      })
      // A failed render is not remembered: the next request tries again.
      .finally(() => this.pending.delete(key));
    this.pending.set(key, rendering);
    return rendering;
  }

  private store(key: string, rendered: Rendered) {
    if (rendered.body.length > this.maxBytes) return;
    this.entries.set(key, rendered);
    this.bytes += rendered.body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }
}

const etagOf = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

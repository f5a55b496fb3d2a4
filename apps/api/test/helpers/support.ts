import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { TestContext } from './app';
import { bearer, multipart, uniqueIp, type FilePart } from './accounts';
import { rows } from './wallet';

/** The first start's categories (received by the first admin): call after signInAdmin. */
export const seedCategories = (ctx: TestContext) =>
  ctx.services.supportCategories.seedIfFirstStart();

export interface ActiveCategory {
  id: number;
  Category: string;
  username: string | null;
  CategoryHi: string | null;
}

export async function activeCategories(ctx: TestContext, token: string): Promise<ActiveCategory[]> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/getActiveCategories',
    headers: bearer(token),
    payload: { isActive: 1 },
  });
  if (res.statusCode !== 200) throw new Error(`getActiveCategories ${res.statusCode}: ${res.body}`);
  return res.json().data as ActiveCategory[];
}

/** POST admin/insertMessage as multipart (a new ticket or a reply). */
export async function insertMessage(
  ctx: TestContext,
  token: string,
  fields: Record<string, string | FilePart>,
) {
  const body = await multipart(fields);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/insertMessage',
    remoteAddress: uniqueIp(),
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

/** A new ticket in the given category; returns its Mid. */
export async function raiseTicket(
  ctx: TestContext,
  token: string,
  category: ActiveCategory,
  extra: Record<string, string | FilePart> = {},
): Promise<string> {
  const res = await insertMessage(ctx, token, {
    ReceiverId: category.username ?? '',
    Mtype: String(category.id),
    MsgSubject: 'My top-up is missing',
    Msg: 'I paid 500 rupees yesterday and the wallet still shows the old balance.',
    ...extra,
  });
  if (res.statusCode !== 200) throw new Error(`insertMessage ${res.statusCode}: ${res.body}`);
  return res.json().data.Mid as string;
}

export function getMessages(ctx: TestContext, token: string, query: Record<string, string> = {}) {
  const qs = new URLSearchParams(query).toString();
  return ctx.app.inject({
    method: 'GET',
    url: `/api/admin/getMessages${qs ? `?${qs}` : ''}`,
    headers: bearer(token),
  });
}

export function adminReply(
  ctx: TestContext,
  token: string,
  mid: string,
  fields: Record<string, string | FilePart>,
) {
  return multipart(fields).then((body) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/support/tickets/${mid}/messages`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    }),
  );
}

/** How many rows the support tables hold (to prove a refusal stored nothing). */
export async function supportCounts(ctx: TestContext) {
  const [row] = await rows<Record<string, number>>(
    ctx,
    sql`select (select count(*)::int from support_tickets) as tickets,
               (select count(*)::int from support_messages) as messages,
               (select count(*)::int from support_attachments) as attachments,
               (select count(*)::int from support_events) as events`,
  );
  return {
    tickets: Number(row?.tickets),
    messages: Number(row?.messages),
    attachments: Number(row?.attachments),
    events: Number(row?.events),
  };
}

export async function photo(seed = 0, filename = 'photo.jpg'): Promise<FilePart> {
  const data = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: seed % 256, g: 120, b: 30 } },
  })
    .jpeg()
    .toBuffer();
  return { data, filename, type: 'image/jpeg' };
}

export const PDF: FilePart = {
  data: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
  filename: 'receipt.pdf',
  type: 'application/pdf',
};

/** A PDF that runs a script as it opens. */
export const PDF_WITH_SCRIPT: FilePart = {
  data: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
  filename: 'receipt.pdf',
  type: 'application/pdf',
};

/** An HTML page named like a picture. */
export const HTML_AS_PNG: FilePart = {
  data: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  filename: 'photo.png',
  type: 'image/png',
};

/** A Windows program named like a PDF. */
export const EXE_AS_PDF: FilePart = {
  data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]),
  filename: 'receipt.pdf',
  type: 'application/pdf',
};

/** A real PNG over 5 MB (random pixels do not compress). */
export async function bigImage(): Promise<FilePart> {
  const width = 1400;
  const height = 1400;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  const data = await sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { data, filename: 'big.png', type: 'image/png' };
}

/** Reads server-sent events from a fetch() body until `until` returns true (or times out). */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  until: (events: { event: string; data: string }[]) => boolean,
  timeoutMs = 8000,
  /** Return what came when the time is up instead of failing (to prove nothing more comes). */
  returnOnTimeout = false,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: string }[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  try {
    while (!until(events)) {
      const left = deadline - Date.now();
      if (left <= 0 && returnOnTimeout) break;
      if (left <= 0)
        throw new Error(`no matching event in ${timeoutMs} ms: ${JSON.stringify(events)}`);
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
      ]);
      if (chunk === null) continue;
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data });
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return events;
}

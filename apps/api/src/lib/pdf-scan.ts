import { inflateSync } from 'node:zlib';

/**
 * Names that make a PDF act when it is opened or clicked rather than show a page: scripts,
 * programs launched, files carried inside it, form submissions and imports, and the
 * automatic-action and rich-media entries that trigger them. An /OpenAction is refused through
 * what it runs (its /JavaScript, /Launch…), not for itself: "open at page 1" is harmless.
 */
const ACTIVE_NAMES = new Set([
  'JS',
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'AA',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
]);

/** What the object streams of one PDF may inflate to, in all: more is a bomb, not a document. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

export type PdfVerdict =
  | { ok: true }
  | { ok: false; reason: 'active'; name: string }
  | { ok: false; reason: 'uncheckable'; detail: string };

/** A PDF name's characters end at whitespace or a delimiter (ISO 32000 §7.2.2). */
const NAME = /\/([^\s/<>[\](){}%]*)/g;

/** The names written in `text`, with their #xx escapes decoded (/Java#53cript is /JavaScript). */
function namesIn(text: string): string[] {
  return [...text.matchAll(NAME)].map((m) =>
    (m[1] ?? '').replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    ),
  );
}

function firstActive(text: string): string | null {
  return namesIn(text).find((name) => ACTIVE_NAMES.has(name)) ?? null;
}

/** A stream's filters, from its dictionary: `/Filter /FlateDecode` or `/Filter [/A /B]`. */
function filtersOf(dictionary: string): string[] | null {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\](){}%]+)/.exec(dictionary);
  if (!match) return /\/Filter\b/.test(dictionary) ? null : [];
  return namesIn(match[1] ?? '');
}

/**
 * Looks into a PDF for active content: its dictionaries as written, and those packed in object
 * streams (PDF 1.5), which only show once inflated. An object stream this cannot read (a filter
 * other than Flate, a predictor, bytes that do not inflate — as an encrypted file's are) makes
 * the PDF uncheckable: refused too, since what it hides cannot be known. Other streams (pages,
 * fonts, images) hold no dictionaries a reader acts on and are not inflated.
 */
export function scanPdf(pdf: Buffer): PdfVerdict {
  const text = pdf.toString('latin1');
  const active = firstActive(text);
  if (active) return { ok: false, reason: 'active', name: active };

  let inflated = 0;
  const streamStart = /(?<!end)stream\r?\n/g;
  for (const match of text.matchAll(streamStart)) {
    const at = match.index;
    const dictionary = text.slice(text.lastIndexOf('obj', at), at);
    if (!namesIn(dictionary).includes('ObjStm')) continue;
    const dataStart = at + match[0].length;
    const dataEnd = text.indexOf('endstream', dataStart);
    if (dataEnd < 0) return { ok: false, reason: 'uncheckable', detail: 'unterminated stream' };
    const filters = filtersOf(dictionary);
    const data = pdf.subarray(dataStart, dataEnd);
    let body: Buffer;
    if (filters && filters.length === 0) {
      body = data;
    } else if (
      filters?.length === 1 &&
      (filters[0] === 'FlateDecode' || filters[0] === 'Fl') &&
      !/\/Predictor\s*(?:[2-9]|1\d)/.test(dictionary)
    ) {
      try {
        body = inflateSync(data, { maxOutputLength: MAX_INFLATED_BYTES - inflated });
      } catch {
        return { ok: false, reason: 'uncheckable', detail: 'object stream does not inflate' };
      }
    } else {
      return { ok: false, reason: 'uncheckable', detail: `object stream filter ${filters}` };
    }
    inflated += body.length;
    const packed = firstActive(body.toString('latin1'));
    if (packed) return { ok: false, reason: 'active', name: packed };
  }
  return { ok: true };
}

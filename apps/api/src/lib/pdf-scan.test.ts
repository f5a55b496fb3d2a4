import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { scanPdf } from './pdf-scan';

/** A real, harmless PDF: a page of text and a drawing, compressed as pdfkit writes them. */
function plainPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', info: { Title: 'Receipt' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(14).text('Kosh receipt KR2611290000000001: ₹199.00 paid.');
    doc.rect(50, 120, 200, 40).stroke();
    doc.link(50, 120, 200, 40, 'https://example.com/help');
    doc.end();
  });
}

/** A PDF written by hand: its objects in order, one page, and the trailer. */
function rawPdf(catalogExtra: string, ...objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [
    Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
    Buffer.from(`1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>\nendobj\n`),
    Buffer.from('2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n'),
    Buffer.from('3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n'),
  ];
  objects.forEach((object, i) => {
    parts.push(Buffer.from(`${i + 4} 0 obj\n`), Buffer.from(object), Buffer.from('\nendobj\n'));
  });
  parts.push(Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n'));
  return Buffer.concat(parts);
}

/** An object stream (PDF 1.5) packing `objects`, with `dictionary` and the packed bytes. */
function objectStream(objects: string[], filter: 'flate' | 'hex' | 'none' | 'broken'): Buffer {
  let offset = 0;
  const index: string[] = [];
  objects.forEach((object, i) => {
    index.push(`${10 + i} ${offset}`);
    offset += object.length + 1;
  });
  const header = `${index.join(' ')} `;
  const plain = Buffer.from(header + objects.join('\n'));
  const data =
    filter === 'flate'
      ? deflateSync(plain)
      : filter === 'hex'
        ? Buffer.from(plain.toString('hex') + '>')
        : filter === 'broken'
          ? Buffer.from('x\x9c not zlib at all', 'latin1')
          : plain;
  const filterEntry =
    filter === 'flate' || filter === 'broken'
      ? '/Filter /FlateDecode '
      : filter === 'hex'
        ? '/Filter /ASCIIHexDecode '
        : '';
  return Buffer.concat([
    Buffer.from(
      `<< /Type /ObjStm /N ${objects.length} /First ${header.length} ${filterEntry}/Length ${data.length} >>\nstream\n`,
    ),
    data,
    Buffer.from('\nendstream'),
  ]);
}

describe('scanPdf: PDFs that act when opened are refused', () => {
  it('takes a plain PDF, compressed pages, fonts and a web link included', async () => {
    expect(scanPdf(await plainPdf())).toEqual({ ok: true });
    expect(scanPdf(rawPdf('/OpenAction [3 0 R /Fit] '))).toEqual({ ok: true });
    expect(scanPdf(rawPdf('', objectStream(['<< /Title (A receipt) >>'], 'flate')))).toEqual({
      ok: true,
    });
  });

  it.each([
    [
      'an open action running JavaScript',
      '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ',
      '',
    ],
    ['a script in an action object', '/OpenAction 4 0 R ', '<< /Type /Action /JS 5 0 R >>'],
    ['a launch action', '/OpenAction << /S /Launch /F (cmd.exe) >> ', ''],
    ['embedded files', '/Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >> ', ''],
    ['additional actions', '/AA << /WC << /S /GoTo /D [3 0 R /Fit] >> >> ', ''],
    ['an XFA form', '/AcroForm << /Fields [] /XFA 4 0 R >> ', ''],
    ['rich media', '/Extensions << /RichMedia 4 0 R >> ', ''],
    ['a name spelt with #xx escapes', '/OpenAction << /S /Java#53cript >> ', ''],
  ])('refuses %s', (_what, catalog, object) => {
    const pdf = object ? rawPdf(catalog, object) : rawPdf(catalog);
    expect(scanPdf(pdf)).toMatchObject({ ok: false, reason: 'active' });
  });

  it('names what it found', () => {
    expect(scanPdf(rawPdf('/OpenAction << /S /Launch /F (calc) >> '))).toEqual({
      ok: false,
      reason: 'active',
      name: 'Launch',
    });
    const embedded = rawPdf('', '<< /Type /EmbeddedFile /Length 0 >>\nstream\n\nendstream');
    expect(scanPdf(embedded)).toMatchObject({ name: 'EmbeddedFile' });
  });

  it('finds a script packed in a compressed object stream', () => {
    const pdf = rawPdf(
      '/OpenAction 10 0 R ',
      objectStream(['<< /S /JavaScript /JS (app.alert(1)) >>'], 'flate'),
    );
    // Nothing shows in the file's own bytes…
    expect(pdf.toString('latin1')).not.toContain('JavaScript');
    // …until the object stream is inflated.
    expect(scanPdf(pdf)).toEqual({ ok: false, reason: 'active', name: 'JavaScript' });
    const plain = rawPdf('', objectStream(['<< /AA << >> >>'], 'none'));
    expect(scanPdf(plain)).toMatchObject({ reason: 'active', name: 'AA' });
  });

  it('refuses an object stream it cannot read: another filter, or bytes that do not inflate', () => {
    for (const filter of ['hex', 'broken'] as const) {
      const pdf = rawPdf('', objectStream(['<< /Title (x) >>'], filter));
      expect(scanPdf(pdf), filter).toMatchObject({ ok: false, reason: 'uncheckable' });
    }
  });
});

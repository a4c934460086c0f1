// Rendering of the platform's documents (invoices, statements: issue 18, point 5) with pdfkit
// and DejaVu Sans embedded (docs/adr/014-pdf-documents.md): the naira sign ₦ and the Hausa
// letters ɓ ɗ ƙ ƴ are in the font, so every party's name and amount prints as written.
// One layout for every document: a header (title, number, dates), party blocks, a table of
// lines and the totals. Callers format the text, in the document's language (issue 23:
// modules/documents/labels.ts); this module only lays it out.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Font, create as parseFont } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { ServerLanguage } from './i18n/language.ts';

const require = createRequire(import.meta.url);
const fontPath = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
/**
 * The fonts are read and parsed once (fontkit, pdfkit's own parser): every document embeds (a
 * subset of) them. Handed the file, pdfkit parsed it again for every document, three times (the
 * default font, 'regular', 'bold'), and laid out every word from cold: 50 to 60 ms of CPU per
 * invoice instead of about 8, the same bytes (issue 20). pdfkit's types list files only; its
 * code takes a parsed font wherever it takes a file (PDFFontFactory.open).
 */
let fonts: { regular: string; bold: string } | undefined;
const asSource = (font: Font) => font as unknown as string;
function loadFonts() {
  fonts ??= {
    regular: asSource(parseFont(readFileSync(fontPath('DejaVuSans.ttf')))),
    bold: asSource(parseFont(readFileSync(fontPath('DejaVuSans-Bold.ttf')))),
  };
  return fonts;
}

/** A block naming a party: "Supplier" / "Bill to", its name, then address, RC number, TIN. */
export type PdfParty = { heading: string; name: string; lines: string[] };
export type PdfColumn = { header: string; width: number; align?: 'left' | 'right' };
export type PdfDocumentSpec = {
  /** "Tax invoice", "Statement", ... */
  title: string;
  /** The document's number, as printed. */
  number: string;
  /** When it was issued: also the PDF's creation date, so the file depends on nothing else. */
  issuedUtc: Date;
  /** Label/value lines under the number: the date, the sale, the currency, ... */
  meta: [string, string][];
  /** Who issues and who receives (and any other party), side by side. */
  parties: PdfParty[];
  table: { columns: PdfColumn[]; rows: string[][] };
  /** Label/value lines under the table; the last one is printed bold (the total). */
  totals: [string, string][];
  /** Small print at the end: tax notes, payment terms. */
  notes?: string[];
  /**
   * The language the words above are in (issue 23). Hausa is declared as the PDF's language
   * (/Lang, for screen readers); English documents (and those issued before) declare none, as
   * they always did.
   */
  language?: ServerLanguage;
  /** Before the number: "No." (the default) or the document language's word. */
  numberLabel?: string;
};

const margin = 50;
const pageWidth = 595.28; // A4
const contentWidth = pageWidth - 2 * margin;
const grey = '#555555';

/** The PDF's bytes for one document. */
export function renderPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    font: regular,
    info: { Title: `${spec.title} ${spec.number}`, Producer: 'Gas Exchange', CreationDate: spec.issuedUtc },
    ...(spec.language && spec.language !== 'en' ? { lang: spec.language } : {}),
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, spec);
  parties(doc, spec.parties);
  table(doc, spec.table);
  totals(doc, spec.totals);
  notes(doc, spec.notes ?? []);
  doc.end();
  return done;
}

type Doc = InstanceType<typeof PDFDocument>;

function header(doc: Doc, spec: PdfDocumentSpec) {
  doc.font('bold').fontSize(18).fillColor('black').text(spec.title, margin, margin);
  doc
    .font('regular')
    .fontSize(10)
    .text(`${spec.numberLabel ?? 'No.'} ${spec.number}`);
  doc.moveDown(0.5);
  for (const [label, value] of spec.meta) labelled(doc, label, value);
  doc.moveDown(1);
}

function labelled(doc: Doc, label: string, value: string) {
  doc.font('regular').fontSize(9).fillColor(grey).text(`${label}: `, { continued: true });
  doc.fillColor('black').text(value);
}

function parties(doc: Doc, blocks: PdfParty[]) {
  const top = doc.y;
  const width = contentWidth / Math.max(blocks.length, 1);
  let bottom = top;
  blocks.forEach((block, index) => {
    const x = margin + index * width;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(grey)
      .text(block.heading.toUpperCase(), x, top, { width: width - 10 });
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('black')
      .text(block.name, x, doc.y, { width: width - 10 });
    doc.font('regular').fontSize(9);
    for (const line of block.lines) doc.text(line, x, doc.y, { width: width - 10 });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = margin;
  doc.y = bottom + 20;
}

function row(doc: Doc, columns: PdfColumn[], cells: string[], font: 'regular' | 'bold') {
  const top = doc.y;
  let x = margin;
  let bottom = top;
  doc.font(font).fontSize(9).fillColor('black');
  columns.forEach((column, index) => {
    doc.text(cells[index] ?? '', x + 2, top, { width: column.width - 4, align: column.align ?? 'left' });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.y = bottom + 4;
  doc
    .moveTo(margin, doc.y - 2)
    .lineTo(margin + contentWidth, doc.y - 2)
    .strokeColor('#cccccc')
    .lineWidth(0.5)
    .stroke();
}

function table(doc: Doc, spec: PdfDocumentSpec['table']) {
  row(
    doc,
    spec.columns,
    spec.columns.map((column) => column.header),
    'bold',
  );
  for (const cells of spec.rows) {
    if (doc.y > 760) doc.addPage();
    row(doc, spec.columns, cells, 'regular');
  }
  doc.moveDown(1);
}

function totals(doc: Doc, lines: [string, string][]) {
  const labelX = margin + contentWidth / 2;
  const half = contentWidth / 2;
  lines.forEach(([label, value], index) => {
    const last = index === lines.length - 1;
    const top = doc.y;
    doc.font(last ? 'bold' : 'regular').fontSize(last ? 11 : 9);
    doc.text(label, labelX, top, { width: half * 0.6 });
    doc.text(value, labelX + half * 0.6, top, { width: half * 0.4, align: 'right' });
    doc.moveDown(0.3);
  });
  doc.x = margin;
  doc.moveDown(1);
}

function notes(doc: Doc, lines: string[]) {
  doc.font('regular').fontSize(8).fillColor(grey);
  for (const line of lines) doc.text(line, margin, doc.y, { width: contentWidth });
  doc.fillColor('black');
}

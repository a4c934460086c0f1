import { type BusinessDocumentKind, businessDocumentLabels, lagosDate } from '@gas/shared';
import type { Db } from '../db/client.ts';
import type { Actor } from '../lib/access.ts';
import type { Clock } from '../lib/clock.ts';
import type { ReceiptStore } from '../lib/receipts.ts';
import { saveBusinessProfile } from '../modules/verification/save-business-profile.ts';
import { uploadBusinessDocument } from '../modules/verification/upload-business-document.ts';

// The demo companies' business profiles (issue 18, point 4), given through the use cases as each
// party would before its approval: fictional but well-formed RC numbers and TINs, the suppliers'
// NMDPRA licences (none due within the dashboard's 30-day warning) and their certificates.

type DemoBusiness = { rcNumber: string; tin: string; licence?: { number: string; validDays: number } };

const demoBusinesses: Record<string, DemoBusiness> = {
  'Zuma Gas Ltd': {
    rcNumber: 'RC 1184203',
    tin: '20418836-0001',
    licence: { number: 'NMDPRA/DS/LAG/2025/0187', validDays: 240 },
  },
  'Delta CNG Company': {
    rcNumber: 'RC 1427719',
    tin: '1093448721',
    licence: { number: 'NMDPRA/CNG/ABJ/2025/0342', validDays: 300 },
  },
  'Sahel Energy Resources': {
    rcNumber: 'RC 1780254',
    tin: '23561907-0001',
    licence: { number: 'NMDPRA/DS/KAN/2026/0611', validDays: 365 },
  },
  'Kano Textiles Ltd': { rcNumber: 'RC 338915', tin: '01839265-0001' },
  'Abuja Steel Works': { rcNumber: 'RC 902117', tin: '1188204637' },
};

/**
 * A demo company's business profile and certificates, given by `member` (its Pending login) at
 * `when`; the licence runs `validDays` from `now` (when the demo is seeded). Companies the table
 * does not know keep none.
 */
export async function seedBusinessProfile(
  deps: { db: Db; clock: Clock; receipts: ReceiptStore },
  member: Actor,
  companyName: string,
  now: Date,
): Promise<void> {
  const business = demoBusinesses[companyName];
  if (!business) return;
  const licence = business.licence;
  await saveBusinessProfile(deps, member, {
    rcNumber: business.rcNumber,
    tin: business.tin,
    ...(licence
      ? {
          licenceNumber: licence.number,
          licenceExpiry: lagosDate(new Date(now.getTime() + licence.validDays * 86_400_000)),
        }
      : {}),
  });
  const kinds: BusinessDocumentKind[] = licence ? ['cac_certificate', 'nmdpra_licence'] : ['cac_certificate'];
  for (const kind of kinds) {
    const title = `${businessDocumentLabels[kind]} - ${companyName} - ${kind === 'nmdpra_licence' ? licence!.number : business.rcNumber}`;
    await uploadBusinessDocument(deps, member, { kind, bytes: certificatePdf(title) });
  }
}

/** A small, real, plain PDF standing in for a scanned certificate. */
function certificatePdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const content = `BT /F1 14 Tf 40 740 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

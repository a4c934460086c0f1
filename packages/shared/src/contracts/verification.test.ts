import { describe, expect, it } from 'vitest';
import {
  businessProfileGaps,
  businessProfileRequestSchema,
  daysUntil,
  documentFileProblem,
  documentMessages,
  isLicenceExpired,
  lagosDate,
  licenceStateOf,
  normaliseRcNumber,
  normaliseTin,
} from './verification.ts';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message]);

describe('verification contract', () => {
  it('takes RC numbers as digits, optionally after RC, BN or IT, and writes them one way', () => {
    expect(normaliseRcNumber('1234567')).toBe('1234567');
    expect(normaliseRcNumber('RC1234567')).toBe('RC 1234567');
    expect(normaliseRcNumber(' rc 123456 ')).toBe('RC 123456');
    expect(normaliseRcNumber('BN-2345678')).toBe('BN 2345678');
    expect(normaliseRcNumber('IT 12345')).toBe('IT 12345');
    for (const bad of ['', 'RC', 'RC 12a45', 'LLC 123', '123456789', 'RC--123', '12 34']) {
      expect(normaliseRcNumber(bad), bad).toBeNull();
    }
  });

  it('takes the FIRS TIN (8 digits - 4 digits) and the 10-digit JTB TIN', () => {
    expect(normaliseTin('12345678-0001')).toBe('12345678-0001');
    expect(normaliseTin(' 1234567890 ')).toBe('1234567890');
    expect(normaliseTin('1234 5678 90')).toBe('1234567890');
    for (const bad of ['', '1234567-0001', '12345678-001', '123456789', '12345678901', 'ABCDEFGH-0001']) {
      expect(normaliseTin(bad), bad).toBeNull();
    }
  });

  it('parses the form with field messages and normalised values', () => {
    expect(
      businessProfileRequestSchema.parse({
        rcNumber: 'rc1234567',
        tin: '12345678-0001',
        licenceNumber: ' NMDPRA/DS/2026/0042 ',
        licenceExpiry: '2027-06-30',
      }),
    ).toEqual({
      rcNumber: 'RC 1234567',
      tin: '12345678-0001',
      licenceNumber: 'NMDPRA/DS/2026/0042',
      licenceExpiry: '2027-06-30',
    });
    expect(
      businessProfileRequestSchema.parse({ rcNumber: '99', tin: '1234567890', licenceNumber: '' }),
    ).toEqual({ rcNumber: '99', tin: '1234567890' });
    expect(messagesOf(businessProfileRequestSchema.safeParse({ rcNumber: '', tin: '  ' }))).toEqual([
      ['rcNumber', 'CAC RC number is required'],
      ['tin', 'TIN is required'],
    ]);
    expect(
      messagesOf(
        businessProfileRequestSchema.safeParse({
          rcNumber: 'RC-12X',
          tin: '123',
          licenceNumber: '<script>',
          licenceExpiry: '30/06/2027',
        }),
      )?.map(([field]) => field),
    ).toEqual(['rcNumber', 'tin', 'licenceNumber', 'licenceExpiry']);
  });

  it('dates licences in Lagos: valid through the expiry day, expiring within 30 days', () => {
    expect(lagosDate(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
    expect(daysUntil('2026-12-25', '2026-11-25')).toBe(30);
    expect(isLicenceExpired('2026-11-25', '2026-11-25')).toBe(false);
    expect(isLicenceExpired('2026-11-24', '2026-11-25')).toBe(true);
    expect(licenceStateOf(null, '2026-11-25')).toBeNull();
    expect(licenceStateOf('2026-12-26', '2026-11-25')).toBe('valid');
    expect(licenceStateOf('2026-12-25', '2026-11-25')).toBe('expiring');
    expect(licenceStateOf('2026-11-24', '2026-11-25')).toBe('expired');
  });

  it('says what approval lacks: suppliers everything, offtaker companies RC and TIN, individuals nothing', () => {
    const today = '2026-11-25';
    const empty = { rcNumber: null, tin: null, licenceNumber: null, licenceExpiry: null, documentKinds: [] };
    expect(businessProfileGaps({ partyKind: 'supplier', hasCompany: true, ...empty }, today)).toEqual([
      'CAC RC number',
      'TIN',
      'NMDPRA licence number',
      'Licence expiry date',
      'CAC certificate',
      'NMDPRA licence',
    ]);
    const supplier = {
      partyKind: 'supplier' as const,
      hasCompany: true,
      rcNumber: 'RC 1',
      tin: '1234567890',
      licenceNumber: 'NMDPRA/1',
      licenceExpiry: '2027-01-01',
      documentKinds: ['cac_certificate', 'nmdpra_licence'] as const,
    };
    expect(businessProfileGaps(supplier, today)).toEqual([]);
    expect(businessProfileGaps({ ...supplier, licenceExpiry: '2026-11-24' }, today)).toEqual([
      'a current NMDPRA licence (it expired on 2026-11-24)',
    ]);
    expect(businessProfileGaps({ partyKind: 'offtaker', hasCompany: true, ...empty }, today)).toEqual([
      'CAC RC number',
      'TIN',
    ]);
    expect(businessProfileGaps({ partyKind: 'offtaker', hasCompany: false, ...empty }, today)).toEqual([]);
  });

  it('judges a chosen document file by its description like a receipt', () => {
    expect(documentFileProblem(null)).toBe(documentMessages.required);
    expect(documentFileProblem({ name: 'cac.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(documentFileProblem({ name: 'cac.pdf', type: 'application/pdf', size: 0 })).toBe(
      documentMessages.empty,
    );
    expect(documentFileProblem({ name: 'cac.pdf', type: '', size: 11 * 1024 * 1024 })).toBe(
      documentMessages.tooLarge,
    );
    expect(documentFileProblem({ name: 'cac.docx', type: 'application/msword', size: 10 })).toBe(
      documentMessages.wrongType,
    );
  });
});

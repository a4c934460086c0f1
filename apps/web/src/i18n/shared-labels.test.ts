import {
  authFieldLabels,
  bankAccountLabels,
  bidFieldLabels,
  businessDocumentLabels,
  businessProfileFieldLabels,
  businessProfileMessages,
  contactFieldLabels,
  depositFieldLabels,
  documentFileProblem,
  documentMessages,
  emailChangeLabels,
  inventoryFieldLabels,
  inventoryLabel,
  partyKinds,
  passwordFieldLabels,
  payoutFieldLabels,
  productFieldLabels,
  productUnits,
  receiptFileProblem,
  twoFactorFieldLabels,
  unitFactorLabels,
  unitFactorsRequestSchema,
} from '@gas/shared';
import { describe, expect, it } from 'vitest';
import { translateValidationMessage } from '../lib/validation-messages.ts';
import { i18n } from './index.ts';
import banking from './locales/en/banking.ts';
import catalogue from './locales/en/catalogue.ts';
import dashboard from './locales/en/dashboard.ts';
import inventory from './locales/en/inventory.ts';
import parties from './locales/en/parties.ts';
import validation from './locales/en/validation.ts';
import verification from './locales/en/verification.ts';

// The shared packages/shared labels stay English (the server and the CSV use them); the web
// says them through its catalogues (issue 23). Each English catalogue text standing for a shared
// label is that label word for word, so the English screens and the server's words cannot drift.
// (The audit actions: features/audit/audit-actions.test.ts.)

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

describe('the shared labels in the English catalogues', () => {
  it('names an inventory "Product at Hub" as the shared inventoryLabel does', () => {
    const named = { product: { name: 'Compressed Natural Gas (CNG)' }, hub: { name: 'Ajaokuta' } };
    const values = { product: named.product.name, hub: named.hub.name };
    expect(fill(inventory.inventoryAt, values)).toBe(inventoryLabel(named));
    expect(fill(dashboard.supplier.inventoryAt, values)).toBe(inventoryLabel(named));
  });

  it('labels the bank account form as bankAccountLabels', () => {
    expect({
      bankCode: banking.fields.bank,
      accountNumber: banking.fields.accountNumber,
      accountName: banking.fields.accountName,
      currency: banking.fields.currency,
      password: banking.fields.password,
    }).toEqual(bankAccountLabels);
  });

  it('labels the new product form as productFieldLabels', () => {
    expect({ name: catalogue.columns.name, unit: catalogue.columns.unit }).toEqual(productFieldLabels);
  });

  it('names each product unit as the contract writes it', () => {
    expect(Object.keys(catalogue.unitNames).sort()).toEqual([...productUnits].sort());
    for (const unit of productUnits) expect(catalogue.unitNames[unit]).toBe(unit);
    // Manage Inventory's summary names the unit too.
    expect(inventory.unitNames).toEqual(catalogue.unitNames);
  });

  it('labels the unit factors as unitFactorLabels', () => {
    expect({
      scmPerLitre: catalogue.units.scmPerLitre,
      kgPerLitre: catalogue.units.kgPerLitre,
      mmbtuPerLitre: catalogue.units.mmbtuPerLitre,
    }).toEqual(unitFactorLabels);
  });

  it('names the business profile’s fields and documents as the verification contract does', () => {
    expect(verification.fields).toEqual(businessProfileFieldLabels);
    expect(verification.documents).toEqual(businessDocumentLabels);
  });

  it('names every party kind', () => {
    expect(Object.keys(parties.kinds).sort()).toEqual([...partyKinds].sort());
  });
});

describe('the shared schemas’ field names in the validation catalogue', () => {
  // A message such as "<Field> is required" is said in Hausa only when its field is in `fields`.
  const labelSets = {
    authFieldLabels,
    bankAccountLabels,
    bidFieldLabels,
    businessProfileFieldLabels,
    contactFieldLabels,
    depositFieldLabels,
    emailChangeLabels,
    inventoryFieldLabels,
    passwordFieldLabels,
    payoutFieldLabels,
    productFieldLabels,
    twoFactorFieldLabels,
    unitFactorLabels,
  };
  const fields = new Set<string>(Object.values(validation.fields));

  it.each(Object.entries(labelSets))('knows every field of %s', (_, labels) => {
    expect(Object.values(labels).filter((label) => !fields.has(label))).toEqual([]);
  });

  it('says the unit factors’ messages in Hausa, the factor named in Hausa', () => {
    const hausa = i18n.getFixedT('ha', 'validation');
    const english = i18n.getFixedT('en', 'validation');
    const result = unitFactorsRequestSchema.safeParse({
      scmPerLitre: '',
      kgPerLitre: '11',
      mmbtuPerLitre: '0.0235',
    });
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(byField).toEqual({
      scmPerLitre: 'scm per litre is required',
      kgPerLitre: 'kg per litre must be a number above 0 and at most 10, with at most 9 decimal places',
    });
    expect(translateValidationMessage(byField.scmPerLitre ?? '', english)).toBe('scm per litre is required');
    expect(translateValidationMessage(byField.scmPerLitre ?? '', hausa)).toBe('Dole a cika scm kowace lita');
    expect(translateValidationMessage(byField.kgPerLitre ?? '', hausa)).toBe(
      'kg kowace lita dole ya zama lamba sama da 0 kuma bai wuce 10 ba, da lambobi 9 a mafi yawa bayan digo',
    );
  });
});

describe('the business profile’s own messages in the validation catalogue', () => {
  // What the profile form and the document picker check in the browser (verification contract).
  const checkedHere = {
    documentRequired: documentMessages.required,
    documentTooLarge: documentMessages.tooLarge,
    documentEmpty: documentMessages.empty,
    documentWrongType: documentMessages.wrongType,
    rcNumber: businessProfileMessages.rcNumber,
    tin: businessProfileMessages.tin,
    licenceNumber: businessProfileMessages.licenceNumber,
    licenceExpiry: businessProfileMessages.licenceExpiry,
    licenceExpired: businessProfileMessages.licenceExpired,
  };

  it('are the messages the document check gives', () => {
    const file = (size: number, type = 'application/pdf') => ({ name: 'cac.pdf', type, size });
    expect(documentFileProblem(null)).toBe(checkedHere.documentRequired);
    expect(documentFileProblem(file(11 * 1024 * 1024))).toBe(checkedHere.documentTooLarge);
    expect(documentFileProblem(file(0))).toBe(checkedHere.documentEmpty);
    expect(documentFileProblem({ name: 'cac.docx', type: 'application/msword', size: 10 })).toBe(
      checkedHere.documentWrongType,
    );
  });

  it.each(Object.entries(checkedHere))('says %s in Hausa and leaves it as it is in English', (_, message) => {
    const hausa = i18n.getFixedT('ha', 'validation');
    const english = i18n.getFixedT('en', 'validation');
    expect(translateValidationMessage(message, english)).toBe(message);
    expect(translateValidationMessage(message, hausa)).not.toBe(message);
  });
});

describe('the deposit receipt’s own messages in the validation catalogue', () => {
  const file = (size: number, type = 'application/pdf') => ({ name: 'receipt.pdf', type, size });
  // What the deposit dialog checks in the browser before sending (wallet contract).
  const refusals = {
    required: receiptFileProblem(null),
    tooLarge: receiptFileProblem(file(11 * 1024 * 1024)),
    empty: receiptFileProblem(file(0)),
    wrongType: receiptFileProblem({ name: 'receipt.docx', type: 'application/msword', size: 10 }),
  };

  it.each(Object.entries(refusals))('says %s in Hausa and leaves it as it is in English', (_, message) => {
    expect(message).not.toBeNull();
    const hausa = i18n.getFixedT('ha', 'validation');
    const english = i18n.getFixedT('en', 'validation');
    expect(translateValidationMessage(message ?? '', english)).toBe(message);
    expect(translateValidationMessage(message ?? '', hausa)).not.toBe(message);
  });
});

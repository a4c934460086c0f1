import { businessDocumentLabels, businessProfileFieldLabels } from '@gas/shared';
import type { TFunction } from 'i18next';

// What approval still lacks comes from the server in the contract's English words (a field's
// label, a certificate's name, or the expired licence); each is said in the reader's language.

const fieldKeys = Object.entries(businessProfileFieldLabels) as [
  keyof typeof businessProfileFieldLabels,
  string,
][];
const documentKeys = Object.entries(businessDocumentLabels) as [
  keyof typeof businessDocumentLabels,
  string,
][];
const expiredLicence = /^a current NMDPRA licence \(it expired on (.+)\)$/;

/** One missing item in the reader's language; an item this list does not know is shown as sent. */
export function missingItem(item: string, t: TFunction<'verification'>): string {
  const field = fieldKeys.find(([, label]) => label === item);
  if (field) return t(`fields.${field[0]}`);
  const document = documentKeys.find(([, label]) => label === item);
  if (document) return t(`documents.${document[0]}`);
  const expired = expiredLicence.exec(item);
  if (expired) return t('licence.expiredGap', { date: expired[1] ?? '' });
  return item;
}

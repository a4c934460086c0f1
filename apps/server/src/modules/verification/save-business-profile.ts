import {
  type BusinessProfile,
  type BusinessProfileInput,
  businessProfileFieldLabels,
  businessProfileMessages,
  type FieldError,
  isLicenceExpired,
  lagosDate,
  messages,
} from '@gas/shared';
import { sql } from 'drizzle-orm';
import { businessProfiles } from '../../db/schema-verification.ts';
import { type Actor, businessProfileEditor } from '../../lib/access.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { partyName } from '../parties/queries.ts';
import type { VerificationDeps } from './deps.ts';
import { describeBusinessProfile, loadProfileState, lockProfileScope } from './queries.ts';

/**
 * A party saves its business profile. While Pending it may change everything; once Active only
 * a supplier's licence (number and expiry: a renewal, which operators see on the party page);
 * a changed RC number or TIN then is refused (409) and goes through the operators (one not
 * given yet may still be given). A supplier
 * must give its licence with an expiry date not yet passed; an offtaker gives no licence.
 */
export async function saveBusinessProfile(
  deps: VerificationDeps,
  actor: Actor,
  input: BusinessProfileInput,
): Promise<BusinessProfile> {
  const { partyId } = businessProfileEditor(actor);
  const now = deps.clock.now();
  const isSupplier = actor.role === 'client';
  const errors: FieldError[] = [];
  if (isSupplier) {
    if (!input.licenceNumber)
      errors.push({
        htmlId: 'licenceNumber',
        message: messages.required(businessProfileFieldLabels.licenceNumber),
      });
    if (!input.licenceExpiry)
      errors.push({
        htmlId: 'licenceExpiry',
        message: messages.required(businessProfileFieldLabels.licenceExpiry),
      });
    else if (isLicenceExpired(input.licenceExpiry, lagosDate(now)))
      errors.push({ htmlId: 'licenceExpiry', message: businessProfileMessages.licenceExpired });
  } else if (input.licenceNumber || input.licenceExpiry) {
    errors.push({ htmlId: 'licenceNumber', message: businessProfileMessages.offtakerLicence });
  }
  if (errors.length > 0) throw AppError.withFields('validation', errors);

  return inTransaction(deps.db, async (tx) => {
    // One save at a time per party, and what it may change by the status it has now: an approval
    // committed while this save waited makes it an Active party's (the session still said Pending).
    const scope = await lockProfileScope(tx, partyId);
    const before = await loadProfileState(tx, partyId);
    const old = before.profile;
    // Once Active, answers an operator verified stay as they are (an operator changes them);
    // only a supplier's licence is renewed here. A blank answer may still be given.
    const verified = (given: string | null | undefined, now: string | null) =>
      Boolean(given) && given !== now;
    if (scope === 'licence' && (verified(old?.rcNumber, input.rcNumber) || verified(old?.tin, input.tin))) {
      throw conflict(businessProfileMessages.verifiedFields, 'rcNumber');
    }
    const values = {
      rcNumber: input.rcNumber,
      tin: input.tin,
      licenceNumber: input.licenceNumber ?? null,
      licenceExpiry: input.licenceExpiry ?? null,
      updatedUtc: now,
      updatedBy: actor.userId,
    };
    await tx
      .insert(businessProfiles)
      .values({ partyId, ...values })
      .onConflictDoUpdate({
        target: businessProfiles.partyId,
        set: { ...values, partyId: sql`excluded.party_id` },
      });
    const changed = (['rcNumber', 'tin', 'licenceNumber', 'licenceExpiry'] as const).filter(
      (field) => (old?.[field] ?? null) !== values[field],
    );
    await recordAudit(tx, deps.clock, actor, {
      action: scope === 'licence' ? 'business_licence_renewed' : 'business_profile_saved',
      entityType: 'party',
      entityId: partyId,
      entityLabel: partyName(before.party),
      before: old ? describeAnswers(old) : null,
      after: describeAnswers(values),
      details: { changed },
    });
    return describeBusinessProfile(await loadProfileState(tx, partyId), now);
  });
}

function describeAnswers(row: {
  rcNumber: string | null;
  tin: string | null;
  licenceNumber: string | null;
  licenceExpiry: string | null;
}): string {
  const parts = [`RC number ${row.rcNumber ?? '-'}`, `TIN ${row.tin ?? '-'}`];
  if (row.licenceNumber || row.licenceExpiry)
    parts.push(`licence ${row.licenceNumber ?? '-'} until ${row.licenceExpiry ?? '-'}`);
  return parts.join(', ');
}

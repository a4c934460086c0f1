import {
  type BusinessDocument,
  type BusinessDocumentKind,
  businessDocumentLabels,
  documentMessages,
} from '@gas/shared';
import { businessDocuments } from '../../db/schema-verification.ts';
import { type Actor, businessProfileEditor } from '../../lib/access.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { partyName } from '../parties/queries.ts';
import type { VerificationDeps } from './deps.ts';
import { documentType } from './document-type.ts';
import { describeDocument, loadProfileState, lockProfileScope } from './queries.ts';

export type DocumentUpload = { kind: BusinessDocumentKind; bytes: Buffer };

/**
 * A party uploads a certificate: the CAC certificate (suppliers and offtakers) or the NMDPRA
 * licence (suppliers). The file is judged like a deposit receipt and kept in the same store;
 * the newest of a kind is the current one. While Pending any; once Active only a renewed
 * licence. The file is stored before its row, and removed again if the row does not commit.
 */
export async function uploadBusinessDocument(
  deps: VerificationDeps,
  actor: Actor,
  input: DocumentUpload,
): Promise<BusinessDocument> {
  const { partyId, scope } = businessProfileEditor(actor);
  if (input.kind === 'nmdpra_licence' && actor.role !== 'client')
    throw new AppError('validation', documentMessages.notForOfftaker, 'kind');
  if (scope === 'licence' && input.kind !== 'nmdpra_licence')
    throw conflict(documentMessages.onlyLicenceWhenActive, 'document');
  const type = await documentType(input.bytes, deps.log);
  const storageKey = await deps.receipts.save(input.bytes, type);
  try {
    return await inTransaction(deps.db, async (tx) => {
      // Checked again under the party's lock: an approval may have committed since the session said Pending.
      if ((await lockProfileScope(tx, partyId)) === 'licence' && input.kind !== 'nmdpra_licence')
        throw conflict(documentMessages.onlyLicenceWhenActive, 'document');
      const now = deps.clock.now();
      const [created] = await tx
        .insert(businessDocuments)
        .values({
          partyId,
          kind: input.kind,
          storageKey,
          contentType: type.contentType,
          size: input.bytes.length,
          uploadedBy: actor.userId,
          uploadedUtc: now,
        })
        .returning();
      const { party } = await loadProfileState(tx, partyId);
      await recordAudit(tx, deps.clock, actor, {
        action: 'business_document_uploaded',
        entityType: 'party',
        entityId: partyId,
        entityLabel: partyName(party),
        after: businessDocumentLabels[input.kind],
        details: {
          documentId: created!.id,
          kind: input.kind,
          contentType: type.contentType,
          size: input.bytes.length,
        },
      });
      return describeDocument(created!);
    });
  } catch (error) {
    await deps.receipts.remove(storageKey).catch((removal: unknown) => {
      deps.log?.warn(
        { document: storageKey, err: removal },
        'could not remove a business document that was not stored',
      );
    });
    throw error;
  }
}

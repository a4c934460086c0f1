import { type BusinessDocument, type BusinessDocumentKind, businessDocumentSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

export type DocumentUpload = { kind: BusinessDocumentKind; file: File };

/** POST business-profile/documents as multipart {kind, document}: a certificate (201). */
export function uploadBusinessDocument(input: DocumentUpload): Promise<BusinessDocument> {
  const form = new FormData();
  form.append('kind', input.kind);
  form.append('document', input.file, input.file.name);
  return api.upload('business-profile/documents', form, { schema: businessDocumentSchema });
}

export const useUploadBusinessDocument = () =>
  useRefreshingMutation(uploadBusinessDocument, 'businessProfile');

/** Where a document's file is served (to its party and operators only). */
export const documentHref = (documentId: string) =>
  `/api/business-documents/${encodeURIComponent(documentId)}`;

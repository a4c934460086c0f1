import {
  businessDocumentKinds,
  businessDocumentSchema,
  businessProfileRequestSchema,
  businessProfileSchema,
  documentMessages,
  type FieldError,
} from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { allowRoles, requireActor } from '../../lib/route-guards.ts';
import { readUploadForm } from '../../lib/uploads.ts';
import type { VerificationDeps } from './deps.ts';
import { getBusinessProfile, getOwnBusinessProfile, readBusinessDocument } from './queries.ts';
import { saveBusinessProfile } from './save-business-profile.ts';
import { uploadBusinessDocument } from './upload-business-document.ts';

const documentKindSchema = z.enum(businessDocumentKinds, { error: documentMessages.kind });

export const verificationRoutes: FastifyPluginAsyncZod<VerificationDeps> = async (app, deps) => {
  const tags = ['verification'];
  const parties = { preHandler: allowRoles('client', 'customer') };

  app.get(
    '/business-profile',
    {
      ...parties,
      schema: {
        tags,
        summary: 'The signed-in party’s business profile',
        response: { 200: okSchema(businessProfileSchema) },
      },
    },
    async (request) => ok(await getOwnBusinessProfile(deps, requireActor(request))),
  );

  app.put(
    '/business-profile',
    {
      ...parties,
      schema: {
        tags,
        summary: 'Save the business profile: everything while Pending, only the licence once Active',
        body: businessProfileRequestSchema,
        response: { 200: okSchema(businessProfileSchema) },
      },
    },
    async (request) => ok(await saveBusinessProfile(deps, requireActor(request), request.body)),
  );

  app.post(
    '/business-profile/documents',
    {
      ...parties,
      schema: {
        tags,
        summary:
          'Upload a certificate: multipart kind (cac_certificate, nmdpra_licence), document (PDF/PNG/JPEG/WebP, <= 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: okSchema(businessDocumentSchema) },
      },
    },
    async (request, reply) => {
      // The upload form's `kind` text part and its first `document` file part, as sent.
      const { fields, file: document } = await readUploadForm(request, {
        fileField: 'document',
        what: 'document',
      });
      const kind = documentKindSchema.safeParse(fields.kind);
      const errors: FieldError[] = [];
      if (!kind.success) errors.push({ htmlId: 'kind', message: documentMessages.kind });
      if (!document) errors.push({ htmlId: 'document', message: documentMessages.required });
      if (!kind.success || !document) throw AppError.withFields('validation', errors);
      const created = await uploadBusinessDocument({ ...deps, log: request.log }, requireActor(request), {
        kind: kind.data,
        bytes: document,
      });
      return reply.code(201).send(ok(created));
    },
  );

  const partiesAndOperators = { preHandler: allowRoles('admin', 'client', 'customer') };
  app.get(
    '/business-profiles/:partyId',
    {
      ...partiesAndOperators,
      schema: {
        tags,
        summary: 'A party’s business profile, to operators and the party itself (404 to others)',
        params: z.object({ partyId: z.uuid({ error: 'The party was not found' }) }),
        response: { 200: okSchema(businessProfileSchema) },
      },
    },
    async (request) => ok(await getBusinessProfile(deps, requireActor(request), request.params.partyId)),
  );

  app.get(
    '/business-documents/:id',
    {
      ...partiesAndOperators,
      schema: {
        tags,
        summary: 'A business document file, to its party and operators only',
        params: z.object({ id: z.uuid({ error: 'The document was not found' }) }),
      },
    },
    async (request, reply) => {
      const file = await readBusinessDocument(deps, requireActor(request), request.params.id);
      return reply
        .type(file.contentType)
        .header(
          'content-disposition',
          `${file.contentType === 'application/pdf' ? 'attachment' : 'inline'}; filename="${file.filename}"`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox",
        )
        .send(file.bytes);
    },
  );
};

import {
  currencies,
  depositDecisions,
  depositRequestSchema,
  type FieldError,
  paymentSchema,
  paymentsQuerySchema,
  receiptMessages,
  receiptParamsSchema,
  walletBalanceSchema,
} from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { allowRoles, idempotencyKeyHeader, requireActor } from '../../lib/route-guards.ts';
import { readUploadForm } from '../../lib/uploads.ts';
import { createDeposit } from './create-deposit.ts';
import { decideDeposit } from './decide-deposit.ts';
import type { WalletDeps } from './deps.ts';
import { getBalance, getPayment, listPayments, readReceipt } from './queries.ts';

const currencyParams = z.object({ currency: z.enum(currencies, { error: 'Currency must be NGN or USD' }) });
/** A payment's id or its reference. */
const paymentIdParams = z.object({ id: z.string().min(1).max(64) });

export const walletRoutes: FastifyPluginAsyncZod<WalletDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['wallet'];

  app.post(
    '/payments',
    {
      preHandler: allowRoles('customer'),
      schema: {
        tags,
        summary:
          'New deposit: multipart amount (minor units), currency, receipt (PDF/PNG/JPEG/WebP, <= 10 MB)',
        consumes: ['multipart/form-data'],
        headers: idempotencyKeyHeader,
      },
    },
    async (request, reply) => {
      // The deposit form's text parts and its first `receipt` file part, as sent.
      const { fields, file: receipt } = await readUploadForm(request, {
        fileField: 'receipt',
        what: 'deposit',
      });
      const parsed = depositRequestSchema.safeParse(fields);
      const errors: FieldError[] = parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({
            htmlId: String(issue.path[0] ?? ''),
            message: issue.message,
          }));
      if (!receipt) errors.push({ htmlId: 'receipt', message: receiptMessages.required });
      if (!parsed.success || !receipt) throw AppError.withFields('validation', errors);
      const deposit = await createDeposit(
        { ...deps, log: request.log },
        requireActor(request),
        { ...parsed.data, receipt },
        { idempotencyKey: request.headers['idempotency-key'] },
      );
      return reply.code(201).send(ok(deposit));
    },
  );

  const ownersAndOperators = { preHandler: allowRoles('customer', 'admin') };
  app.get(
    '/payments',
    {
      ...ownersAndOperators,
      schema: { tags, querystring: paymentsQuerySchema, response: { 200: okSchema(z.array(paymentSchema)) } },
    },
    async (request) => ok(await listPayments(db, requireActor(request), request.query)),
  );

  app.get(
    '/payments/balances/:currency',
    {
      preHandler: allowRoles('customer', 'client'),
      schema: { tags, params: currencyParams, response: { 200: okSchema(walletBalanceSchema) } },
    },
    async (request) => ok(await getBalance(db, requireActor(request), request.params.currency)),
  );

  app.get(
    '/payments/:id',
    {
      ...ownersAndOperators,
      schema: { tags, params: paymentIdParams, response: { 200: okSchema(paymentSchema) } },
    },
    async (request) => ok(await getPayment(db, requireActor(request), request.params.id)),
  );

  app.get(
    '/payments/:id/receipts/:index',
    {
      ...ownersAndOperators,
      schema: {
        tags,
        summary: 'A receipt file, to its owner and operators only',
        params: receiptParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await readReceipt(deps, requireActor(request), {
        paymentId: request.params.id,
        index: request.params.index,
      });
      // Only PDF and images exist here (checked by content at upload); nosniff keeps it so.
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

  for (const decision of depositDecisions) {
    app.patch(
      `/payments/:reference/${decision}`,
      {
        preHandler: allowRoles('admin'),
        schema: {
          tags,
          summary: `${decision === 'Approved' ? 'Approve' : 'Reject'} a pending deposit`,
          params: z.object({ reference: z.string().min(1).max(64) }),
          response: { 200: okSchema(paymentSchema) },
        },
      },
      async (request) =>
        ok(
          await decideDeposit(deps, requireActor(request), { reference: request.params.reference, decision }),
        ),
    );
  }
};

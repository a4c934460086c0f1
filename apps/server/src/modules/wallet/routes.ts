import type { MultipartFile } from '@fastify/multipart';
import { currencies } from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentStatuses } from '../../db/schema.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { hashRequest, inTransaction } from '../../lib/transaction.ts';
import { allowRoles, idempotencyKeyHeader, requireActor } from '../../plugins/auth.ts';
import {
  createDeposit,
  decideDeposit,
  discardReceipts,
  getBalance,
  getPayment,
  listPayments,
  readReceipt,
  type WalletDeps,
} from './service.ts';

const paymentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  customer: z.object({ id: z.string(), name: z.string() }),
  flow: z.enum(['Credit', 'Debit']),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  amountString: z.string(),
  prevBal: z.number().nullable(),
  currBal: z.number().nullable(),
  createdUtc: z.string(),
  processedUtc: z.string().nullable(),
  receiptPaths: z.array(z.string()),
});

/** The New Deposit form's fields (multipart text parts). Amount is in minor units (kobo, cents). */
const depositFieldsSchema = z.object({
  amount: z
    .string({ error: 'Amount is required' })
    .regex(/^\d+$/, 'Please enter a valid amount')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'Amount cannot be less than 0.01')
        .max(100_000_000_000_00, 'Amount cannot be more than 100000000000'),
    ),
  currency: z.enum(currencies, { error: 'Currency is required' }),
});

/**
 * The multipart parser's own limits (413) and refusals keep their status; anything else it
 * throws (no boundary, a truncated or malformed body) is the client's broken form, not a 500.
 */
function unreadableForm(error: unknown): unknown {
  const status = (error as { statusCode?: number }).statusCode;
  if (status !== undefined && status >= 400 && status < 500) return error;
  return new AppError('validation', 'The form could not be read. Please send the deposit again.');
}

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
      if (!request.isMultipart())
        throw new AppError('unsupported_media_type', 'Send the deposit as multipart/form-data');
      const fields: Record<string, string> = {};
      let receipt: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const bytes = await (part as MultipartFile).toBuffer();
            if (part.fieldname === 'receipt' && !receipt) receipt = bytes;
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        throw unreadableForm(error);
      }
      // Blank fields count as missing, so they get "is required" rather than a format message.
      const amount = fields.amount?.replaceAll(',', '').trim();
      const parsed = depositFieldsSchema.safeParse({
        amount: amount || undefined,
        currency: fields.currency || undefined,
      });
      const errors = parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({
            htmlId: String(issue.path[0] ?? ''),
            message: issue.message,
          }));
      if (!receipt) errors.push({ htmlId: 'receipt', message: 'Receipt is required' });
      if (!parsed.success || !receipt) throw AppError.withFields('validation', errors);

      const actor = requireActor(request);
      // The receipt is stored before its deposit row, outside the database transaction: if the
      // transaction does not commit (a fault, a conflict, a lost connection), the file goes too.
      const storedReceipts: string[] = [];
      let deposit: Awaited<ReturnType<typeof createDeposit>>;
      try {
        deposit = await inTransaction(
          db,
          (tx) => createDeposit(deps, tx, actor, { ...parsed.data, receipt }, storedReceipts),
          {
            userId: actor.userId,
            operation: 'POST /payments',
            key: request.headers['idempotency-key'],
            request: [parsed.data, hashRequest(receipt.toString('base64'))],
          },
        );
      } catch (error) {
        await discardReceipts(deps, storedReceipts, request.log);
        throw error;
      }
      // Committed, the deposit holds the last receipt stored; an attempt before it (one that drew
      // a reference that already existed) left one nothing refers to.
      await discardReceipts(deps, storedReceipts.slice(0, -1), request.log);
      return reply.code(201).send(ok(deposit));
    },
  );

  app.get(
    '/payments',
    {
      preHandler: allowRoles('customer', 'admin'),
      schema: {
        tags,
        querystring: z.object({
          status: z.enum(paymentStatuses).optional(),
          currency: z.enum(currencies).optional(),
          flow: z.enum(['Credit', 'Debit']).optional(),
        }),
        response: { 200: okSchema(z.array(paymentSchema)) },
      },
    },
    async (request) => ok(await listPayments(db, requireActor(request), request.query)),
  );

  app.get(
    '/payments/balances/:currency',
    {
      preHandler: allowRoles('customer', 'client'),
      schema: {
        tags,
        params: z.object({ currency: z.enum(currencies, { error: 'Currency must be NGN or USD' }) }),
        response: {
          200: okSchema(
            z.object({
              amount: z.number(),
              held: z.number(),
              currency: z.string(),
              amountString: z.string(),
            }),
          ),
        },
      },
    },
    async (request) => ok(await getBalance(db, requireActor(request), request.params.currency)),
  );

  app.get(
    '/payments/:id',
    {
      preHandler: allowRoles('customer', 'admin'),
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: okSchema(paymentSchema) },
      },
    },
    async (request) => ok(await getPayment(db, requireActor(request), request.params.id)),
  );

  app.get(
    '/payments/:id/receipts/:index',
    {
      preHandler: allowRoles('customer', 'admin'),
      schema: {
        tags,
        summary: 'A receipt file, to its owner and operators only',
        params: z.object({
          id: z.uuid('The id is not valid'),
          index: z.coerce.number().int().min(0).max(20),
        }),
      },
    },
    async (request, reply) => {
      const file = await readReceipt(deps, requireActor(request), request.params.id, request.params.index);
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

  for (const decision of ['Approved', 'Rejected'] as const) {
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

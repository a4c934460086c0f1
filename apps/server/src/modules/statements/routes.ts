import {
  monthlyStatementQuerySchema,
  monthlyStatementSchema,
  monthlyStatementsQuerySchema,
  payoutParamsSchema,
} from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope.ts';
import { allowRoles, requireActor } from '../../lib/route-guards.ts';
import { issuedStatement, type StatementsDeps } from './issue-statement.ts';
import { payoutAdvicePdf } from './payout-advice.ts';
import { listMonthlyStatements, statementPartyId } from './queries.ts';

// Monthly PDF statements (issue 18, point 5): a party reads its own wallet's; an operator names
// the party. Another party's answers as if it did not exist.
export const statementRoutes: FastifyPluginAsyncZod<StatementsDeps> = async (app, deps) => {
  const tags = ['statements'];
  const readers = allowRoles('client', 'customer', 'admin');

  app.get(
    '/statements',
    {
      preHandler: readers,
      schema: {
        tags,
        summary: "The closed months of a wallet, newest first, with each issued statement's figures",
        querystring: monthlyStatementsQuerySchema,
        response: { 200: okSchema(z.array(monthlyStatementSchema)) },
      },
    },
    async (request) => {
      const partyId = await statementPartyId(deps.db, requireActor(request), request.query.partyId);
      return ok(await listMonthlyStatements(deps, partyId, request.query.currency));
    },
  );

  app.get(
    '/statements/monthly.pdf',
    {
      preHandler: readers,
      schema: {
        tags,
        summary:
          "One closed month's statement as PDF: issued on its first request in the party's language (Content-Language), the same bytes after",
        querystring: monthlyStatementQuerySchema,
      },
    },
    async (request, reply) => {
      const { month, currency } = request.query;
      const partyId = await statementPartyId(deps.db, requireActor(request), request.query.partyId);
      const statement = await issuedStatement(deps, partyId, currency, month);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="statement-${currency}-${month}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('content-language', statement.language)
        .send(statement.pdf);
    },
  );

  app.get(
    '/payouts/:id/advice.pdf',
    {
      preHandler: readers,
      schema: {
        tags,
        summary:
          "A Paid payout's or withdrawal's advice as PDF: issued on its first request in the party's language (Content-Language), the same bytes after",
        params: payoutParamsSchema,
      },
    },
    async (request, reply) => {
      const { pdf, reference, language } = await payoutAdvicePdf(
        deps,
        requireActor(request),
        request.params.id,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="advice-${reference}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('content-language', language)
        .send(pdf);
    },
  );
};

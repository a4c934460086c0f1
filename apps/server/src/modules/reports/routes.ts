import { Readable } from 'node:stream';
import {
  depositsReportFiltersSchema,
  depositsReportQuerySchema,
  salesReportFiltersSchema,
  salesReportQuerySchema,
} from '@gas/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor } from '../../lib/access.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { allowRoles, requireActor } from '../../plugins/auth.ts';
import {
  depositsCsvHeader,
  depositsCsvLine,
  salesCsvHeader,
  salesCsvLine,
  statementCsvHeader,
  statementCsvLine,
} from './csv.ts';
import { type DashboardDeps, dashboardFor } from './dashboard.ts';
import {
  allDepositRows,
  allSalesRows,
  allStatementRows,
  depositsReport,
  salesReport,
  supplierStatement,
} from './service.ts';

/** Streams header + lines as a CSV download; rows are read lazily, batch by batch. */
function sendCsv<Row>(
  reply: FastifyReply,
  name: string,
  today: Date,
  header: string,
  rows: AsyncIterable<Row>,
  line: (row: Row) => string,
) {
  async function* lines() {
    // The byte order mark makes spreadsheet programs read the file as UTF-8 (names, ₦).
    yield `\uFEFF${header}`;
    for await (const row of rows) yield line(row);
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${today.toISOString().slice(0, 10)}.csv"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}

/** A supplier's statement filters by date and currency only: say so rather than ignore a filter. */
function refuseFiltersTheStatementLacks(actor: Actor, query: { status?: string; partyId?: string }) {
  if (actor.role !== 'client') return;
  if (query.status)
    throw new AppError('validation', 'The settlement statement has no status filter', 'status');
  if (query.partyId) throw new AppError('validation', 'Only operators can filter by party', 'partyId');
}

export const reportRoutes: FastifyPluginAsyncZod<DashboardDeps> = async (app, deps) => {
  const { db, clock } = deps;
  const tags = ['reports'];
  const anyRole = { preHandler: allowRoles('admin', 'client', 'customer') };

  app.get(
    '/dashboard',
    { ...anyRole, schema: { tags, summary: "The figures of the caller's dashboard" } },
    async (request) => ok(await dashboardFor(deps, requireActor(request))),
  );

  app.get(
    '/reports/sales',
    {
      ...anyRole,
      schema: {
        tags,
        summary: 'Sales report: one page of rows, totals and months',
        querystring: salesReportQuerySchema,
      },
    },
    async (request) => ok(await salesReport(db, requireActor(request), request.query)),
  );

  app.get(
    '/reports/sales.csv',
    {
      ...anyRole,
      schema: {
        tags,
        summary: 'Every row of the sales report as CSV',
        querystring: salesReportFiltersSchema,
      },
    },
    async (request, reply) => {
      const rows = allSalesRows(db, requireActor(request), request.query);
      return sendCsv(reply, 'sales-report', clock.now(), salesCsvHeader, rows, salesCsvLine);
    },
  );

  app.get(
    '/reports/deposits',
    {
      ...anyRole,
      schema: {
        tags,
        summary: "Deposits report; for a supplier, its settlement wallet's statement",
        querystring: depositsReportQuerySchema,
      },
    },
    async (request) => {
      const actor = requireActor(request);
      refuseFiltersTheStatementLacks(actor, request.query);
      return ok(
        actor.role === 'client'
          ? await supplierStatement(db, actor, request.query)
          : await depositsReport(db, actor, request.query),
      );
    },
  );

  app.get(
    '/reports/deposits.csv',
    {
      ...anyRole,
      schema: {
        tags,
        summary: 'Every row of the deposits report as CSV',
        querystring: depositsReportFiltersSchema,
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      refuseFiltersTheStatementLacks(actor, request.query);
      if (actor.role === 'client') {
        const rows = allStatementRows(db, actor, request.query);
        return sendCsv(
          reply,
          'settlement-statement',
          clock.now(),
          statementCsvHeader,
          rows,
          statementCsvLine,
        );
      }
      const rows = allDepositRows(db, actor, request.query);
      return sendCsv(reply, 'deposits-report', clock.now(), depositsCsvHeader, rows, depositsCsvLine);
    },
  );
};

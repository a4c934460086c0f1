import { Readable } from 'node:stream';
import {
  depositsReportFiltersSchema,
  depositsReportQuerySchema,
  salesReportFiltersSchema,
  salesReportQuerySchema,
  walletStatementFiltersSchema,
  walletStatementQuerySchema,
  walletStatementSchema,
} from '@gas/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.ts';
import { languageFromAcceptLanguage } from '../../lib/i18n/language.ts';
import { allowRoles, requireActor } from '../../lib/route-guards.ts';
import { type CsvExport, depositsCsv, salesCsv } from './csv.ts';
import { dashboardFor } from './dashboard.ts';
import { depositsReportFor } from './deposits-report.ts';
import type { ReportsDeps } from './deps.ts';
import { salesReport } from './sales-report.ts';
import { walletStatement, walletStatementCsv } from './wallet-statement.ts';

// The dashboards and reports (contracts/dashboard.ts, contracts/reports.ts). The dashboards and
// the sales report are benchmarked reads: they answer without a response schema, as measured.

/**
 * Streams a CSV export as a download dated `today`; its rows are read lazily, batch by batch.
 * The answer (200 and the header line) is on its way before the first row is read, so a failure
 * then can only cut the download short: it is logged as an error (event `csv_export_failed`)
 * and counted by the metrics (http_response_streams_failed_total), not left to the framework's
 * warning about a broken stream.
 */
export function sendCsv(request: FastifyRequest, reply: FastifyReply, csv: CsvExport, today: Date) {
  async function* lines() {
    // Lines go out in chunks of about 64 KB, not one write to the socket each (issue 20: a
    // supplier's month of 84 lines cost 4.1 ms of server CPU); the header line goes in the first
    // (a small export is then one write and the closing chunk), and what was read before a
    // failure is still sent. The byte order mark makes spreadsheet programs read the file as
    // UTF-8 (names, ₦).
    let chunk = `\uFEFF${csv.header}`;
    try {
      for await (const line of csv.lines) {
        chunk += line;
        if (chunk.length >= 65_536) {
          yield chunk;
          chunk = '';
        }
      }
      if (chunk) yield chunk;
    } catch (error) {
      if (chunk) yield chunk;
      reply.log.error(
        { event: 'csv_export_failed', export: csv.name, route: request.routeOptions.url, err: error },
        'CSV export failed after it started: the download was cut short',
      );
      throw error;
    }
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${csv.name}-${today.toISOString().slice(0, 10)}.csv"`,
    )
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}

export const reportRoutes: FastifyPluginAsyncZod<ReportsDeps> = async (app, deps) => {
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
    async (request, reply) =>
      sendCsv(request, reply, salesCsv(db, requireActor(request), request.query), clock.now()),
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
    // A supplier's statement lines in the language being read (Accept-Language).
    async (request, reply) => {
      const language = languageFromAcceptLanguage(request.headers['accept-language']);
      reply.header('vary', 'Accept-Language');
      return ok(await depositsReportFor(db, requireActor(request), request.query, language));
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
    async (request, reply) =>
      sendCsv(request, reply, depositsCsv(db, requireActor(request), request.query), clock.now()),
  );

  const offtakers = { preHandler: allowRoles('customer') };
  app.get(
    '/reports/wallet-statement',
    {
      ...offtakers,
      schema: {
        tags,
        summary: "The offtaker's wallet statement in one currency, from the ledger: one page, newest first",
        querystring: walletStatementQuerySchema,
        response: { 200: okSchema(walletStatementSchema) },
      },
    },
    // Its lines in the language being read (Accept-Language), as the server words its errors.
    async (request, reply) => {
      const language = languageFromAcceptLanguage(request.headers['accept-language']);
      reply.header('vary', 'Accept-Language');
      return ok(await walletStatement(db, requireActor(request), request.query, language));
    },
  );

  app.get(
    '/reports/wallet-statement.csv',
    {
      ...offtakers,
      schema: {
        tags,
        summary: "Every line of the offtaker's wallet statement in one currency as CSV",
        querystring: walletStatementFiltersSchema,
      },
    },
    async (request, reply) =>
      sendCsv(request, reply, walletStatementCsv(db, requireActor(request), request.query), clock.now()),
  );
};

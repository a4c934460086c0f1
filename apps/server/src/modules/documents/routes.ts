import {
  invoiceParamsSchema,
  invoiceSchema,
  productTaxRateRequestSchema,
  productTaxRateSchema,
} from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { allowRoles, requireActor } from '../../lib/route-guards.ts';
import { downloadInvoice, saleInvoices } from './queries.ts';
import { listProductTaxRates, setProductTaxRate } from './tax-rates.ts';

// Invoices of settled sales and the products' VAT rates (issue 18, point 5).
export const documentRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, deps) => {
  const tags = ['documents'];
  const partiesAndOperators = allowRoles('client', 'customer', 'admin');
  const operators = allowRoles('admin');

  app.get(
    '/sales/:id/invoices',
    {
      preHandler: partiesAndOperators,
      schema: {
        tags,
        summary: "A settled sale's invoices: the buyer its sale invoice, the supplier also its fee invoice",
        params: invoiceParamsSchema,
        response: { 200: okSchema(z.array(invoiceSchema)) },
      },
    },
    async (request) => ok(await saleInvoices(deps.db, requireActor(request), request.params.id)),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      preHandler: partiesAndOperators,
      schema: {
        tags,
        summary: "An invoice as issued, as PDF, in its recipient's language when issued (Content-Language)",
        params: invoiceParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await downloadInvoice(deps.db, requireActor(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-language', file.language)
        .send(file.pdf);
    },
  );

  app.get(
    '/product-tax-rates',
    {
      preHandler: operators,
      schema: {
        tags,
        summary: "Each product's VAT rate",
        response: { 200: okSchema(z.array(productTaxRateSchema)) },
      },
    },
    async (request) => ok(await listProductTaxRates(deps.db, requireActor(request))),
  );

  app.put(
    '/product-tax-rates/:id',
    {
      preHandler: operators,
      schema: {
        tags,
        summary: "Set a product's VAT rate (0: zero-rated), printed on invoices of sales settled afterwards",
        params: invoiceParamsSchema,
        body: productTaxRateRequestSchema,
        response: { 200: okSchema(productTaxRateSchema) },
      },
    },
    async (request) =>
      ok(await setProductTaxRate(deps, requireActor(request), request.params.id, request.body)),
  );
};

import {
  acceptDeliveryRequestSchema,
  cancelBeforeLoadingRequestSchema,
  cancelUndispatchedRequestSchema,
  deliveryCodeSchema,
  disputeDeliveryRequestSchema,
  fulfilmentLossSchema,
  fulfilmentSchema,
  refundUndeliveredRequestSchema,
  resolveDisputeRequestSchema,
  resolveLossRequestSchema,
} from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope.ts';
import { allowRoles, idempotencyKeyHeader, requireActor } from '../../lib/route-guards.ts';
import { acceptDelivery } from './accept-delivery.ts';
import { cancelBeforeLoading } from './cancel-before-loading.ts';
import { cancelUndispatched } from './cancel-undispatched.ts';
import type { FulfilmentDeps } from './deps.ts';
import { disputeDelivery } from './dispute-delivery.ts';
import { listLosses, resolveLoss } from './losses.ts';
import { getDeliveryCode, getFulfilment } from './queries.ts';
import { refundUndelivered } from './refund-undelivered.ts';
import { reissueDeliveryCode } from './reissue-code.ts';
import { resolveDispute } from './resolve-dispute.ts';

const idParams = z.object({ id: z.uuid('The id is not valid') });
const answer = { 200: okSchema(fulfilmentSchema) };

export const fulfilmentRoutes: FastifyPluginAsyncZod<FulfilmentDeps> = async (app, deps) => {
  const tags = ['fulfilment'];

  app.get(
    '/sales/:id/fulfilment',
    {
      preHandler: allowRoles('customer', 'client', 'admin'),
      schema: {
        tags,
        summary: "A sale's fulfilment: terms, status, quantities, money at settlement, timeline",
        params: idParams,
        response: answer,
      },
    },
    async (request) => ok(await getFulfilment(deps.db, requireActor(request), request.params.id)),
  );

  app.post(
    '/sales/:id/accept',
    {
      preHandler: allowRoles('customer'),
      schema: {
        tags,
        summary: 'Buyer accepts the delivery (collection): the sale settles at once',
        params: idParams,
        headers: idempotencyKeyHeader,
        body: acceptDeliveryRequestSchema.optional(),
        response: answer,
      },
    },
    async (request) =>
      ok(
        await acceptDelivery(
          deps,
          requireActor(request),
          { saleId: request.params.id, ...(request.body ?? {}) },
          { idempotencyKey: request.headers['idempotency-key'] },
        ),
      ),
  );

  app.post(
    '/sales/:id/dispute',
    {
      preHandler: allowRoles('customer'),
      schema: {
        tags,
        summary: 'Buyer disputes the delivery with a reason, within the acceptance window',
        params: idParams,
        body: disputeDeliveryRequestSchema,
        response: answer,
      },
    },
    async (request) =>
      ok(await disputeDelivery(deps, requireActor(request), { saleId: request.params.id, ...request.body })),
  );

  app.post(
    '/sales/:id/cancel-undispatched',
    {
      preHandler: allowRoles('customer'),
      schema: {
        tags,
        summary: 'Buyer cancels an approved sale not loaded within the dispatch time limit: full release',
        params: idParams,
        body: cancelUndispatchedRequestSchema.optional(),
        response: answer,
      },
    },
    async (request) =>
      ok(
        await cancelUndispatched(deps, requireActor(request), {
          saleId: request.params.id,
          ...(request.body ?? {}),
        }),
      ),
  );

  app.post(
    '/sales/:id/cancel-before-loading',
    {
      preHandler: allowRoles('admin'),
      schema: {
        tags,
        summary:
          'Operator cancels an approved sale before loading, with a reason: full release, booking freed, both parties emailed',
        params: idParams,
        body: cancelBeforeLoadingRequestSchema,
        response: answer,
      },
    },
    async (request) =>
      ok(
        await cancelBeforeLoading(deps, requireActor(request), {
          saleId: request.params.id,
          ...request.body,
        }),
      ),
  );

  app.post(
    '/sales/:id/resolve',
    {
      preHandler: allowRoles('admin'),
      schema: {
        tags,
        summary: 'Operator resolves a dispute: settle the delivered quantity, settle part, or refund all',
        params: idParams,
        headers: idempotencyKeyHeader,
        body: resolveDisputeRequestSchema,
        response: answer,
      },
    },
    async (request) =>
      ok(
        await resolveDispute(
          deps,
          requireActor(request),
          { saleId: request.params.id, ...request.body },
          { idempotencyKey: request.headers['idempotency-key'] },
        ),
      ),
  );

  app.post(
    '/sales/:id/refund-undelivered',
    {
      preHandler: allowRoles('admin'),
      schema: {
        tags,
        summary:
          'Operator refunds a loaded delivery that will not arrive, with a reason: full release, the loaded gas a transit loss, both parties emailed',
        params: idParams,
        headers: idempotencyKeyHeader,
        body: refundUndeliveredRequestSchema,
        response: answer,
      },
    },
    async (request) =>
      ok(
        await refundUndelivered(
          deps,
          requireActor(request),
          { saleId: request.params.id, ...request.body },
          { idempotencyKey: request.headers['idempotency-key'] },
        ),
      ),
  );

  app.get(
    '/sales/:id/delivery-code',
    {
      preHandler: allowRoles('customer'),
      schema: {
        tags,
        summary: "The buyer's one-time delivery code (buyer only)",
        params: idParams,
        response: { 200: okSchema(deliveryCodeSchema) },
      },
    },
    async (request) =>
      ok(await getDeliveryCode(deps.db, deps.deliveryCodeKey, requireActor(request), request.params.id)),
  );

  app.post(
    '/sales/:id/delivery-code',
    {
      preHandler: allowRoles('admin'),
      schema: {
        tags,
        summary: 'Operator issues the buyer a new delivery code (the old one stops working, a lock lifts)',
        params: idParams,
        response: answer,
      },
    },
    async (request) => ok(await reissueDeliveryCode(deps, requireActor(request), request.params.id)),
  );

  app.get(
    '/fulfilment-losses',
    {
      preHandler: allowRoles('admin'),
      schema: {
        tags,
        summary: 'Gas lost in transit or refused at delivery, open ones first (operators)',
        response: { 200: okSchema(z.array(fulfilmentLossSchema)) },
      },
    },
    async (request) => ok(await listLosses(deps.db, requireActor(request))),
  );

  app.post(
    '/fulfilment-losses/:id/resolve',
    {
      preHandler: allowRoles('admin'),
      schema: {
        tags,
        summary: 'An operator closes a loss with a note',
        params: idParams,
        body: resolveLossRequestSchema,
        response: { 200: okSchema(fulfilmentLossSchema) },
      },
    },
    async (request) =>
      ok(await resolveLoss(deps, requireActor(request), { id: request.params.id, ...request.body })),
  );
};

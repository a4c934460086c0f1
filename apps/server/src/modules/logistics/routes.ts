import type { MultipartFile } from '@fastify/multipart';
import {
  deliveriesQuerySchema,
  deliverRequestSchema,
  deliveryParamsSchema,
  deliverySchema,
  driverRequestSchema,
  driverSchema,
  driverUpdateSchema,
  type FieldError,
  loadRequestSchema,
  logisticsIdParamsSchema,
  scheduleRequestSchema,
  slotRequestSchema,
  slotSchema,
  slotsQuerySchema,
  slotUpdateSchema,
  truckRequestSchema,
  truckSchema,
} from '@gas/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { contentTypeByExtension } from '../../lib/receipts.ts';
import { allowRoles, requireActor } from '../../lib/route-guards.ts';
import { cancelBooking } from './cancel-booking.ts';
import { getDelivery, listDeliveries, ticketPathOf } from './delivery-queries.ts';
import type { LogisticsDeps } from './deps.ts';
import { listDrivers, listSlots, listTrucks } from './queries.ts';
import { recordDelivery } from './record-delivery.ts';
import { recordDeparture } from './record-departure.ts';
import { recordLoading } from './record-loading.ts';
import { addDriver, changeDriver } from './save-driver.ts';
import { changeSlot, openSlot } from './save-slot.ts';
import { addTruck, changeTruck } from './save-truck.ts';
import { scheduleDelivery } from './schedule-delivery.ts';

const tags = ['logistics'];

/**
 * The loading form: multipart/form-data (its fields and an optional `ticket` photo) or JSON
 * (fields only). The multipart parser's own 4xx keep their status; anything else it throws is the
 * client's broken form.
 */
async function readLoadingForm(request: FastifyRequest) {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, unknown> };
  const fields: Record<string, string> = {};
  let ticket: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await (part as MultipartFile).toBuffer();
        if (part.fieldname === 'ticket' && !ticket && (bytes.length > 0 || part.filename)) ticket = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) throw error;
    throw new AppError('validation', 'The form could not be read. Please send the loading again.');
  }
  return { fields, ticket };
}

/** A form's fields checked against `schema`, or 400 with a message per field. */
function parsed<T>(
  schema: {
    safeParse(
      value: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  fields: unknown,
): T {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.map((issue) => ({
    htmlId: String(issue.path[0] ?? ''),
    message: issue.message,
  }));
  throw AppError.withFields('validation', errors);
}

/** The operators' fleet, drivers and loading slots (issue 17). */
export const logisticsRoutes: FastifyPluginAsyncZod<LogisticsDeps> = async (app, deps) => {
  const { db } = deps;
  const operators = { preHandler: allowRoles('admin') };

  app.get(
    '/trucks',
    { ...operators, schema: { tags, response: { 200: okSchema(z.array(truckSchema)) } } },
    async (request) => ok(await listTrucks(db, requireActor(request))),
  );
  app.post(
    '/trucks',
    { ...operators, schema: { tags, body: truckRequestSchema, response: { 201: okSchema(truckSchema) } } },
    async (request, reply) => created(reply, await addTruck(deps, requireActor(request), request.body)),
  );
  app.put(
    '/trucks/:id',
    {
      ...operators,
      schema: {
        tags,
        params: logisticsIdParamsSchema,
        body: truckRequestSchema,
        response: { 200: okSchema(truckSchema) },
      },
    },
    async (request) => ok(await changeTruck(deps, requireActor(request), request.params.id, request.body)),
  );

  app.get(
    '/drivers',
    { ...operators, schema: { tags, response: { 200: okSchema(z.array(driverSchema)) } } },
    async (request) => ok(await listDrivers(db, requireActor(request))),
  );
  app.post(
    '/drivers',
    {
      ...operators,
      schema: {
        tags,
        summary: 'A driver; with an email, a login (role driver) and an emailed set-password link',
        body: driverRequestSchema,
        response: { 201: okSchema(driverSchema) },
      },
    },
    async (request, reply) => created(reply, await addDriver(deps, requireActor(request), request.body)),
  );
  app.put(
    '/drivers/:id',
    {
      ...operators,
      schema: {
        tags,
        params: logisticsIdParamsSchema,
        body: driverUpdateSchema,
        response: { 200: okSchema(driverSchema) },
      },
    },
    async (request) => ok(await changeDriver(deps, requireActor(request), request.params.id, request.body)),
  );

  app.get(
    '/slots',
    {
      ...operators,
      schema: { tags, querystring: slotsQuerySchema, response: { 200: okSchema(z.array(slotSchema)) } },
    },
    async (request) => ok(await listSlots(db, deps.clock, requireActor(request), request.query)),
  );
  app.post(
    '/slots',
    { ...operators, schema: { tags, body: slotRequestSchema, response: { 201: okSchema(slotSchema) } } },
    async (request, reply) => created(reply, await openSlot(deps, requireActor(request), request.body)),
  );
  app.put(
    '/slots/:id',
    {
      ...operators,
      schema: {
        tags,
        params: logisticsIdParamsSchema,
        body: slotUpdateSchema,
        response: { 200: okSchema(slotSchema) },
      },
    },
    async (request) => ok(await changeSlot(deps, requireActor(request), request.params.id, request.body)),
  );
  // Deliveries: the operators' day board and steps; a driver's own list, departure and proof of delivery.
  const readers = { preHandler: allowRoles('admin', 'driver') };
  app.get(
    '/deliveries',
    {
      ...readers,
      schema: {
        tags,
        summary: 'Operators: the day board (day, hubId); a driver: its own deliveries',
        querystring: deliveriesQuerySchema,
        response: { 200: okSchema(z.array(deliverySchema)) },
      },
    },
    async (request) => ok(await listDeliveries(db, deps.clock, requireActor(request), request.query)),
  );
  app.get(
    '/deliveries/:saleId',
    {
      ...readers,
      schema: { tags, params: deliveryParamsSchema, response: { 200: okSchema(deliverySchema) } },
    },
    async (request) => ok(await getDelivery(db, requireActor(request), request.params.saleId)),
  );
  app.post(
    '/deliveries/:saleId/schedule',
    {
      ...operators,
      schema: {
        tags,
        summary: 'Book a slot (and for a delivery a truck and driver); again to move it',
        params: deliveryParamsSchema,
        body: scheduleRequestSchema,
        response: { 200: okSchema(deliverySchema) },
      },
    },
    async (request) =>
      ok(await scheduleDelivery(deps, requireActor(request), request.params.saleId, request.body)),
  );
  app.delete(
    '/deliveries/:saleId/booking',
    {
      ...operators,
      schema: {
        tags,
        summary: 'Cancel a collection’s slot booking',
        params: deliveryParamsSchema,
        response: { 200: okSchema(deliverySchema) },
      },
    },
    async (request) => ok(await cancelBooking(deps, requireActor(request), request.params.saleId)),
  );
  app.post(
    '/deliveries/:saleId/loading',
    {
      ...operators,
      schema: {
        tags,
        summary:
          'Record the loading: quantityLoaded (a collection: and the buyer’s code), optional ticket photo (multipart)',
        params: deliveryParamsSchema,
        response: { 200: okSchema(deliverySchema) },
      },
    },
    async (request) => {
      const { fields, ticket } = await readLoadingForm(request);
      const form = parsed(loadRequestSchema, fields);
      return ok(await recordLoading(deps, requireActor(request), request.params.saleId, { ...form, ticket }));
    },
  );
  app.post(
    '/deliveries/:saleId/departure',
    {
      ...readers,
      schema: { tags, params: deliveryParamsSchema, response: { 200: okSchema(deliverySchema) } },
    },
    async (request) => ok(await recordDeparture(deps, requireActor(request), request.params.saleId)),
  );
  app.post(
    '/deliveries/:saleId/delivery',
    {
      ...readers,
      schema: {
        tags,
        summary: 'Proof of delivery: the buyer’s code and the quantity delivered',
        params: deliveryParamsSchema,
        body: deliverRequestSchema,
        response: { 200: okSchema(deliverySchema) },
      },
    },
    async (request) =>
      ok(await recordDelivery(deps, requireActor(request), request.params.saleId, request.body)),
  );
  app.get(
    '/deliveries/:saleId/ticket',
    { ...operators, schema: { tags, summary: 'The meter ticket’s photo', params: deliveryParamsSchema } },
    async (request, reply) => {
      const path = await ticketPathOf(db, requireActor(request), request.params.saleId);
      const extension = path.split('.').pop() ?? '';
      return reply
        .type(contentTypeByExtension[extension] ?? 'application/octet-stream')
        .header('content-disposition', `inline; filename="meter-ticket.${extension}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
        .send(await deps.receipts.read(path));
    },
  );
};

import {
  driverRequestSchema,
  driverSchema,
  driverUpdateSchema,
  logisticsIdParamsSchema,
  slotRequestSchema,
  slotSchema,
  slotsQuerySchema,
  slotUpdateSchema,
  truckRequestSchema,
  truckSchema,
} from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, ok, okSchema } from '../../lib/envelope.ts';
import { allowRoles, requireActor } from '../../lib/route-guards.ts';
import type { LogisticsDeps } from './deps.ts';
import { listDrivers, listSlots, listTrucks } from './queries.ts';
import { addDriver, changeDriver } from './save-driver.ts';
import { changeSlot, openSlot } from './save-slot.ts';
import { addTruck, changeTruck } from './save-truck.ts';

const tags = ['logistics'];

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
};

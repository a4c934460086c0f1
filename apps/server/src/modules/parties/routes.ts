import { emailPattern } from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { allowRoles, requireActor } from '../../plugins/auth.ts';
import {
  addContact,
  decideOnboarding,
  getParty,
  getProfile,
  listContacts,
  listOnboarding,
  listParties,
  updateContact,
} from './service.ts';

const idParams = z.object({ id: z.uuid('The id is not valid') });

const partySchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  createdUtc: z.string(),
  email: z.string().nullable(),
  company: z.object({ name: z.string() }).nullable(),
  individual: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
});

const contactSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  email2: z.string().nullable(),
  mobile: z.string().nullable(),
  mobile2: z.string().nullable(),
  mobile3: z.string().nullable(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  isPrimary: z.boolean(),
});

const text = (label: string, max = 120) =>
  z.string().trim().max(max, `${label} cannot be more than ${max} characters`).optional();
const optionalEmail = (label: string) =>
  text(label, 254).refine(
    (value) => !value || emailPattern.test(value),
    `Please enter a valid ${label.toLowerCase()}`,
  );

const contactInputSchema = z
  .object({
    firstName: text('First Name'),
    lastName: text('Last Name'),
    email: optionalEmail('Email Address'),
    email2: optionalEmail('Second Email'),
    mobile: text('Mobile Number', 30),
    mobile2: text('Second Mobile', 30),
    mobile3: text('Third Mobile', 30),
    address: text('Address', 250),
    address2: text('Address Line 2', 250),
  })
  // As the web form: a contact with no detail at all (or a body of unknown fields) is refused.
  .refine((values) => Object.values(values).some((value) => value !== undefined && value !== ''), {
    message: 'Enter at least one detail for this contact',
    path: ['firstName'],
  });

const kinds = { client: 'supplier', customer: 'offtaker' } as const;

export const partyRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, deps) => {
  const { db } = deps;
  const adminOnly = { preHandler: allowRoles('admin') };
  const ownersOnly = { preHandler: allowRoles('client', 'customer') };

  for (const [segment, kind] of [
    ['clients', 'supplier'],
    ['customers', 'offtaker'],
  ] as const) {
    app.get(
      `/${segment}`,
      { ...adminOnly, schema: { tags: ['parties'], response: { 200: okSchema(z.array(partySchema)) } } },
      async () => ok(await listParties(db, kind)),
    );
    app.get(
      `/${segment}/:id`,
      {
        ...adminOnly,
        schema: { tags: ['parties'], params: idParams, response: { 200: okSchema(partySchema) } },
      },
      async (request) => ok(await getParty(db, kind, request.params.id)),
    );
  }

  for (const [segment, kind] of Object.entries(kinds)) {
    app.get(
      `/contacts/${segment}/:id`,
      {
        ...adminOnly,
        schema: { tags: ['parties'], params: idParams, response: { 200: okSchema(z.array(contactSchema)) } },
      },
      async (request) => ok(await listContacts(db, kind, request.params.id)),
    );
    app.patch(
      `/onboarding/complete/${segment}/:id/Approve`,
      {
        ...adminOnly,
        schema: { tags: ['onboarding'], params: idParams, response: { 200: okSchema(partySchema) } },
      },
      async (request) =>
        ok(
          await decideOnboarding(deps, requireActor(request), {
            kind,
            partyId: request.params.id,
            decision: 'Approve',
          }),
        ),
    );
    app.patch(
      `/onboarding/${segment}/:id/Reject`,
      {
        ...adminOnly,
        schema: { tags: ['onboarding'], params: idParams, response: { 200: okSchema(partySchema) } },
      },
      async (request) =>
        ok(
          await decideOnboarding(deps, requireActor(request), {
            kind,
            partyId: request.params.id,
            decision: 'Reject',
          }),
        ),
    );
  }

  app.get(
    '/onboarding',
    {
      ...adminOnly,
      schema: {
        tags: ['onboarding'],
        response: {
          200: okSchema(
            z.array(
              z.object({
                name: z.string(),
                clientId: z.string().optional(),
                customerId: z.string().optional(),
                createdUtc: z.string(),
              }),
            ),
          ),
        },
      },
    },
    async () => ok(await listOnboarding(db)),
  );

  app.get(
    '/profile',
    {
      ...ownersOnly,
      schema: {
        tags: ['profile'],
        response: { 200: okSchema(z.object({ party: partySchema, contacts: z.array(contactSchema) })) },
      },
    },
    async (request) => ok(await getProfile(db, requireActor(request))),
  );
  app.post(
    '/profile/contacts',
    {
      ...ownersOnly,
      schema: { tags: ['profile'], body: contactInputSchema, response: { 201: okSchema(contactSchema) } },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await addContact(deps, requireActor(request), request.body))),
  );
  app.put(
    '/profile/contacts/:id',
    {
      ...ownersOnly,
      schema: {
        tags: ['profile'],
        params: idParams,
        body: contactInputSchema,
        response: { 200: okSchema(contactSchema) },
      },
    },
    async (request) => ok(await updateContact(deps, requireActor(request), request.params.id, request.body)),
  );
};

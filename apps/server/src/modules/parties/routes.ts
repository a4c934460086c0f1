import {
  contactRequestSchema,
  contactSchema,
  onboardingDecisions,
  onboardingItemSchema,
  partyKinds,
  partySchema,
  partyStandingChanges,
  partyStandingRequestSchema,
  profileSchema,
} from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, ok, okSchema } from '../../lib/envelope.ts';
import { allowRoles, requireActor } from '../../lib/route-guards.ts';
import { addContact } from './add-contact.ts';
import { decideOnboarding } from './decide-onboarding.ts';
import type { PartyDeps } from './deps.ts';
import { getParty, getProfile, listContacts, listOnboarding, listParties } from './queries.ts';
import { reinstateParty } from './reinstate-party.ts';
import { suspendParty } from './suspend-party.ts';
import { updateContact } from './update-contact.ts';

const idParams = z.object({ id: z.uuid('The id is not valid') });

/** Each kind's path segments: the list (GET clients) and one party (contacts/client/{id}). */
/** Each standing change's use case (PATCH clients/{id}/Suspended and .../Reinstated). */
const standingChanges = { Suspended: suspendParty, Reinstated: reinstateParty } as const;

const segments = {
  supplier: { list: 'clients', single: 'client' },
  offtaker: { list: 'customers', single: 'customer' },
} as const;

export const partyRoutes: FastifyPluginAsyncZod<PartyDeps> = async (app, deps) => {
  const { db } = deps;
  const adminOnly = { preHandler: allowRoles('admin') };
  const ownersOnly = { preHandler: allowRoles('client', 'customer') };

  for (const kind of partyKinds) {
    const { list, single } = segments[kind];
    app.get(
      `/${list}`,
      { ...adminOnly, schema: { tags: ['parties'], response: { 200: okSchema(z.array(partySchema)) } } },
      async (request) => ok(await listParties(db, requireActor(request), { kind })),
    );
    app.get(
      `/${list}/:id`,
      {
        ...adminOnly,
        schema: { tags: ['parties'], params: idParams, response: { 200: okSchema(partySchema) } },
      },
      async (request) => ok(await getParty(db, requireActor(request), { kind, id: request.params.id })),
    );
    app.get(
      `/contacts/${single}/:id`,
      {
        ...adminOnly,
        schema: { tags: ['parties'], params: idParams, response: { 200: okSchema(z.array(contactSchema)) } },
      },
      async (request) =>
        ok(await listContacts(db, requireActor(request), { kind, partyId: request.params.id })),
    );
    for (const change of partyStandingChanges) {
      app.patch(
        `/${list}/:id/${change}`,
        {
          ...adminOnly,
          schema: {
            tags: ['parties'],
            params: idParams,
            body: partyStandingRequestSchema,
            response: { 200: okSchema(partySchema) },
          },
        },
        async (request) =>
          ok(
            await standingChanges[change](deps, requireActor(request), {
              kind,
              partyId: request.params.id,
              reason: request.body.reason,
            }),
          ),
      );
    }
    for (const decision of onboardingDecisions) {
      app.patch(
        // The spec's paths: only the approval sits under onboarding/complete/.
        decision === 'Approve'
          ? `/onboarding/complete/${single}/:id/Approve`
          : `/onboarding/${single}/:id/Reject`,
        {
          ...adminOnly,
          schema: { tags: ['onboarding'], params: idParams, response: { 200: okSchema(partySchema) } },
        },
        async (request) =>
          ok(
            await decideOnboarding(deps, requireActor(request), {
              kind,
              partyId: request.params.id,
              decision,
            }),
          ),
      );
    }
  }

  app.get(
    '/onboarding',
    {
      ...adminOnly,
      schema: { tags: ['onboarding'], response: { 200: okSchema(z.array(onboardingItemSchema)) } },
    },
    async (request) => ok(await listOnboarding(db, requireActor(request))),
  );

  app.get(
    '/profile',
    { ...ownersOnly, schema: { tags: ['profile'], response: { 200: okSchema(profileSchema) } } },
    async (request) => ok(await getProfile(db, requireActor(request))),
  );
  app.post(
    '/profile/contacts',
    {
      ...ownersOnly,
      schema: { tags: ['profile'], body: contactRequestSchema, response: { 201: okSchema(contactSchema) } },
    },
    async (request, reply) => created(reply, await addContact(deps, requireActor(request), request.body)),
  );
  app.put(
    '/profile/contacts/:id',
    {
      ...ownersOnly,
      schema: {
        tags: ['profile'],
        params: idParams,
        body: contactRequestSchema,
        response: { 200: okSchema(contactSchema) },
      },
    },
    async (request) =>
      ok(
        await updateContact(deps, requireActor(request), {
          contactId: request.params.id,
          contact: request.body,
        }),
      ),
  );
};

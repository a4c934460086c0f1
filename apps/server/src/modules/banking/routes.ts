import {
  depositInstructionsSchema,
  depositTransferReferenceSchema,
  payoutAccountRequestSchema,
  payoutAccountSchema,
  receivingAccountRequestSchema,
  receivingAccountSchema,
  removePayoutAccountRequestSchema,
} from '@gas/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, ok, okSchema } from '../../lib/envelope.ts';
import { allowRoles, requireActor } from '../../lib/route-guards.ts';
import { createLoginThrottle } from '../auth/login-throttle.ts';
import { addPayoutAccount } from './add-payout-account.ts';
import type { BankingDeps } from './deps.ts';
import {
  depositInstructions,
  depositTransferReference,
  listPayoutAccounts,
  listReceivingAccounts,
} from './queries.ts';
import { addReceivingAccount, updateReceivingAccount } from './receiving-accounts.ts';
import { removePayoutAccount } from './remove-payout-account.ts';
import { replacePayoutAccount } from './replace-payout-account.ts';

const idParams = z.object({ id: z.uuid('The id is not valid') });

/**
 * Banking (issue 18): a party's own payout accounts (another's answers 404), the operators'
 * receiving accounts, and where an offtaker sends a deposit.
 */
export type BankingRouteOptions = Omit<BankingDeps, 'throttle'> & { passwordRateLimitPerMinute: number };

export const bankingRoutes: FastifyPluginAsyncZod<BankingRouteOptions> = async (app, options) => {
  const { passwordRateLimitPerMinute, ...rest } = options;
  const deps: BankingDeps = { ...rest, throttle: createLoginThrottle(app.counterStore, rest.clock, app.log) };
  const payoutTags = ['payout accounts'];
  const parties = { preHandler: allowRoles('client', 'customer') };
  // Adding, replacing or removing a payout account asks for the password again: the only thing
  // between a stolen session and payouts to the thief's bank. Its guesses are limited as every
  // other password check's (AUTH_RATE_LIMIT_PER_MINUTE), not by the general 600 a minute.
  const passwordChecked = {
    ...parties,
    config: { rateLimit: { max: passwordRateLimitPerMinute, timeWindow: '1 minute' } },
  };
  const operators = { preHandler: allowRoles('admin') };

  app.get(
    '/payout-accounts',
    {
      ...parties,
      schema: {
        tags: payoutTags,
        summary: 'One’s own payout accounts, removed and replaced ones left out',
        response: { 200: okSchema(z.array(payoutAccountSchema)) },
      },
    },
    async (request) => ok(await listPayoutAccounts(deps.db, requireActor(request))),
  );
  app.post(
    '/payout-accounts',
    {
      ...passwordChecked,
      schema: {
        tags: payoutTags,
        summary: 'Add a payout account (password again; usable after the cool-off)',
        body: payoutAccountRequestSchema,
        response: { 201: okSchema(payoutAccountSchema) },
      },
    },
    async (request, reply) =>
      created(reply, await addPayoutAccount(deps, requireActor(request), request.body)),
  );
  app.put(
    '/payout-accounts/:id',
    {
      ...passwordChecked,
      schema: {
        tags: payoutTags,
        summary: 'Replace a payout account by a new one (password again; a new cool-off)',
        params: idParams,
        body: payoutAccountRequestSchema,
        response: { 200: okSchema(payoutAccountSchema) },
      },
    },
    async (request) =>
      ok(
        await replacePayoutAccount(deps, requireActor(request), {
          accountId: request.params.id,
          account: request.body,
        }),
      ),
  );
  app.delete(
    '/payout-accounts/:id',
    {
      ...passwordChecked,
      schema: {
        tags: payoutTags,
        summary: 'Remove a payout account (password again)',
        params: idParams,
        body: removePayoutAccountRequestSchema,
        response: { 200: okSchema(z.null()) },
      },
    },
    async (request) =>
      ok(
        await removePayoutAccount(deps, requireActor(request), {
          accountId: request.params.id,
          password: request.body.password,
        }),
      ),
  );

  const receivingTags = ['receiving accounts'];
  app.get(
    '/receiving-accounts',
    {
      ...operators,
      schema: {
        tags: receivingTags,
        summary: 'The platform’s bank accounts that receive deposits, inactive ones included',
        response: { 200: okSchema(z.array(receivingAccountSchema)) },
      },
    },
    async (request) => ok(await listReceivingAccounts(deps.db, requireActor(request))),
  );
  app.post(
    '/receiving-accounts',
    {
      ...operators,
      schema: {
        tags: receivingTags,
        body: receivingAccountRequestSchema,
        response: { 201: okSchema(receivingAccountSchema) },
      },
    },
    async (request, reply) =>
      created(reply, await addReceivingAccount(deps, requireActor(request), request.body)),
  );
  app.put(
    '/receiving-accounts/:id',
    {
      ...operators,
      schema: {
        tags: receivingTags,
        summary: 'Change a receiving account, or turn it on or off',
        params: idParams,
        body: receivingAccountRequestSchema,
        response: { 200: okSchema(receivingAccountSchema) },
      },
    },
    async (request) =>
      ok(
        await updateReceivingAccount(deps, requireActor(request), {
          accountId: request.params.id,
          account: request.body,
        }),
      ),
  );

  app.get(
    '/deposit-instructions',
    {
      preHandler: allowRoles('customer'),
      schema: {
        tags: ['deposits'],
        summary: 'Where to send a deposit: the active receiving accounts and one’s transfer reference',
        response: { 200: okSchema(depositInstructionsSchema) },
      },
    },
    async (request) => ok(await depositInstructions(deps, requireActor(request))),
  );
  app.get(
    '/payments/:id/transfer-reference',
    {
      ...operators,
      schema: {
        tags: ['deposits'],
        summary: 'The transfer reference of a deposit’s offtaker, to match the bank statement',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: okSchema(depositTransferReferenceSchema) },
      },
    },
    async (request) => ok(await depositTransferReference(deps, requireActor(request), request.params.id)),
  );
};

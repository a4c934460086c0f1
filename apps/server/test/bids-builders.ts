import { type CookieJar, call, type TestContext } from './helpers.ts';

// Buy bids for tests (issue 19, point 1): the body of POST bids, a posted bid, and the
// authorization matrix's fixtures.

/** The body of POST bids: `quantity` litres of `productId` at `hubId`, Spot, collection, valid a day. */
export function bidBody(
  target: { productId: string; hubId: string; now?: Date },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const now = target.now ?? new Date();
  return {
    productId: target.productId,
    hubId: target.hubId,
    quantity: 10,
    unitPrice: 300,
    currency: 'NGN',
    contract: 'Spot',
    validUntilUtc: new Date(now.getTime() + 24 * 3_600_000).toISOString(),
    ...overrides,
  };
}

/** Posts a bid as the offtaker behind `jar`; throws unless it is created. */
export async function postBid(
  ctx: TestContext,
  jar: CookieJar,
  body: Record<string, unknown>,
): Promise<{ id: string; reference: string }> {
  const res = await call(ctx.app, jar, 'POST', '/api/bids', body);
  if (res.statusCode !== 201) throw new Error(`bid: ${res.body}`);
  return res.json().data;
}

export type BidsFixtures = {
  /** The body of POST bids for the offtaker: 1 litre of the matrix's product at its inventory's hub. */
  requestBody(): Record<string, unknown>;
  /** A fresh open bid of the offtaker's (10 litres), which both suppliers may sell into. */
  newBid(): Promise<string>;
};

/** The matrix's bids: the offtaker's, at the hub where both suppliers hold the product. */
export function bidsMatrix(
  ctx: TestContext,
  target: { offtaker: CookieJar; productId: string; hubId: string },
): BidsFixtures {
  const requestBody = () => bidBody({ ...target, now: ctx.clock?.now() ?? new Date() }, { quantity: 1 });
  return {
    requestBody,
    newBid: async () => (await postBid(ctx, target.offtaker, { ...requestBody(), quantity: 10 })).id,
  };
}

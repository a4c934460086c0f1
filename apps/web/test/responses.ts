import { type FakeResponse, failure } from './utils.tsx';

/** The server refusing with `status` and one message that names no field (the envelope's htmlId ''). */
export function refusal(status: number, message: string): FakeResponse {
  return { status, body: failure([{ htmlId: '', message }]) };
}

/**
 * An answer the test sends when it is ready, to see what the page shows meanwhile:
 * `mockApi({ 'GET /api/sales': sales.handler })`, then `sales.respond({ body: envelope([]) })`.
 */
export function heldAnswer() {
  let respond: (response: FakeResponse) => void = () => {};
  const handler = () =>
    new Promise<FakeResponse>((resolve) => {
      respond = resolve;
    });
  return { handler, respond: (response: FakeResponse) => respond(response) };
}

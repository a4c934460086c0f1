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

/**
 * Answers that change between calls (a list re-read after a change, a refusal then success):
 * each call gets the next one, the last repeating. `count` says how many calls there were.
 */
export function inTurn(...answers: FakeResponse[]) {
  let count = 0;
  return {
    handler: (): FakeResponse => {
      count += 1;
      return answers[Math.min(count, answers.length) - 1] ?? {};
    },
    get count() {
      return count;
    },
  };
}

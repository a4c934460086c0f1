import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { TestClock } from '../../lib/clock.ts';
import { ok, okSchema } from '../../lib/envelope.ts';

/** Ten years: far enough for any window the domain has, near enough to catch a unit mistake. */
const maxMoveMinutes = 10 * 366 * 24 * 60;

const clockSchema = z.object({
  /** What the server's clock shows now. */
  utc: z.string(),
  /** How far it is ahead of the machine's clock (negative: behind). */
  offsetMinutes: z.number(),
});

const moveSchema = z
  .object({
    advanceMinutes: z
      .number({ error: 'Minutes must be a number' })
      .min(-maxMoveMinutes, 'Too far back')
      .max(maxMoveMinutes, 'Too far ahead')
      .optional(),
    setUtc: z.iso.datetime({ offset: true, error: 'Use an ISO 8601 date and time' }).optional(),
    /** Back to the machine's time. */
    reset: z.literal(true).optional(),
  })
  .refine(
    (body) =>
      [body.advanceMinutes, body.setUtc, body.reset].filter((value) => value !== undefined).length === 1,
    { message: 'Give exactly one of advanceMinutes, setUtc or reset' },
  );

/**
 * Tests that run the real server process (Playwright, scripts) move its clock here. Registered
 * only under TEST_CLOCK, which the configuration refuses in production; the plugin refuses a
 * production configuration too, should it ever be registered by mistake.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ config: Config; clock: TestClock }> = async (
  app,
  { config, clock },
) => {
  if (config.env === 'production' || !config.testClock) {
    throw new Error('The test clock routes exist only under TEST_CLOCK, never in production');
  }
  const show = () => ({
    utc: clock.now().toISOString(),
    offsetMinutes: Math.round(clock.offsetMs() / 600) / 100,
  });
  const tags = ['test'];

  app.get(
    '/test/clock',
    {
      schema: {
        tags,
        summary: "The server's clock (TEST_CLOCK only)",
        response: { 200: okSchema(clockSchema) },
      },
    },
    async () => ok(show()),
  );

  app.post(
    '/test/clock',
    {
      schema: {
        tags,
        summary: "Moves the server's clock: advanceMinutes, setUtc or reset (TEST_CLOCK only)",
        body: moveSchema,
        response: { 200: okSchema(clockSchema) },
      },
    },
    async (request) => {
      const { advanceMinutes, setUtc, reset } = request.body;
      const before = clock.now();
      if (advanceMinutes !== undefined) clock.advanceMinutes(advanceMinutes);
      else if (setUtc !== undefined) clock.set(new Date(setUtc));
      else if (reset) clock.reset();
      const shown = show();
      request.log.warn({ from: before.toISOString(), to: shown.utc }, 'test clock moved');
      return ok(shown);
    },
  );
};

// The error mapping on a minimal Fastify instance: it lets each failure kind be provoked
// directly (the real app's routes are covered in api-conventions.test.ts).
import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../src/lib/envelope.ts';
import { AppError } from '../src/lib/errors.ts';
import { registerErrorHandling } from '../src/plugins/errors.ts';
import { refusal } from './helpers.ts';

const logged: unknown[] = [];
const app = Fastify({
  bodyLimit: 1024,
  logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
}).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, { onUnknownPath: () => false });
  await app.register(fastifyMultipart, { limits: { fileSize: 10 } });
  app.post(
    '/api/things/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number({ error: 'Id must be a whole number' }).int() }),
        body: z.object({
          name: z.string().trim().min(1, 'Name is required'),
          contact: z.object({ email: z.email('Please enter a valid email address') }),
        }),
      },
    },
    async () => ok({ saved: true }),
  );
  app.post('/api/conflict', async () => {
    throw new AppError('conflict', 'The price has changed', 'amount');
  });
  app.get('/api/crash', async () => {
    throw new Error('secret database password in this message');
  });
  app.post('/api/upload', async (request) => {
    const file = await request.file();
    await file?.toBuffer();
    return ok(null);
  });
  await app.ready();
});
afterAll(() => app.close());

/** A POST to the test app: an object payload goes as JSON, a string as it is with `contentType`. */
const post = (url: string, payload: string | object, contentType?: string) =>
  app.inject({
    method: 'POST',
    url,
    ...(contentType ? { headers: { 'content-type': contentType } } : {}),
    payload,
  });

describe('error envelope', () => {
  it('maps each zod issue to the form field id', async () => {
    const res = await post('/api/things/7', { name: '   ', contact: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      errors: [
        { htmlId: 'name', message: 'Name is required' },
        { htmlId: 'contact.email', message: 'Please enter a valid email address' },
      ],
    });
  });

  it('maps a bad path parameter to its name', async () => {
    const res = await post('/api/things/abc', { name: 'x', contact: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ htmlId: 'id', message: 'Id must be a whole number' }]);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await post('/api/things/1', '{"name": ', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ htmlId: '', message: 'The request body is not valid JSON' }]);
  });

  it('answers an oversized body with 413', async () => {
    const res = await post('/api/things/1', { name: 'x'.repeat(5000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(refusal('The request is too large'));
  });

  it('answers an oversized upload with 413', async () => {
    const boundary = 'b0undary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n${'x'.repeat(100)}\r\n--${boundary}--\r\n`;
    const res = await post('/api/upload', payload, `multipart/form-data; boundary=${boundary}`);
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toEqual([{ htmlId: '', message: 'The file is too large' }]);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await post('/api/things/1', '<a/>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json().errors).toEqual([{ htmlId: '', message: 'This content type is not supported' }]);
  });

  it('maps a domain conflict to 409 with its field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([{ htmlId: 'amount', message: 'The price has changed' }]);
  });

  it('masks a 500 and logs it with the request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/crash' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors[0].message).not.toContain('secret');
    const entry = logged.find((line) => (line as { msg?: string }).msg === 'request failed') as {
      reqId: string;
      err: { message: string };
    };
    expect(entry.err.message).toContain('secret database password');
    expect(body.errors[0].message).toContain(`reference ${entry.reqId}`);
  });
});

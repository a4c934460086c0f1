import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../src/modules/mail/mailer.ts';

// Without SMTP_URL mail goes to the outbox, and one log line says so. Its link is a development
// and demo aid; on a production server's logs a password-reset link is a way into an account.

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

async function sendOne(logLinks: boolean) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gas-mailer-'));
  folders.push(dataDir);
  const lines: Record<string, unknown>[] = [];
  const log = {
    info: (fields: Record<string, unknown>) => lines.push(fields),
  } as unknown as FastifyBaseLogger;
  const mailer = createMailer({
    smtpUrl: undefined,
    from: 'Gas Exchange <no-reply@gas.example>',
    outboxDir: path.join(dataDir, 'outbox'),
    log,
    logLinks,
  });
  const link = 'https://gas.example/reset-password?token=secret-token';
  await mailer.send({ to: 'amina@example.ng', subject: 'Reset your password', text: `Open ${link}`, link });
  const [file] = fs.readdirSync(path.join(dataDir, 'outbox'));
  return { lines, eml: fs.readFileSync(path.join(dataDir, 'outbox', file!), 'utf8') };
}

describe('the outbox mailer', () => {
  it('logs the link where links may be logged (development, tests, the demo)', async () => {
    const { lines, eml } = await sendOne(true);
    expect(lines).toEqual([
      expect.objectContaining({ to: 'amina@example.ng', link: expect.stringContaining('secret-token') }),
    ]);
    expect(eml).toContain('secret-token');
  });

  it('leaves the link out of the log on a production server, and still writes the whole mail', async () => {
    const { lines, eml } = await sendOne(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ to: 'amina@example.ng', subject: 'Reset your password' });
    expect(JSON.stringify(lines)).not.toContain('secret-token');
    expect(eml).toContain('secret-token');
  });
});

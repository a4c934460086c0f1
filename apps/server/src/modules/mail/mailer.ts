import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  link?: string;
  /** The queued job sending it: makes the Message-ID and outbox file the same on every retry. */
  id?: { id: string; createdUtc: Date };
};
export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * Real mail through SMTP when SMTP_URL is set; otherwise each message is written as an .eml
 * file in the outbox folder (and its link logged), so development and tests can read it.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  /**
   * Whether the outbox's log line carries the emailed link: in development, tests and the demo
   * (where the log is how one follows a link), not on a production server, whose logs may be
   * shipped and read by others (a password-reset link there is a way into an account).
   */
  logLinks: boolean;
}): Mailer {
  const domain = /@([^>\s]+)/.exec(options.from)?.[1] ?? 'gas-exchange.local';
  const messageId = (message: MailMessage) =>
    message.id ? { messageId: `<job-${message.id.id}@${domain}>` } : {};
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...messageId(message),
        });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // A message is written beside the outbox and renamed into it: a reader (or a crash) never
  // meets half a file. The writes are asynchronous: synchronous ones held the event loop while
  // requests waited (docs/performance.md).
  const partialDir = path.join(
    path.dirname(options.outboxDir),
    `.${path.basename(options.outboxDir)}-partial`,
  );
  let foldersMade: Promise<unknown> | undefined;
  const makeFolders = () => {
    foldersMade ??= Promise.all([
      fs.promises.mkdir(options.outboxDir, { recursive: true }),
      fs.promises.mkdir(partialDir, { recursive: true }),
    ]).catch((error: unknown) => {
      foldersMade = undefined;
      throw error;
    });
    return foldersMade;
  };
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...messageId(message),
      });
      await makeFolders();
      // Named by when the message was queued and its Message-ID: in order, and a retry of the
      // same job rewrites its file instead of adding a second one.
      const queued = message.id?.createdUtc ?? new Date();
      const name = `${queued.toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '')}.eml`;
      const partial = path.join(partialDir, `${name}.${randomUUID()}`);
      await fs.promises.writeFile(partial, info.message as Buffer);
      await fs.promises.rename(partial, path.join(options.outboxDir, name));
      options.log.info(
        {
          to: message.to,
          subject: message.subject,
          ...(options.logLinks ? { link: message.link } : {}),
          file: name,
        },
        'mail written to outbox',
      );
    },
  };
}

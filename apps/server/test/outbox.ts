// The emails a server without SMTP_URL writes to DATA_DIR/outbox, one .eml file each
// (quoted-printable), read as the addressee would: for tests that run the server as a process.
import fs from 'node:fs';
import path from 'node:path';

/** The e-mail verification link mailed to `to`, once its .eml file is in `outbox`. */
export function mailedVerificationLink(outbox: string, to: string): string | undefined {
  if (!fs.existsSync(outbox)) return undefined;
  for (const name of fs.readdirSync(outbox)) {
    const raw = fs.readFileSync(path.join(outbox, name), 'utf8');
    if (!raw.includes(`To: ${to}`)) continue;
    const text = raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    const link = text.match(/https?:\/\/\S+\/verify\?token=[\w-]+/)?.[0];
    if (link) return link;
  }
  return undefined;
}

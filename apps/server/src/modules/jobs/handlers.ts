import type { Mailer } from '../mail/mailer.ts';
import type { JobHandler } from './queue.ts';

/** What each kind of queued job does. */
export function createJobHandlers(deps: {
  mailer: Mailer;
  expireSale: (saleId: string) => Promise<void>;
  releaseSuspendedBuyersBids: (input: {
    partyId: string;
    suspendedUtc: Date;
    bidIds?: string[];
  }) => Promise<unknown>;
}): Record<string, JobHandler> {
  return {
    'sale-expiry': async (payload) => deps.expireSale(String(payload.saleId)),
    'bids-release': async (payload) => {
      await deps.releaseSuspendedBuyersBids({
        partyId: String(payload.partyId),
        suspendedUtc: new Date(String(payload.suspendedUtc)),
        ...(Array.isArray(payload.bidIds) ? { bidIds: payload.bidIds.map(String) } : {}),
      });
    },
    mail: async (payload, job) => {
      const { to, subject, text, link } = payload as {
        to: string;
        subject: string;
        text: string;
        link?: string;
      };
      // Run again after a crash between sending and recording it, the same job sends the same
      // message: same Message-ID (receivers and the outbox keep one copy).
      await deps.mailer.send({ to, subject, text, ...(link ? { link } : {}), id: job });
    },
  };
}

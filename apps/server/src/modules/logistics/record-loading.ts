import {
  contractLabel,
  type Delivery,
  type LoadRequest,
  loadRequestSchema,
  nextFulfilmentStatus,
  ticketMessages,
} from '@gas/shared';
import { eq } from 'drizzle-orm';
import { fulfilments } from '../../db/schema-fulfilment.ts';
import { assertMayManageLogistics, type Caller } from '../../lib/access.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { detectReceiptType, isImageTooLarge } from '../../lib/receipts.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { deliveryMonthOfSale } from '../forwards/sale-month.ts';
import { advanceFulfilment, startedStatusOf } from '../fulfilment/advance.ts';
import { liveBookingDay } from './bookings.ts';
import { cancelLiveBooking } from './cancel-booking.ts';
import { checkDeliveryCode, wrongCodeRefusal } from './delivery-code-check.ts';
import { getDelivery } from './delivery-queries.ts';
import type { LogisticsDeps } from './deps.ts';
import { lockFulfilment } from './load-delivery.ts';
import { lagosToday } from './queries.ts';

/** What loading takes: the form's fields and, optionally, the meter ticket photo's bytes. */
export type LoadingInput = LoadRequest & { ticket?: Buffer | undefined };

/** The photo's type, judged by its content as receipts are: an image within the size limits. */
function ticketType(ticket: Buffer) {
  if (ticket.length === 0) throw new AppError('validation', ticketMessages.empty, 'ticket');
  const type = detectReceiptType(ticket);
  if (!type || type.extension === 'pdf') throw new AppError('validation', ticketMessages.wrongType, 'ticket');
  if (isImageTooLarge(ticket, type)) throw new AppError('validation', ticketMessages.imageTooLarge, 'ticket');
  return type;
}

/**
 * An operator records a loading at the hub: the quantity on the meter ticket (more than 0, at most
 * the quantity ordered) with, optionally, the ticket's photo. A delivery goes Scheduled -> Loaded;
 * a collection Ready for collection -> Loaded on the buyer's code, given at the hub gate (a wrong
 * code is counted and refused; the fifth locks it until the operators issue a new one).
 *
 * A sale of a delivery month (forward, or a month bid's) is refused (409) before the month's first
 * day in Lagos: its slot is booked inside the month, and a collection, which needs no slot, waits
 * for it too. A collection loaded on a Lagos day before its booked slot's day gives the slot's
 * place back in the same transaction (its booking cancelled and audited as cancel-booking.ts
 * does), so the slot does not stay full for a sale already gone. A delivery's booking stays: its
 * driver is found through it for the departure and the proof of delivery.
 */
export async function recordLoading(
  deps: LogisticsDeps,
  caller: Caller,
  saleId: string,
  input: LoadingInput,
): Promise<Delivery> {
  assertMayManageLogistics(caller);
  const { quantityLoaded, code } = loadRequestSchema.parse(input);
  const type = input.ticket ? ticketType(input.ticket) : undefined;
  const ticketPath = input.ticket && type ? await deps.receipts.save(input.ticket, type) : undefined;
  try {
    const outcome = await inTransaction(deps.db, async (tx) => {
      const { fulfilment, sale } = await lockFulfilment(tx, saleId);
      if (quantityLoaded > fulfilment.quantityOrdered) {
        throw new AppError(
          'validation',
          `Quantity Loaded cannot be more than the quantity ordered (${fulfilment.quantityOrdered.toLocaleString('en-US')})`,
          'quantityLoaded',
        );
      }
      const today = lagosToday(deps.clock);
      // A sale that could not be loaded anyway (not approved, cancelled, loaded) answers with its
      // status (advanceFulfilment, below), not with its month.
      const loadable = nextFulfilmentStatus(
        fulfilment.method,
        startedStatusOf(fulfilment, sale),
        'load',
        'operator',
      ).allowed;
      const month = loadable ? await deliveryMonthOfSale(tx, saleId) : undefined;
      if (month && today < `${month}-01`) {
        throw conflict(
          `This sale is for delivery in ${contractLabel(month)}: it cannot be loaded before then`,
        );
      }
      if (fulfilment.method === 'collection' && fulfilment.status === 'Ready for collection') {
        if (!code)
          throw new AppError(
            'validation',
            'Delivery Code is required: the buyer gives it at the gate',
            'code',
          );
        const check = await checkDeliveryCode(
          tx,
          deps,
          caller,
          { ...fulfilment, reference: sale.reference },
          code,
        );
        if (!check.right) return { wrong: check };
      }
      await advanceFulfilment(tx, deps, {
        saleId,
        action: 'load',
        caller,
        fields: { quantityLoaded },
        details: { quantityLoaded, ticket: Boolean(ticketPath) },
      });
      if (fulfilment.method === 'collection') {
        const slotDay = await liveBookingDay(tx, saleId);
        if (slotDay && today < slotDay) {
          await cancelLiveBooking(tx, deps, caller, sale, { slotDay, loadedOn: today, loadedEarly: true });
        }
      }
      if (ticketPath) await tx.update(fulfilments).set({ ticketPath }).where(eq(fulfilments.saleId, saleId));
      return { delivery: await getDelivery(tx, caller, saleId) };
    });
    if (outcome.wrong) throw wrongCodeRefusal(outcome.wrong);
    return outcome.delivery!;
  } catch (error) {
    // The photo of a loading that did not happen is not kept.
    if (ticketPath) await deps.receipts.remove(ticketPath).catch(() => undefined);
    throw error;
  }
}

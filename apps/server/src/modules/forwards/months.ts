import { contractLabel, openDeliveryMonths } from '@gas/shared';
import { AppError } from '../../lib/errors.ts';

/** 409 unless `month` is one of the delivery months open at `now` (this month and the next three). */
export function assertMonthOpen(month: string, now: Date, field = 'deliveryMonth'): void {
  if (openDeliveryMonths(now).includes(month)) return;
  const open = openDeliveryMonths(now).map(contractLabel);
  throw new AppError(
    'conflict',
    `The ${contractLabel(month)} contract is closed: the open delivery months are ${open.join(', ')}`,
    field,
  );
}

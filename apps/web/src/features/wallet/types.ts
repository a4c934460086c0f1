import type { Currency } from '@gas/shared';

/** GET payments/balances/{currency}: the offtaker's wallet in one currency, in minor units. */
export type Balance = {
  /** Available to spend. */
  amount: number;
  /** Set aside for pending purchases. */
  held: number;
  currency: Currency;
  amountString: string;
};

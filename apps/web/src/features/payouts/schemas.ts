import { currencies, maxPayoutAmount, messages, payoutFieldLabels } from '@gas/shared';
import { z } from 'zod';
import { amountField } from '../../lib/amount-field.ts';

// The request dialog: the amount typed in naira or dollars, sent in minor units; the currency;
// one of the party's bank accounts in that currency. The server checks the same and more (the
// balance, the account's cool-off).

export const payoutFormSchema = z.object({
  amount: amountField(payoutFieldLabels.amount, maxPayoutAmount),
  currency: z.enum(currencies, { error: messages.required(payoutFieldLabels.currency) }),
  payoutAccountId: z.string().min(1, messages.required(payoutFieldLabels.payoutAccountId)),
});

import { type ReceivingAccount, type ReceivingAccountRequest, receivingAccountSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST receiving-accounts (201), or PUT receiving-accounts/{id} with `id`: an operator keeps the list. */
export function saveReceivingAccount(
  id: string | null,
  values: ReceivingAccountRequest,
): Promise<ReceivingAccount> {
  return id
    ? api.put(`receiving-accounts/${encodeURIComponent(id)}`, values, { schema: receivingAccountSchema })
    : api.post('receiving-accounts', values, { schema: receivingAccountSchema });
}

export const useSaveReceivingAccount = (id: string | null) =>
  useRefreshingMutation(
    (values: ReceivingAccountRequest) => saveReceivingAccount(id, values),
    'receivingAccount',
  );

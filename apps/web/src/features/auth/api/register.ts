import { type RegisterClient, type RegisterCustomer, type Registered, registeredSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';

/** POST home/register/client: supplier sign-up; the new party waits for its email to be verified. */
export function registerClient(values: RegisterClient): Promise<Registered> {
  return api.post('home/register/client', values, { schema: registeredSchema });
}

/** POST home/register/customer: offtaker sign-up; the company name is optional. */
export function registerCustomer(values: RegisterCustomer): Promise<Registered> {
  return api.post(
    'home/register/customer',
    { ...values, name: values.name ?? '' },
    { schema: registeredSchema },
  );
}

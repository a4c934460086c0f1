import type { RegisterClient, RegisterCustomer } from '@gas/shared';
import { api } from '../../../lib/api.ts';

/** POST home/register/client: supplier sign-up. */
export function registerClient(values: RegisterClient): Promise<unknown> {
  return api.post('home/register/client', values);
}

/** POST home/register/customer: offtaker sign-up; the company name is optional. */
export function registerCustomer(values: RegisterCustomer): Promise<unknown> {
  return api.post('home/register/customer', { ...values, name: values.name ?? '' });
}

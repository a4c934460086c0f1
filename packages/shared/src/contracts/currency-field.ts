import { z } from 'zod';
import { messages } from '../messages.ts';
import { currencies } from '../money.ts';

/**
 * A currency a form or body asks for: "<label> is required" when it is missing, "Choose NGN or
 * USD" for any other value (a client sending "EUR" was told the field was missing: review).
 */
export const currencyField = (label: string) =>
  z.enum(currencies, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? messages.required(label)
        : 'Choose NGN or USD',
  });

import { messages, parseAmountToMinor } from '@gas/shared';
import { z } from 'zod';

/**
 * An amount typed in naira or dollars ("350,000.50"), sent as minor units (35000050): required,
 * at least 0.01 and at most `maxMinor`, with the shared messages for the field's `label`.
 */
export function amountField(label: string, maxMinor: number) {
  return z.string().transform((text, context) => {
    const fail = (message: string) => {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (text.trim() === '') return fail(messages.required(label));
    const minor = parseAmountToMinor(text);
    if (minor === null) return fail(messages.pattern(label));
    if (minor < 1) return fail(messages.min(label, 0.01));
    if (minor > maxMinor) return fail(messages.max(label, maxMinor / 100));
    return minor;
  });
}

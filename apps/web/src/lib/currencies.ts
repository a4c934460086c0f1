import { type Currency, currencies } from '@gas/shared';

/** How a currency is named beside its figures and in the dialogs' currency choices. */
export const currencyNames: Record<Currency, string> = { NGN: 'Naira (NGN)', USD: 'US dollar (USD)' };

/** The currency's name without its code, for hints: "Naira", "US dollar". */
export function currencyWord(currency: Currency): string {
  return currencyNames[currency].replace(/ \(.*\)$/, '');
}

/** A form's currency choices, by name ("Naira (NGN)"). */
export const currencyChoices = currencies.map((currency) => ({
  value: currency,
  label: currencyNames[currency],
}));

/** Whether a form's or the address's text names a currency. */
export function isCurrency(value: string): value is Currency {
  return (currencies as readonly string[]).includes(value);
}

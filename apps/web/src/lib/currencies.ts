import { type Currency, currencies } from '@gas/shared';
import { i18n } from '../i18n/index.ts';

// Currency names are words of the common catalogue. They are read when a screen draws (getters),
// never when this module loads, so they follow the language the person is reading.

/** How a currency is named beside its figures and in the dialogs' currency choices. */
export const currencyNames: Readonly<Record<Currency, string>> = {
  get NGN() {
    return i18n.t('currency.NGN', { ns: 'common' });
  },
  get USD() {
    return i18n.t('currency.USD', { ns: 'common' });
  },
};

/** The currency's name without its code, for hints: "Naira", "US dollar". */
export function currencyWord(currency: Currency): string {
  return currencyNames[currency].replace(/ \(.*\)$/, '');
}

/** A form's currency choices, by name ("Naira (NGN)"). */
export const currencyChoices: readonly { value: Currency; readonly label: string }[] = currencies.map(
  (currency) => ({
    value: currency,
    get label() {
      return currencyNames[currency];
    },
  }),
);

/** Whether a form's or the address's text names a currency. */
export function isCurrency(value: string): value is Currency {
  return (currencies as readonly string[]).includes(value);
}

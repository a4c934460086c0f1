import { type Currency, formatCompactMoney, formatMoney } from '@gas/shared';
import { Text, type TextProps } from '@mantine/core';
import { useFormatLocale } from '../i18n/use-format-locale.ts';

type MoneyProps = {
  /** Integer minor units (kobo, cents): never shown to people as such. */
  minor: number;
  currency: Currency;
  /** Dashboard cards: ₦1.2M, with the exact figure on hover. */
  isCompact?: boolean;
} & Omit<TextProps, 'children'>;

/** An amount with its currency symbol, right-aligned in tabular figures, in the reader's locale. */
export function Money({ minor, currency, isCompact = false, className, ...props }: MoneyProps) {
  const locale = useFormatLocale();
  const exact = formatMoney(minor, currency, locale);
  return (
    <Text
      component="span"
      ta="right"
      inherit
      {...props}
      className={className ? `tabular ${className}` : 'tabular'}
      title={isCompact ? exact : undefined}
    >
      {isCompact ? formatCompactMoney(minor, currency, locale) : exact}
    </Text>
  );
}

import { type Currency, formatCompactMoney, formatMoney } from '@gas/shared';
import { Text, type TextProps } from '@mantine/core';

type MoneyProps = {
  /** Integer minor units (kobo, cents): never shown to people as such. */
  minor: number;
  currency: Currency;
  /** Dashboard cards: ₦1.2M, with the exact figure on hover. */
  isCompact?: boolean;
} & Omit<TextProps, 'children'>;

/** An amount with its currency symbol, right-aligned in tabular figures. */
export function Money({ minor, currency, isCompact = false, className, ...props }: MoneyProps) {
  const exact = formatMoney(minor, currency);
  return (
    <Text
      component="span"
      ta="right"
      inherit
      {...props}
      className={className ? `tabular ${className}` : 'tabular'}
      title={isCompact ? exact : undefined}
    >
      {isCompact ? formatCompactMoney(minor, currency) : exact}
    </Text>
  );
}

import '@mantine/core/styles/NumberInput.css';
import { NumberInput, type NumberInputProps } from '@mantine/core';

/** An amount in naira or dollars as people write it: "350,000.50", never negative (required). */
export function AmountInput(props: NumberInputProps) {
  return (
    <NumberInput
      thousandSeparator=","
      decimalScale={2}
      allowNegative={false}
      hideControls
      inputMode="decimal"
      autoComplete="off"
      withAsterisk
      {...props}
    />
  );
}

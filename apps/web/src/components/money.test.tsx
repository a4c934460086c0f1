import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/utils.tsx';
import { DateTime } from './date-time.tsx';
import { Money } from './money.tsx';

describe('Money and DateTime', () => {
  it('shows amounts with their currency symbol and separators, never minor units', () => {
    renderWithTheme(
      <>
        <Money minor={35_000_000} currency="NGN" />
        <Money minor={1_250_050} currency="USD" />
        <Money minor={120_000_000} currency="NGN" isCompact />
      </>,
    );
    expect(screen.getByText('₦350,000.00')).toHaveClass('tabular');
    expect(screen.getByText('$12,500.50')).toBeInTheDocument();
    expect(screen.getByText('₦1.2M')).toHaveAttribute('title', '₦1,200,000.00');
  });

  it('shows a date as short month, day and 12-hour time, machine-readable', () => {
    renderWithTheme(<DateTime value="2025-08-14T15:05:00Z" />);
    const time = screen.getByText(/Aug 1[45], \d{1,2}:05 [AP]M/);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2025-08-14T15:05:00.000Z');
  });
});

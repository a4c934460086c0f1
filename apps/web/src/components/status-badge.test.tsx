import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/utils.tsx';
import { StatusBadge, statusTone } from './status-badge.tsx';

describe('StatusBadge', () => {
  it('uses the spec colours: green Approved/Active, amber Pending/Unconfirmed, red Rejected/Cancelled', () => {
    expect(['Approved', 'Active'].map(statusTone)).toEqual(['green', 'green']);
    expect(['Pending', 'Unconfirmed'].map(statusTone)).toEqual(['amber', 'amber']);
    expect(['Rejected', 'Cancelled'].map(statusTone)).toEqual(['red', 'red']);
    expect(statusTone('Inactive')).toBe('grey');
  });

  it('shows product statuses as Active or Inactive', () => {
    renderWithTheme(
      <>
        <StatusBadge status={true} />
        <StatusBadge status="Unavailable" />
        <StatusBadge status="Pending" />
      </>,
    );
    expect(screen.getByText('Active').closest('.status-badge')).toHaveAttribute('data-tone', 'green');
    expect(screen.getByText('Inactive').closest('.status-badge')).toHaveAttribute('data-tone', 'grey');
    expect(screen.getByText('Pending').closest('.status-badge')).toHaveAttribute('data-tone', 'amber');
  });
});

import { describe, expect, it } from 'vitest';
import {
  contractIdSchema,
  contractOf,
  forwardContractId,
  isContractId,
  parseContractId,
} from './contract-ids.ts';

const inventoryId = '0b6f1c1e-8d3a-4a52-9c1e-2f7d5e9a1b23';

describe('contract ids', () => {
  it('names Spot by the inventory id and a month by the inventory id and the month', () => {
    expect(parseContractId(inventoryId)).toEqual({ inventoryId, deliveryMonth: null });
    const forward = forwardContractId(inventoryId, '2026-12');
    expect(forward).toBe(`${inventoryId}:2026-12`);
    expect(parseContractId(forward)).toEqual({ inventoryId, deliveryMonth: '2026-12' });
  });

  it('accepts only an inventory id with at most one well-formed month', () => {
    expect(isContractId(inventoryId)).toBe(true);
    expect(isContractId(`${inventoryId}:2027-01`)).toBe(true);
    expect(isContractId(`${inventoryId}:2027-13`)).toBe(false);
    expect(isContractId(`${inventoryId}:2027-01:2027-02`)).toBe(false);
    expect(isContractId('not-an-id:2027-01')).toBe(false);
    expect(contractIdSchema.safeParse('').error?.issues[0]?.message).toBe('Contract is required');
  });

  it('reads Spot or the month as users do', () => {
    expect(contractOf(null)).toBe('Spot');
    expect(contractOf(undefined)).toBe('Spot');
    expect(contractOf('2026-12')).toBe('Dec 2026');
  });
});

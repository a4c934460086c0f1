import { z } from 'zod';
import { contractLabel, isDeliveryMonth, SPOT } from '../contract-months.ts';

// Contract ids (issue 19, point 3): a listing's `contract` is the inventory id for Spot (as
// before forward contracts) and '<inventoryId>:YYYY-MM' for a delivery month. The web app treats
// it as opaque and only sends it back as POST sales `contractId`.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID as PostgreSQL's uuid columns take it (an id, not a reference). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** The listing contract id of an inventory's delivery month: '<inventoryId>:2026-12'. */
export function forwardContractId(inventoryId: string, deliveryMonth: string): string {
  return `${inventoryId}:${deliveryMonth}`;
}

/** What a contract id names: the inventory, and its delivery month (null for Spot). */
export function parseContractId(contractId: string): { inventoryId: string; deliveryMonth: string | null } {
  const [inventoryId = '', deliveryMonth] = contractId.split(':');
  return { inventoryId, deliveryMonth: deliveryMonth ?? null };
}

/** True for a Spot contract id (an inventory id) or a forward one ('<inventoryId>:YYYY-MM'). */
export function isContractId(value: string): boolean {
  const parts = value.split(':');
  if (parts.length > 2 || !uuidPattern.test(parts[0] ?? '')) return false;
  return parts.length === 1 || isDeliveryMonth(parts[1] ?? '');
}

const contractIdPattern =
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(:[0-9]{4}-(0[1-9]|1[0-2]))?$/;

/** POST sales `contractId`: a listing's `contract` (the pattern is in the OpenAPI document too). */
export const contractIdSchema = z
  .string({ error: 'Contract is required' })
  .regex(contractIdPattern, { error: 'Contract is required' })
  .meta({
    examples: ['0b6f1c1e-8d3a-4a52-9c1e-2f7d5e9a1b23', '0b6f1c1e-8d3a-4a52-9c1e-2f7d5e9a1b23:2026-12'],
  });

/** The contract a sale or listing is on, as users read it: 'Spot' or 'Dec 2026'. */
export function contractOf(deliveryMonth: string | null | undefined): string {
  return contractLabel(deliveryMonth ?? SPOT);
}

import { z } from 'zod';
import { messages } from '../messages.ts';

// The catalogue contract (spec sections 4 and 7): the products operators manage and traders
// choose from, and the logistics hubs. The server's routes and tables and the web's types and
// the New Product form all derive from this file.

/** The spec's only unit option. */
export const productUnits = ['Liters'] as const;
export type ProductUnit = (typeof productUnits)[number];

/** How a product's `isActive` is shown: an Inactive product takes no new inventories and shows no listings. */
export const productStatuses = ['Active', 'Inactive'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export const maxProductNameLength = 100;

/** The status shown for a product's `isActive`. */
export function productStatus(isActive: boolean): ProductStatus {
  return isActive ? 'Active' : 'Inactive';
}

/** A catalogue product (GET products, POST products, PATCH products/{id}). */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  unit: z.enum(productUnits),
  isActive: z.boolean(),
  status: z.enum(productStatuses),
  createdUtc: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productFieldLabels = { name: 'Name', unit: 'Unit' } as const;

/** The New Product form (POST products): name and unit required; Liters is the only unit. */
export const productRequestSchema = z.object({
  name: z
    .string({ error: messages.required(productFieldLabels.name) })
    .trim()
    .min(1, messages.required(productFieldLabels.name))
    .max(maxProductNameLength, messages.maxLength(productFieldLabels.name, maxProductNameLength)),
  unit: z.enum(productUnits, { error: messages.required(productFieldLabels.unit) }),
});
export type ProductRequest = z.infer<typeof productRequestSchema>;

/** A logistics hub as GET hubs lists it, Ajaokuta first. */
export const hubSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  region: z.string(),
  state: z.string(),
  deliveryDays: z.number(),
  isOperational: z.boolean(),
});
export type Hub = z.infer<typeof hubSchema>;

/** A hub as the reference data (hubs.ts) and the public site describe it, before it has an id. */
export type HubInfo = Omit<Hub, 'id'> & { description: string };

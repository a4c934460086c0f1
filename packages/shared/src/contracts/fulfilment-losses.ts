import { z } from 'zod';
import { resolutionNote } from './fulfilment.ts';

// ---- Losses (GET fulfilment-losses, POST fulfilment-losses/{id}/resolve: operators)

/** Gas that left the inventory unpaid: loaded and not delivered, or delivered and refused. */
export const fulfilmentLossKinds = ['transit', 'refused'] as const;
export type FulfilmentLossKind = (typeof fulfilmentLossKinds)[number];

export const fulfilmentLossSchema = z.object({
  id: z.string(),
  saleId: z.string(),
  reference: z.string(),
  hub: z.object({ id: z.string(), name: z.string() }),
  product: z.object({ id: z.string(), name: z.string() }),
  kind: z.enum(fulfilmentLossKinds),
  quantity: z.number(),
  unit: z.string(),
  occurredUtc: z.string(),
  /** null while it waits for the operators. */
  resolvedUtc: z.string().nullable(),
  resolutionNote: z.string().nullable(),
});
export type FulfilmentLoss = z.infer<typeof fulfilmentLossSchema>;

export const resolveLossRequestSchema = z.object({ note: resolutionNote });
export type ResolveLossRequest = z.infer<typeof resolveLossRequestSchema>;

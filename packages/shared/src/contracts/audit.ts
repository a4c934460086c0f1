import { z } from 'zod';
import { dateOrderError, isDateRangeInOrder, reportDaySchema, reportPaging } from './reports.ts';

// The audit trail's contract: what GET audit (operators only) takes and answers, the actions
// and entities recorded, and the words the web shows for them. The server's audit table and
// routes and the web's audit page derive from this file.

export const auditActions = [
  'sign_up',
  'email_verified',
  'login',
  'login_failed',
  'logout',
  'password_changed',
  'password_reset_requested',
  'password_reset',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_codes_made',
  'recovery_code_used',
  'second_factor_failed',
  'onboarding_decided',
  'business_profile_saved',
  'business_licence_renewed',
  'business_document_uploaded',
  'party_suspended',
  'party_reinstated',
  'contact_added',
  'contact_updated',
  'delivery_site_added',
  'delivery_site_updated',
  'delivery_site_removed',
  'logistics_fee_added',
  'logistics_fee_changed',
  'logistics_fee_deleted',
  'product_created',
  'product_status_changed',
  'product_deleted',
  'inventory_created',
  'stock_added',
  'stock_decided',
  'price_set',
  'deposit_created',
  'deposit_decided',
  'purchase_placed',
  'sale_decided',
  'truck_added',
  'truck_changed',
  'driver_added',
  'driver_changed',
  'slot_opened',
  'slot_changed',
  'booking_cancelled',
  'delivery_code_refused',
  'fulfilment_step',
  'sale_settled',
  'loss_resolved',
  'session_revoked',
  'other_sessions_revoked',
  'email_change_requested',
  'email_change_confirmed',
  'email_change_cancelled',
  'email_changed',
  'payout_account_added',
  'payout_account_replaced',
  'payout_account_removed',
  'receiving_account_added',
  'receiving_account_changed',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntityTypes = [
  'user',
  'party',
  'contact',
  'delivery_site',
  'logistics_fee',
  'product',
  'inventory',
  'stock',
  'price',
  'deposit',
  'sale',
  'truck',
  'driver',
  'slot',
  'payout_account',
  'receiving_account',
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

/**
 * Who acted: a role of a signed-in user, 'system' for the platform's own jobs (sale expiry),
 * 'anonymous' for someone not signed in (a failed login).
 */
export const auditActorRoles = ['admin', 'client', 'customer', 'driver', 'system', 'anonymous'] as const;
export type AuditActorRole = (typeof auditActorRoles)[number];

export const auditQuerySchema = z
  .object({
    from: reportDaySchema.optional(),
    to: reportDaySchema.optional(),
    action: z.enum(auditActions, { error: 'Choose an action' }).optional(),
    entityType: z.enum(auditEntityTypes, { error: 'Choose an entity' }).optional(),
    entityId: z.string().trim().max(64).optional(),
    actor: z.string().trim().max(254).optional(),
    ...reportPaging,
  })
  .refine(isDateRangeInOrder, dateOrderError);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  occurredUtc: z.string(),
  /** 'system' for the platform's own jobs (sale expiry); 'anonymous' for failed logins. */
  actorRole: z.enum(auditActorRoles),
  actorEmail: z.string().nullable(),
  action: z.enum(auditActions),
  entityType: z.enum(auditEntityTypes),
  entityId: z.string().nullable(),
  /** A human handle for the entity: a reference, a product or party name, an email. */
  entityLabel: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  rows: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** Human words for the audit actions, for the audit page and the admin's latest activity. */
export const auditActionLabels: Record<AuditAction, string> = {
  sign_up: 'Signed up',
  email_verified: 'Email verified',
  login: 'Logged in',
  login_failed: 'Failed login',
  logout: 'Logged out',
  password_changed: 'Password changed',
  password_reset_requested: 'Password reset asked for',
  password_reset: 'Password reset',
  two_factor_enabled: 'Two-factor sign-in turned on',
  two_factor_disabled: 'Two-factor sign-in turned off',
  recovery_codes_made: 'New recovery codes',
  recovery_code_used: 'Recovery code used',
  second_factor_failed: 'Wrong sign-in code',
  onboarding_decided: 'Onboarding decision',
  business_profile_saved: 'Business profile saved',
  business_licence_renewed: 'NMDPRA licence renewed',
  business_document_uploaded: 'Business document uploaded',
  party_suspended: 'Party suspended',
  party_reinstated: 'Party reinstated',
  contact_added: 'Contact added',
  contact_updated: 'Contact updated',
  delivery_site_added: 'Delivery site added',
  delivery_site_updated: 'Delivery site updated',
  delivery_site_removed: 'Delivery site removed',
  logistics_fee_added: 'Logistics fee added',
  logistics_fee_changed: 'Logistics fee changed',
  logistics_fee_deleted: 'Logistics fee deleted',
  product_created: 'Product created',
  product_status_changed: 'Product status changed',
  product_deleted: 'Product deleted',
  inventory_created: 'Inventory created',
  stock_added: 'Stock added',
  stock_decided: 'Stock decision',
  price_set: 'Price set',
  deposit_created: 'Deposit made',
  deposit_decided: 'Deposit decision',
  purchase_placed: 'Purchase placed',
  sale_decided: 'Sale decision',
  truck_added: 'Truck added',
  truck_changed: 'Truck changed',
  driver_added: 'Driver added',
  driver_changed: 'Driver changed',
  slot_opened: 'Loading slot opened',
  slot_changed: 'Loading slot changed',
  booking_cancelled: 'Slot booking cancelled',
  delivery_code_refused: 'Wrong delivery code',
  fulfilment_step: 'Fulfilment step',
  sale_settled: 'Sale settled',
  loss_resolved: 'Loss resolved',
  session_revoked: 'Session signed out',
  other_sessions_revoked: 'Other sessions signed out',
  email_change_requested: 'Email change asked for',
  email_change_confirmed: 'Email change confirmed by one address',
  email_change_cancelled: 'Email change cancelled',
  email_changed: 'Email address changed',
  payout_account_added: 'Payout account added',
  payout_account_replaced: 'Payout account replaced',
  payout_account_removed: 'Payout account removed',
  receiving_account_added: 'Receiving account added',
  receiving_account_changed: 'Receiving account changed',
};

// The shapes the parties endpoints answer with (server: apps/server/src/modules/parties/routes.ts).

/** A supplier (role client) or an offtaker (role customer). */
export type PartyKind = 'supplier' | 'offtaker';

export type Party = {
  id: string;
  /** The supplier's company name, or the offtaker's first and last name. */
  name: string;
  status: string;
  createdUtc: string;
  /** The login's email address. */
  email: string | null;
  company: { name: string } | null;
  individual: { firstName: string; lastName: string } | null;
};

export type Contact = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  email2: string | null;
  mobile: string | null;
  mobile2: string | null;
  mobile3: string | null;
  address: string | null;
  address2: string | null;
  isPrimary: boolean;
};

/** A row of GET onboarding: clientId present means a supplier, customerId an offtaker. */
export type OnboardingItem = {
  name: string;
  clientId?: string;
  customerId?: string;
  createdUtc: string;
};

/** How each kind appears in the API's paths and in the onboarding route's `t` segment. */
export const partyKinds = {
  supplier: { list: 'clients', single: 'client', routeType: 's', label: 'Supplier' },
  offtaker: { list: 'customers', single: 'customer', routeType: 'o', label: 'Offtaker' },
} as const satisfies Record<PartyKind, { list: string; single: string; routeType: 's' | 'o'; label: string }>;

/** The kind named by the route's `t` segment (s or o), or null for anything else. */
export function kindFromRouteType(t: string | undefined): PartyKind | null {
  if (t === partyKinds.supplier.routeType) return 'supplier';
  if (t === partyKinds.offtaker.routeType) return 'offtaker';
  return null;
}

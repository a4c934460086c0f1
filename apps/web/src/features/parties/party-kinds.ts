import type { PartyKind } from '@gas/shared';

// How each party kind (contracts/identity.ts) appears in the API's paths and the onboarding
// route's `t` segment. The kinds' names are the 'parties' catalogue's (kinds.supplier, ...).

/** The API's list (GET clients) and single (contacts/client/{id}) segments and route type. */
export const partyKinds = {
  supplier: { list: 'clients', single: 'client', routeType: 's' },
  offtaker: { list: 'customers', single: 'customer', routeType: 'o' },
} as const satisfies Record<PartyKind, { list: string; single: string; routeType: 's' | 'o' }>;

/** The kind named by the route's `t` segment (s or o), or null for anything else. */
export function kindFromRouteType(t: string | undefined): PartyKind | null {
  if (t === partyKinds.supplier.routeType) return 'supplier';
  if (t === partyKinds.offtaker.routeType) return 'offtaker';
  return null;
}

// Who may do what: every role, status and ownership rule of DOMAIN.md's authorisation, in one
// place. Each use case calls one of these first. Something that exists but is not the caller's
// is "not found" (404), never "forbidden": a stranger learns nothing from trying ids.
//
// Split by concern under lib/access/; this file is the one place use cases import them from.
export * from './access/core.ts';
export * from './access/logistics.ts';
export * from './access/money.ts';
export * from './access/ownership.ts';
export * from './access/parties.ts';
export * from './access/reports.ts';
export * from './access/trading.ts';

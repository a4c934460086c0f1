// What the parties endpoints answer, as the trading filters use them (its contract moves to
// packages/shared/src/contracts). Sales: contracts/trading.ts; listings and products:
// contracts/inventory.ts and contracts/catalogue.ts; wallet balances: contracts/wallet.ts.

/** A supplier or an offtaker as GET clients and GET customers list them (only what the filters need). */
export type PartyOption = { id: string; name: string };

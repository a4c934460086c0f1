// Where other modules (mail, trading, wallet, reports) import a party's display name from; it
// lives in queries.ts. Their owners point those imports there, then this file goes.
export { partyName } from './queries.ts';

// Where db/prepare.ts, cli/admin-create.ts and the test builders import the operator bootstrap
// from; it lives in ensure-admin.ts. Their owners point those imports there, then this file goes.
export { ensureAdmin } from './ensure-admin.ts';

export * from './auth-forms.ts';
export * from './dates.ts';
export * from './envelope.ts';
export * from './hubs.ts';
export * from './markets.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './reports.ts';

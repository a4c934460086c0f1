import { AppError } from '../errors.ts';

// The refusals the access rules share (not part of lib/access.ts's answer).

export const forbidden = (message: string) => new AppError('forbidden', message);
export const awaitingApproval =
  'Your account is awaiting approval by the platform operators. Trading opens once it is approved.';

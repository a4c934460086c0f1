import { type EmailChangeLink, type EmailChangeOutcome, emailChangeOutcomeSchema } from '@gas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST auth/email-change/confirm: confirms the change for the link's address (the link is used up). */
export function confirmEmailChange(body: EmailChangeLink): Promise<EmailChangeOutcome> {
  return api.post('auth/email-change/confirm', body, {
    refreshOnUnauthorized: false,
    schema: emailChangeOutcomeSchema,
  });
}

/** POST auth/email-change/cancel: either address's link cancels the change. */
export function cancelEmailChangeByLink(body: EmailChangeLink): Promise<EmailChangeOutcome> {
  return api.post('auth/email-change/cancel', body, {
    refreshOnUnauthorized: false,
    schema: emailChangeOutcomeSchema,
  });
}

export function useFollowEmailChangeLink() {
  return useMutation({
    mutationFn: ({ action, token }: { action: 'confirm' | 'cancel'; token: string }) =>
      action === 'confirm' ? confirmEmailChange({ token }) : cancelEmailChangeByLink({ token }),
  });
}

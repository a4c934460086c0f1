import type { AccountLanguage } from '@gas/shared';
import { userPreferences } from '../../db/schema-preferences.ts';
import type { Actor } from '../../lib/access.ts';
import type { PreferencesDeps } from './deps.ts';

/**
 * PUT account/language: the signed-in user's choice in the language switch, kept for their next
 * sign-in on any device (issue 23). Any role; one's own preference only. Not audited: it changes
 * what the person reads, nothing anyone else relies on.
 */
export async function setLanguage(
  deps: PreferencesDeps,
  actor: Actor,
  { language }: AccountLanguage,
): Promise<AccountLanguage> {
  const updatedUtc = deps.clock.now();
  await deps.db
    .insert(userPreferences)
    .values({ userId: actor.userId, language, updatedUtc })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { language, updatedUtc } });
  return { language };
}

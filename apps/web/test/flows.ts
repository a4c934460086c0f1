import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { mockApi, renderApp } from './utils.tsx';

// The steps the page tests repeat around a dialog: open it, see what was sent, see it close.

type User = ReturnType<typeof renderApp>['user'];
type Calls = ReturnType<typeof mockApi>['calls'];

/** Clicks the button named `button` and waits for the dialog it opens (named `dialog`, by default as the button). */
export async function openDialog(user: User, button: string, dialog = button): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialog });
}

/** The URLs of the `method` requests the page sent, in order. */
export function urlsSent(calls: Calls, method: string): string[] {
  return calls.filter((call) => call.method === method).map((call) => call.url);
}

/** Waits for a dialog to close itself (a success closes it after 1 second). */
export async function dialogClosed(): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
}

import type { Role } from '@gas/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { type LoaderFunctionArgs, redirect, useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { followProfileLanguage } from '../i18n/choose-language.ts';
import { api, onSessionEnded } from './api.ts';

// The browser side of the session (spec section 4). The server keeps the real session in a
// cookie; here we keep the user object and role so the app knows which area to show, and an
// inactivity expiry 15 minutes ahead.

/** The user object of the login response; only the role is relied upon. */
export type SessionUser = Record<string, unknown>;
export type Session = { user: SessionUser; role: Role };

export const inactivityTimeoutMs = 900_000;
export const inactivityCheckMs = 5_000;
const activityEvents = ['click', 'keypress', 'scroll', 'mouseover'] as const;

export const storageKeys = {
  user: 'gas.user',
  role: 'gas.role',
  expiry: 'gas.expiry',
} as const;

/** Each role's home: admin /admin, client (supplier) /supplier, customer (offtaker) /offtaker, driver /driver. */
export const roleHome: Record<Role, string> = {
  admin: paths.admin.root.href(),
  client: paths.supplier.root.href(),
  customer: paths.offtaker.root.href(),
  driver: paths.driver.root.href(),
};

// roleHome has every role as a key (its type says so): checking against it rather than the shared
// `roles` keeps the identity contract's zod schemas out of the landing page's download (issue 20).
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && Object.hasOwn(roleHome, value);
}

const listeners = new Set<() => void>();
function notify() {
  for (const listener of listeners) listener();
}

function readExpiry(): number | null {
  const raw = localStorage.getItem(storageKeys.expiry);
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

function readUser(): SessionUser | null {
  const raw = localStorage.getItem(storageKeys.user);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

let cachedKey: string | null = null;
let cachedSession: Session | null = null;

/** The stored session, or null when logged out or when the inactivity expiry has passed. */
export function getSession(now = Date.now()): Session | null {
  const role = localStorage.getItem(storageKeys.role);
  const rawUser = localStorage.getItem(storageKeys.user);
  if (!isRole(role) || rawUser === null) return null;
  const expiry = readExpiry();
  if (expiry !== null && expiry <= now) return null;
  // Same stored values, same object: useSyncExternalStore needs a stable snapshot.
  const key = `${role}\n${rawUser}`;
  if (key !== cachedKey) {
    const user = readUser();
    cachedKey = key;
    cachedSession = user ? { user, role } : null;
  }
  return cachedSession;
}

/** Extends the inactivity expiry to 15 minutes from now. */
export function renewExpiry(now = Date.now()) {
  localStorage.setItem(storageKeys.expiry, String(now + inactivityTimeoutMs));
}

// Who is signed in changed: a log-in, a log-out, or either in another tab. The data cache
// (query-client.ts) listens, so what one person read never shows to the next on this device;
// it registers itself, which keeps the cache's library out of the landing page's download.
const identityListeners = new Set<() => void>();

function onOtherTabSignInOrOut(event: StorageEvent) {
  // key null: the other tab cleared its storage (old and new values are then both null).
  if (event.key === null || (event.key === storageKeys.user && event.oldValue !== event.newValue))
    identityChanged();
}

/** Calls `listener` whenever the signed-in person changes; returns the way to stop. */
export function onSessionIdentityChange(listener: () => void): () => void {
  if (identityListeners.size === 0) window.addEventListener('storage', onOtherTabSignInOrOut);
  identityListeners.add(listener);
  return () => {
    identityListeners.delete(listener);
    if (identityListeners.size === 0) window.removeEventListener('storage', onOtherTabSignInOrOut);
  };
}

function identityChanged() {
  for (const listener of identityListeners) listener();
}

export function saveSession(user: SessionUser, role: Role) {
  identityChanged();
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  localStorage.setItem(storageKeys.role, role);
  renewExpiry();
  notify();
  // The language saved in the profile (issue 23) is spoken from sign-in on.
  followProfileLanguage(user);
}

export function clearSession() {
  localStorage.removeItem(storageKeys.user);
  localStorage.removeItem(storageKeys.role);
  localStorage.removeItem(storageKeys.expiry);
  identityChanged();
  notify();
}

/** Tells the server, then forgets the session here even if the server could not be reached. */
export async function logout(): Promise<void> {
  try {
    await api.post('auth/logout', undefined, { refreshOnUnauthorized: false });
  } catch {
    // The cookie may already be gone; the local session must end either way.
  }
  clearSession();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(storageKeys).includes(event.key as never)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current session, re-rendering on log-in, log-out (also from other tabs). */
export function useSession(): Session | null {
  return useSyncExternalStore(
    subscribe,
    () => getSession(),
    () => null,
  );
}

// ---- Route guarding -------------------------------------------------------------------------

/** A page's audience: a role, or 'public' for pages anyone may see. */
export type Audience = Role | 'public';

/**
 * Where a visitor must go instead of `pathname`, or null to stay (spec section 4):
 * a non-public page with no role goes to /; a role other than the page's goes to its own home;
 * a public page keeps its path for signed-in users, except the root, which sends them home.
 */
export function resolveRedirect(
  audience: Audience,
  pathname: string,
  session: Session | null,
): string | null {
  if (audience === 'public') {
    return session && pathname === paths.home.href() ? roleHome[session.role] : null;
  }
  if (!session) return paths.home.href();
  return session.role === audience ? null : roleHome[session.role];
}

function readSessionForGuard(): Session | null {
  const session = getSession();
  // A stored but expired session is ended here, so the guard and the top bar agree.
  if (!session && localStorage.getItem(storageKeys.role) !== null) clearSession();
  return session;
}

/** A route loader that lets only `audience` through. */
export function guard(audience: Audience) {
  return ({ request }: LoaderFunctionArgs) => {
    const { pathname } = new URL(request.url);
    const target = resolveRedirect(audience, pathname, readSessionForGuard());
    if (target !== null && target !== pathname) throw redirect(target);
    return null;
  };
}

// ---- Inactivity -----------------------------------------------------------------------------

/**
 * Why the log-in page opened, which it says in the reader's language (auth's login.notice): the
 * server ended the session ("Your session has ended. Please log in again.").
 */
export type LoginLocationState = { notice?: 'sessionEnded' };

/**
 * While signed in: renews the expiry on click, keypress, scroll and mouseover, checks it every
 * 5 seconds, and when it has passed logs out and goes to /. When the server has ended the
 * session (a refused refresh: signed out elsewhere, password changed, account rejected), the
 * stored session is dropped too and the log-in page says why.
 */
export function useInactivityLogout() {
  const session = useSession();
  const navigate = useNavigate();
  const isSignedIn = session !== null;

  useEffect(() => {
    if (!isSignedIn) return;
    let lastRenewal = 0;
    const onActivity = () => {
      const now = Date.now();
      // mouseover fires constantly; one write per second is plenty.
      if (now - lastRenewal < 1_000) return;
      lastRenewal = now;
      renewExpiry(now);
    };
    onActivity();
    for (const name of activityEvents)
      window.addEventListener(name, onActivity, { passive: true, capture: true });

    let isEnding = false;
    const timer = window.setInterval(() => {
      const expiry = readExpiry();
      if (isEnding || expiry === null || expiry > Date.now()) return;
      isEnding = true;
      void logout().then(() => navigate(paths.home.href(), { replace: true }));
    }, inactivityCheckMs);

    const stopListening = onSessionEnded(() => {
      if (isEnding || getSession() === null) return;
      isEnding = true;
      clearSession();
      const state: LoginLocationState = { notice: 'sessionEnded' };
      navigate(paths.auth.login.href(), { replace: true, state });
    });

    return () => {
      for (const name of activityEvents) window.removeEventListener(name, onActivity, { capture: true });
      window.clearInterval(timer);
      stopListening();
    };
  }, [isSignedIn, navigate]);
}

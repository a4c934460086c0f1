import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { logout, useSession } from '../lib/session.ts';

/**
 * Logout for the public site's and the areas' menus: ends the session, then goes home. It stays
 * "leaving" until the menu is gone (the area's, by that navigation) or someone signs in again (the
 * public bar's): the area hides its page meanwhile, and showing it again before the navigation
 * would let it ask for data with no session.
 */
export function useLogout() {
  const navigate = useNavigate();
  const isSignedIn = useSession() !== null;
  const [isLeaving, setIsLeaving] = useState(false);
  useEffect(() => {
    if (isSignedIn) setIsLeaving(false);
  }, [isSignedIn]);
  const onLogout = async () => {
    setIsLeaving(true);
    await logout();
    navigate(paths.home.href(), { replace: true });
  };
  return { isLeaving, onLogout };
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { logout } from '../lib/session.ts';

/** Logout for the public site's and the areas' menus: ends the session, then goes home. */
export function useLogout() {
  const navigate = useNavigate();
  const [isLeaving, setIsLeaving] = useState(false);
  const onLogout = async () => {
    setIsLeaving(true);
    await logout();
    setIsLeaving(false);
    navigate(paths.home.href(), { replace: true });
  };
  return { isLeaving, onLogout };
}

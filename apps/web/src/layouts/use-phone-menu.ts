import { useDisclosure } from '@mantine/hooks';
import { useCallback, useEffect, useRef } from 'react';

/** The main content (the layouts' <main id="main" tabIndex={-1}>). */
function focusMainContent() {
  document.getElementById('main')?.focus();
}

/**
 * The phone menu behind the burger button (the areas' navbar, the public site's menu), for the
 * keyboard: Escape closes it and puts focus back on the button; following one of its links
 * closes it and carries focus to the main content, where the new page appears (the link itself
 * goes off-screen or away).
 */
export function usePhoneMenu() {
  const [isMenuOpen, { toggle, close }] = useDisclosure(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // A dialog open above the page handles its own Escape.
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      close();
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen, close]);

  /** A link in the menu was followed. */
  const followLink = useCallback(() => {
    if (!isMenuOpen) return;
    close();
    focusMainContent();
  }, [isMenuOpen, close]);

  return { isMenuOpen, toggle, close, buttonRef, followLink };
}

import {
  Anchor,
  Button,
  Collapse,
  Container,
  Group,
  NavLink as MantineNavLink,
  Stack,
  Text,
} from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { BrandMark, SkipLink } from '../components/brand-mark.tsx';
import { BrandWithMenuButton } from '../components/brand-with-menu-button.tsx';
import { brand } from '../config/brand.ts';
import { paths } from '../config/paths.ts';
import { roleHome, useSession } from '../lib/session.ts';
import { LanguageSwitch } from './language-switch.tsx';
import classes from './layout.module.css';
import { PageLoading } from './root-layout.tsx';
import { useLogout } from './use-logout.ts';
import { usePhoneMenu } from './use-phone-menu.ts';

// The public site's frame (spec section 2): top bar with Home, Financial Projections and
// Market Data; Log In and Get Started when logged out; Dashboard and Logout when logged in.

const topLinks = [
  { label: 'home', href: paths.home.href() },
  { label: 'financials', href: paths.financials.href() },
  { label: 'markets', href: paths.markets.href() },
  { label: 'rates', href: paths.rates.href() },
] as const;

function AccountButtons({ isStacked = false, onNavigate }: { isStacked?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const session = useSession();
  const { isLeaving, onLogout } = useLogout();
  const Wrapper = isStacked ? Stack : Group;
  if (session) {
    return (
      <Wrapper gap="sm">
        <Button component={Link} to={roleHome[session.role]} onClick={onNavigate}>
          {t('public.dashboard')}
        </Button>
        <Button variant="default" loading={isLeaving} onClick={onLogout}>
          {t('public.logout')}
        </Button>
      </Wrapper>
    );
  }
  return (
    <Wrapper gap="sm">
      <Button component={Link} to={paths.auth.login.href()} variant="default" onClick={onNavigate}>
        {t('public.logIn')}
      </Button>
      <Button component={Link} to={paths.auth.provider.href()} onClick={onNavigate}>
        {t('public.getStarted')}
      </Button>
    </Wrapper>
  );
}

/** On phones the header keeps one action in reach: Log In, or Dashboard when signed in. */
function QuickAction() {
  const { t } = useTranslation('layout');
  const session = useSession();
  const to = session ? roleHome[session.role] : paths.auth.login.href();
  return (
    <Button component={Link} to={to} size="xs" variant={session ? 'filled' : 'default'} hiddenFrom="md">
      {session ? t('public.dashboard') : t('public.logIn')}
    </Button>
  );
}

function Footer() {
  const { t } = useTranslation('layout');
  return (
    <footer className={classes.footer}>
      <Container>
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={4}>
            <BrandMark inverted />
            <Text size="sm">{t('footer.tagline')}</Text>
          </Stack>
          <Group component="nav" aria-label={t('footer.legalNav')} gap="lg">
            <Anchor component={Link} to={paths.privacy.href()} size="sm">
              {t('footer.privacy')}
            </Anchor>
            <Anchor component={Link} to={paths.terms.href()} size="sm">
              {t('footer.terms')}
            </Anchor>
            <Anchor component={Link} to={paths.markets.href()} size="sm">
              {t('public.links.markets')}
            </Anchor>
            <Anchor component={Link} to={paths.financials.href()} size="sm">
              {t('public.links.financials')}
            </Anchor>
          </Group>
        </Group>
        <Text size="sm" mt="lg">
          {t('footer.rights', { year: brand.footerYear, name: brand.name })}
        </Text>
      </Container>
    </footer>
  );
}

/**
 * No AppShell here on purpose: a sticky header and an in-page menu keep the first download
 * small (AppShell and its scroll locking load with the signed-in areas instead).
 */
export function PublicLayout() {
  const { t } = useTranslation('layout');
  const { isMenuOpen, toggle, close, buttonRef, followLink } = usePhoneMenu();
  const { pathname } = useLocation();
  const isSignedIn = useSession() !== null;

  // A followed link closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => close(), [pathname]);

  return (
    <div className={classes.page}>
      <SkipLink />
      {/* data-signed-in: Dashboard (Hausa "Allon bayani") is wider than Log In, so on phones under
          440 px the brand's name gives it room (app.css). */}
      <header className={classes.stickyHeader} data-signed-in={isSignedIn || undefined}>
        {/* Narrower side margins on phones: the bar holds the menu button, the brand, the
            language switch and Log In on a 390 px screen. */}
        <Container h={64} size="xl" px={{ base: 'xs', sm: 'md' }}>
          <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
            <BrandWithMenuButton
              isMenuOpen={isMenuOpen}
              onToggle={toggle}
              buttonRef={buttonRef}
              hiddenFrom="md"
              menuName={t('public.menuName')}
              menuId="public-menu"
            />
            <Group component="nav" aria-label={t('public.mainNav')} gap={4} visibleFrom="md" wrap="nowrap">
              {topLinks.map((link) => (
                <NavLink key={link.href} to={link.href} end className={classes.topLink}>
                  {t(`public.links.${link.label}`)}
                </NavLink>
              ))}
            </Group>
            <Group gap={6} wrap="nowrap">
              <LanguageSwitch />
              <Group visibleFrom="md" wrap="nowrap">
                <AccountButtons />
              </Group>
              <QuickAction />
            </Group>
          </Group>
        </Container>
        <Collapse expanded={isMenuOpen} hiddenFrom="md" id="public-menu" keepMounted={false}>
          <Container size="xl" pb="md">
            <Stack gap="md">
              <nav aria-label={t('public.mainNav')}>
                {topLinks.map((link) => (
                  <MantineNavLink
                    key={link.href}
                    component={Link}
                    to={link.href}
                    label={t(`public.links.${link.label}`)}
                    active={pathname === link.href}
                    aria-current={pathname === link.href ? 'page' : undefined}
                    onClick={followLink}
                  />
                ))}
              </nav>
              <AccountButtons isStacked onNavigate={followLink} />
            </Stack>
          </Container>
        </Collapse>
      </header>

      <main id="main" tabIndex={-1} className={classes.mainContent}>
        {/* A page whose words are still loading (its namespace, lazily) waits here, in the frame. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

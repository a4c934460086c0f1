import { AppShell, Badge, Group, NavLink, ScrollArea, Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { SkipLink } from '../components/brand-mark.tsx';
import { BrandWithMenuButton } from '../components/brand-with-menu-button.tsx';
import { Icon } from '../components/icons.tsx';
import { paths } from '../config/paths.ts';
import type layoutWords from '../i18n/locales/en/layout.ts';
import { useMarketStream } from '../lib/market-stream.ts';
import { LanguageSwitch } from './language-switch.tsx';
import classes from './layout.module.css';
import { RouteLoading } from './root-layout.tsx';
import { useLogout } from './use-logout.ts';
import { usePhoneMenu } from './use-phone-menu.ts';

/** A navbar entry's words: a key of the 'layout' catalogue's `nav` group. */
export type NavLabel = keyof typeof layoutWords.nav;
export type AreaName = keyof typeof layoutWords.area.names;
export type NavEntry = { label: NavLabel; href: string; isExact?: boolean };
export type NavGroup = { label: NavLabel; children: NavEntry[] };
export type NavItem = NavEntry | NavGroup;

function isGroup(item: NavItem): item is NavGroup {
  return 'children' in item;
}

function isActive(entry: NavEntry, pathname: string): boolean {
  if (entry.isExact) return pathname === entry.href;
  return pathname === entry.href || pathname.startsWith(`${entry.href}/`);
}

const asDiv = { component: 'div' };

type AreaLayoutProps = {
  /** Shown beside the logo (Admin, Supplier, Offtaker, Driver) and naming the navbar. */
  area: AreaName;
  nav: NavItem[];
};

/**
 * The signed-in areas' frame: a header and a side navbar that folds into a burger menu on
 * phones. Every area ends its navbar with Home (to /) and Logout.
 */
export function AreaLayout({ area, nav }: AreaLayoutProps) {
  const { t } = useTranslation('layout');
  const areaName = t(`area.names.${area}`);
  const { isMenuOpen, toggle, buttonRef, followLink } = usePhoneMenu();
  // Below the navbar's breakpoint (AppShell's own query) a closed menu is moved off-screen: inert,
  // its links take no Tab stop and are not read. From the breakpoint the navbar always shows.
  const theme = useMantineTheme();
  const isNavbarCollapsible = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, {
    getInitialValueInEffect: false,
  });
  const isNavbarHidden = isNavbarCollapsible && !isMenuOpen;
  const { pathname } = useLocation();
  const { isLeaving, onLogout } = useLogout();
  // The offers a buyer picks from, bids and the market's figures move without a reload (issue 19).
  useMarketStream();

  const renderEntry = (entry: NavEntry) => (
    <NavLink
      key={entry.href}
      component={Link}
      to={entry.href}
      label={t(`nav.${entry.label}`)}
      active={isActive(entry, pathname)}
      aria-current={isActive(entry, pathname) ? 'page' : undefined}
      onClick={followLink}
    />
  );

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !isMenuOpen } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <SkipLink />
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <BrandWithMenuButton
            isMenuOpen={isMenuOpen}
            onToggle={toggle}
            buttonRef={buttonRef}
            hiddenFrom="sm"
            menuName={t('area.menuName')}
            menuId="area-navbar"
          />
          <Group gap="xs" wrap="nowrap" miw={0}>
            <LanguageSwitch />
            {/* Not on a phone: no room beside the switch, and the navbar names the area there. */}
            <Badge
              variant="light"
              color="brand"
              radius="sm"
              size="lg"
              miw={0}
              visibleFrom="xs"
              style={{ textTransform: 'none' }}
            >
              {areaName}
            </Badge>
          </Group>
        </Group>
      </AppShell.Header>

      {/* A plain box: the <nav> landmark is the menu inside, not Home and Logout. */}
      <AppShell.Navbar id="area-navbar" p="sm" inert={isNavbarHidden} {...asDiv}>
        <AppShell.Section grow component={ScrollArea}>
          <nav aria-label={areaName}>
            {nav.map((item) =>
              isGroup(item) ? (
                <NavLink
                  key={item.label}
                  component="button"
                  type="button"
                  label={t(`nav.${item.label}`)}
                  defaultOpened={item.children.some((child) => isActive(child, pathname))}
                  childrenOffset="md"
                >
                  {item.children.map(renderEntry)}
                </NavLink>
              ) : (
                renderEntry(item)
              ),
            )}
          </nav>
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--app-border)' }}>
          <Stack gap={2}>
            <NavLink
              component={Link}
              to={paths.home.href()}
              onClick={followLink}
              label={t('area.home')}
              leftSection={<Icon name="home" size={18} />}
            />
            <NavLink
              component="button"
              type="button"
              label={isLeaving ? t('area.loggingOut') : t('area.logout')}
              leftSection={<Icon name="logout" size={18} />}
              onClick={onLogout}
              disabled={isLeaving}
            />
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main" tabIndex={-1}>
        {/* A page whose words are still loading (its namespace, lazily) waits here, in the frame. */}
        {/* Logging out: the page goes at once, so nothing it would still load (a lazy page
            finishing, a refetch) asks for data as nobody while the session ends. */}
        {!isLeaving ? (
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        ) : (
          <RouteLoading />
        )}
      </AppShell.Main>
    </AppShell>
  );
}

import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { childPath, paths } from './config/paths.ts';
import { NotFoundPage } from './features/errors/not-found-page.tsx';
import { RouteErrorPage } from './features/errors/route-error-page.tsx';
import { LandingPage } from './features/landing/landing-page.tsx';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { FormLoading, PageLoading, RootLayout, RouteLoading } from './layouts/root-layout.tsx';
import { guard } from './lib/session.ts';

// The spec's section 2 as one route table. The landing page and the public and auth layouts are
// in the first download; every other page's code arrives when it is visited (on a first visit
// the layout draws at once, with a loading state where the page goes), and each signed-in area
// is one lazy module (its layout and pages) behind a guard that runs before that code is fetched.
// The public pages' lazy modules are also listed in vite.config.ts, which starts their download
// with the entry's on a first visit.

type AreaModule = { Layout: ComponentType; pages: Record<string, ComponentType> };

/** A lazy route taking one component from a module. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const loadAdmin = (): Promise<AreaModule> => import('./routes/admin.tsx');
const loadSupplier = (): Promise<AreaModule> => import('./routes/supplier.tsx');
const loadOfftaker = (): Promise<AreaModule> => import('./routes/offtaker.tsx');

/** An area: its base path, required role, layout, and child pages by key of the module's `pages`. */
function area(
  base: string,
  role: 'admin' | 'client' | 'customer',
  load: () => Promise<AreaModule>,
  children: [path: string | null, page: string][],
): RouteObject {
  return {
    path: base,
    loader: guard(role),
    lazy: lazyPage(load, (module) => module.Layout),
    children: children.map(([path, page]) => {
      const component = lazyPage(load, (module) => {
        const Page = module.pages[page];
        if (!Page) throw new Error(`No page "${page}" in the ${base} area`);
        return Page;
      });
      return path === null
        ? { index: true, lazy: component }
        : { path: childPath(path, base), lazy: component };
    }),
  };
}

const publicGuard = guard('public');
const loadQueryBoundary = () => import('./lib/query-boundary.tsx');

type PublicPageOptions<M> = {
  /** Fills the page's place in its layout while the page's code loads on a first visit. */
  fallback?: ComponentType;
  /** Starts the page's data loading when the route is entered (alongside its code). */
  prefetch?: (module: M) => void;
};

/** A public page: anyone may see it; signed-in people keep its path (see guard). */
function publicPage<M>(
  path: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { fallback = PageLoading, prefetch }: PublicPageOptions<M> = {},
): RouteObject {
  const loader = prefetch
    ? async (args: LoaderFunctionArgs) => {
        publicGuard(args);
        prefetch(await load());
        return null;
      }
    : publicGuard;
  return { path, loader, lazy: lazyPage(load, pick), HydrateFallback: fallback };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: RouteLoading,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, loader: publicGuard, Component: LandingPage },
          publicPage(
            paths.privacy.path,
            () => import('./features/legal/legal-page.tsx'),
            (m) => m.PrivacyPage,
          ),
          publicPage(
            paths.terms.path,
            () => import('./features/legal/legal-page.tsx'),
            (m) => m.TermsPage,
          ),
          publicPage(
            paths.financials.path,
            () => import('./features/financials/financials-page.tsx'),
            (m) => m.FinancialsPage,
          ),
          publicPage(
            paths.success.path,
            () => import('./features/auth/success-page.tsx'),
            (m) => m.SuccessPage,
          ),
          {
            lazy: loadQueryBoundary,
            HydrateFallback: PageLoading,
            children: [
              publicPage(
                paths.markets.path,
                () => import('./features/markets/markets-page.tsx'),
                (m) => m.MarketsPage,
                { prefetch: (m) => m.prefetchMarkets() },
              ),
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        Component: AuthLayout,
        children: [
          {
            lazy: loadQueryBoundary,
            HydrateFallback: FormLoading,
            children: [
              publicPage(
                paths.auth.login.path,
                () => import('./features/auth/login-page.tsx'),
                (m) => m.LoginPage,
                { fallback: FormLoading },
              ),
              publicPage(
                paths.auth.provider.path,
                () => import('./features/auth/register-page.tsx'),
                (m) => m.RegisterPage,
                { fallback: FormLoading },
              ),
              publicPage(
                paths.auth.takers.path,
                () => import('./features/auth/register-page.tsx'),
                (m) => m.RegisterPage,
                { fallback: FormLoading },
              ),
              publicPage(
                paths.auth.verify.path,
                () => import('./features/auth/verify-page.tsx'),
                (m) => m.VerifyPage,
                { fallback: FormLoading },
              ),
            ],
          },
        ],
      },
      {
        lazy: loadQueryBoundary,
        children: [
          area(paths.admin.root.path, 'admin', loadAdmin, [
            [null, 'dashboard'],
            [paths.admin.products.path, 'products'],
            [paths.admin.clients.path, 'clients'],
            [paths.admin.customers.path, 'customers'],
            [paths.admin.onboardings.path, 'onboardings'],
            [paths.admin.onboarding.path, 'onboarding'],
            [paths.admin.deposits.path, 'deposits'],
            [paths.admin.deposit.path, 'deposit'],
            [paths.admin.sales.path, 'sales'],
            [paths.admin.sale.path, 'sale'],
            [paths.admin.salesReport.path, 'salesReport'],
            [paths.admin.depositsReport.path, 'depositsReport'],
            [paths.admin.audit.path, 'audit'],
          ]),
          area(paths.supplier.root.path, 'client', loadSupplier, [
            [null, 'dashboard'],
            [paths.supplier.inventories.path, 'inventories'],
            [paths.supplier.inventory.path, 'inventory'],
            [paths.supplier.stocks.path, 'stocks'],
            [paths.supplier.prices.path, 'prices'],
            [paths.supplier.profile.path, 'profile'],
            [paths.supplier.sales.path, 'sales'],
            [paths.supplier.sale.path, 'sale'],
            [paths.supplier.salesReport.path, 'salesReport'],
            [paths.supplier.depositsReport.path, 'depositsReport'],
          ]),
          area(paths.offtaker.root.path, 'customer', loadOfftaker, [
            [null, 'dashboard'],
            [paths.offtaker.profile.path, 'profile'],
            [paths.offtaker.transactions.path, 'transactions'],
            [paths.offtaker.deposits.path, 'deposits'],
            [paths.offtaker.deposit.path, 'deposit'],
            [paths.offtaker.sales.path, 'sales'],
            [paths.offtaker.sale.path, 'sale'],
            [paths.offtaker.salesReport.path, 'salesReport'],
            [paths.offtaker.depositsReport.path, 'depositsReport'],
          ]),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

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
const loadDriver = (): Promise<AreaModule> => import('./routes/driver.tsx');

/**
 * An area: every path of its entry in config/paths.ts, behind the role's guard, in its module's
 * layout. Each path shows the module's page of the same name; the root path is its `dashboard`.
 */
function area(
  areaPaths: { root: { path: string } } & Record<string, { path: string }>,
  role: 'admin' | 'client' | 'customer' | 'driver',
  load: () => Promise<AreaModule>,
): RouteObject {
  const base = areaPaths.root.path;
  return {
    path: base,
    loader: guard(role),
    lazy: lazyPage(load, (module) => module.Layout),
    children: Object.entries(areaPaths).map(([name, { path }]) => {
      const page = name === 'root' ? 'dashboard' : name;
      const component = lazyPage(load, (module) => {
        const Page = module.pages[page];
        if (!Page) throw new Error(`No page "${page}" in the ${base} area`);
        return Page;
      });
      return name === 'root'
        ? { index: true, lazy: component }
        : { path: childPath(path, base), lazy: component };
    }),
  };
}

// The public pages' modules.
const loadLegal = () => import('./features/legal/legal-page.tsx');
const loadFinancials = () => import('./features/financials/financials-page.tsx');
const loadSuccess = () => import('./features/auth/success-page.tsx');
const loadMarkets = () => import('./features/markets/markets-page.tsx');
const loadRates = () => import('./features/rates/rates-page.tsx');
const loadLogin = () => import('./features/auth/login-page.tsx');
const loadRegister = () => import('./features/auth/register-page.tsx');
const loadVerify = () => import('./features/auth/verify-page.tsx');
const loadForgotPassword = () => import('./features/auth/forgot-password-page.tsx');
const loadResetPassword = () => import('./features/auth/reset-password-page.tsx');
const loadEmailChange = () => import('./features/auth/email-change-page.tsx');

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

/** The log-in, sign-up, verify and password-reset pages' place shows a form's loading state. */
const formFallback = { fallback: FormLoading };

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
          publicPage(paths.privacy.path, loadLegal, (m) => m.PrivacyPage),
          publicPage(paths.terms.path, loadLegal, (m) => m.TermsPage),
          publicPage(paths.financials.path, loadFinancials, (m) => m.FinancialsPage),
          publicPage(paths.success.path, loadSuccess, (m) => m.SuccessPage),
          {
            lazy: loadQueryBoundary,
            HydrateFallback: PageLoading,
            children: [
              publicPage(paths.markets.path, loadMarkets, (m) => m.MarketsPage, {
                prefetch: (m) => m.prefetchMarkets(),
              }),
              publicPage(paths.rates.path, loadRates, (m) => m.RatesPage, {
                prefetch: (m) => m.prefetchRates(),
              }),
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
              publicPage(paths.auth.login.path, loadLogin, (m) => m.LoginPage, formFallback),
              publicPage(paths.auth.provider.path, loadRegister, (m) => m.RegisterPage, formFallback),
              publicPage(paths.auth.takers.path, loadRegister, (m) => m.RegisterPage, formFallback),
              publicPage(paths.auth.verify.path, loadVerify, (m) => m.VerifyPage, formFallback),
              publicPage(
                paths.auth.forgotPassword.path,
                loadForgotPassword,
                (m) => m.ForgotPasswordPage,
                formFallback,
              ),
              publicPage(
                paths.auth.resetPassword.path,
                loadResetPassword,
                (m) => m.ResetPasswordPage,
                formFallback,
              ),
              publicPage(
                paths.auth.emailChange.path,
                loadEmailChange,
                (m) => m.EmailChangePage,
                formFallback,
              ),
            ],
          },
        ],
      },
      {
        lazy: loadQueryBoundary,
        children: [
          area(paths.admin, 'admin', loadAdmin),
          area(paths.supplier, 'client', loadSupplier),
          area(paths.offtaker, 'customer', loadOfftaker),
          area(paths.driver, 'driver', loadDriver),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

import './styles/mantine.ts';
import './styles/app.css';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers.tsx';
import { initI18n } from './i18n/index.ts';
import { RouteLoading } from './layouts/root-layout.tsx';
import { createAppRouter } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const router = createAppRouter();
const root = createRoot(container);
// The frame's words (common, layout, components) and, on the home page, the landing page's are
// loaded before the first render; a page's words load with the page, which waits for them inside
// its layout's Suspense boundary (the layout's loading state where the page goes).
const firstPageNamespaces = window.location.pathname === '/' ? (['landing'] as const) : [];
void initI18n(undefined, firstPageNamespaces).then(() => {
  // The first render is a transition: React draws the page in short slices and lets the browser
  // handle input between them, instead of one long task that blocks the main thread.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <Suspense fallback={<RouteLoading />}>
            <RouterProvider router={router} />
          </Suspense>
        </AppProviders>
      </StrictMode>,
    );
  });
});

import './styles/mantine.ts';
import './styles/app.css';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers.tsx';
import { initI18n } from './i18n/index.ts';
import { createAppRouter } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const router = createAppRouter();
const root = createRoot(container);
// The common words are loaded before the first render; an area's words load with the area
// (a screen waits for them inside the Suspense boundary).
void initI18n().then(() => {
  // The first render is a transition: React draws the page in short slices and lets the browser
  // handle input between them, instead of one long task that blocks the main thread.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </AppProviders>
      </StrictMode>,
    );
  });
});

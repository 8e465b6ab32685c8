import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { captureInstallOffers } from './features/install/install-offer';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

captureInstallOffers();
// The service worker exists only in the production build; its registration code loads after the app's.
if (import.meta.env.PROD) void import('./features/install/service-worker').then((sw) => sw.registerServiceWorker());

// As a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread for the whole tree: a phone stays responsive while the app starts.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { appStore } from './state/store.ts';
import { localeAtom } from './state/locale.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Set by vite.config.ts: true only in builds for the browser tests.
declare const __MALL_E2E__: boolean;

document.documentElement.lang = appStore.get(localeAtom);

if (__MALL_E2E__) void import('./e2e-hooks.ts').then((hooks) => hooks.installE2EHooks());

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

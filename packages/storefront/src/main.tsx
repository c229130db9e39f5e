import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { appStore } from './state/store.ts';
import { localeAtom } from './state/locale.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

document.documentElement.lang = appStore.get(localeAtom);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

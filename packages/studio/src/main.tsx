import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './app/StudioApp.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
document.documentElement.lang = localStorage.getItem('studio-locale') === 'en-US' ? 'en-US' : 'zh-CN';
createRoot(root).render(
  <StrictMode>
    <StudioApp />
  </StrictMode>,
);

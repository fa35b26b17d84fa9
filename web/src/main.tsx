import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { installPreloadErrorReload } from './lib/chunk-reload';
import './styles/global.css';

installPreloadErrorReload();

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The landing prerendered into index.html is on screen (web/scripts/prerender-landing.ts): React adopts
// that markup instead of drawing it again. Everywhere else the hidden copy is simply replaced.
const prerendered = root.querySelector<HTMLElement>(':scope > .prerendered');
if (prerendered && document.documentElement.dataset.prerendered === 'landing') hydrateRoot(prerendered, app);
else createRoot(root).render(app);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './reset.css';
import '@landing/editor/style.css';
import './host.css';
import { HostApp } from './HostApp.tsx';

// `?hostile`: Bootstrap 5 and a careless host's own rules, unlayered, after the editor's stylesheet.
if (new URLSearchParams(window.location.search).has('hostile')) {
  await import('./hostileStyles.ts');
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <HostApp />
  </StrictMode>,
);

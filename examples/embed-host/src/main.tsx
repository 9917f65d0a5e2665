import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './reset.css';
import '@landing/editor/style.css';
import './host.css';
import { HostApp } from './HostApp.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <HostApp />
  </StrictMode>,
);

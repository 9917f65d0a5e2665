// `use-sync-external-store/shim` for the library build: React 19 has the hook itself. The
// package's CommonJS `require('react')` cannot run once React is an external of an ES module.
export { useSyncExternalStore } from 'react';

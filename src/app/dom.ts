// React's part of the browser start (src/boot.tsx evaluates it as a stage of its own).
export { createRoot, hydrateRoot } from 'react-dom/client';
export { startTransition } from 'react';

import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { AppProvider } from './provider';

/** The whole app around a router: the browser's (main.tsx) or the prerenderer's (prerender.tsx). */
export function App({ router }: { router: ReactNode }) {
  return (
    <StrictMode>
      <AppProvider>{router}</AppProvider>
    </StrictMode>
  );
}

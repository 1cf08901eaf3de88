import type { ReactNode } from 'react';
import './globals.css';

// The real root layout is src/app/[locale]/layout.tsx (it renders <html lang dir>); this one
// exists so that src/app/not-found.tsx can answer paths outside any language.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}

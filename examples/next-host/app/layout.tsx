import type { ReactNode } from 'react';
import '@landing/editor/style.css';

export const metadata = { title: 'Next host · Landing editor' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

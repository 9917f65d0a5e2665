import { useEffect } from 'react';
import { ConsoleLink } from '../navigation/LinkAdapter.tsx';
import { code, homeLink, page, text } from './NotFound.css.ts';

export type NotFoundProps = {
  /** The path nobody answers; it is logged so broken links can be traced. */
  path: string;
};

export function NotFound({ path }: NotFoundProps) {
  useEffect(() => {
    console.warn(`404: no page at ${path}`);
  }, [path]);

  return (
    <main className={page}>
      <h1 className={code}>404</h1>
      <p className={text}>Oops! Page not found</p>
      <ConsoleLink to="/" className={homeLink}>
        Return to Home
      </ConsoleLink>
    </main>
  );
}

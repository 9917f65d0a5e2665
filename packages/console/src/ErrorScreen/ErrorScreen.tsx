import { useEffect } from 'react';
import { ConsoleLink } from '../navigation/LinkAdapter.tsx';
import { homeLink, page, text } from '../NotFound/NotFound.css.ts';

export type ErrorScreenProps = { error: unknown };

/** The router's last resort: a crash in a screen lands here instead of a white page. */
export function ErrorScreen({ error }: ErrorScreenProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  const detail = error instanceof Error ? error.message : undefined;
  return (
    <main className={page}>
      <div role="alert">
        <h1>Unexpected Application Error!</h1>
        {detail && <p className={text}>{detail}</p>}
      </div>
      <ConsoleLink to="/" className={homeLink}>
        Return to Home
      </ConsoleLink>
    </main>
  );
}

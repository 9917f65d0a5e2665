import { useState, type FormEvent } from 'react';
import { EditorSlot } from './EditorSlot.tsx';
import { isSignedIn, signIn } from './hostSession.ts';

/** A partner tool with its own chrome, its own sign-in and its own idea of which landing is open. */
export function HostApp() {
  const [signedIn, setSignedIn] = useState(isSignedIn);
  const [landingId, setLandingId] = useState<number | null>(null);
  const [notes, setNotes] = useState('');
  // `?second` opens the page with both editors (they start, and refresh, together).
  const [secondEditor, setSecondEditor] = useState(() =>
    new URLSearchParams(window.location.search).has('second'),
  );
  // `?slot=900`: the editor's slot is that many pixels wide, whatever the window.
  const [slotWidth] = useState(() => {
    const width = Number(new URLSearchParams(window.location.search).get('slot'));
    return Number.isInteger(width) && width > 0 ? width : undefined;
  });
  const [editorError, setEditorError] = useState<string | null>(null);
  const reportError = (error: unknown) =>
    setEditorError(error instanceof Error ? error.message : String(error));
  return (
    <div className="host">
      <header className="host-header">
        <h1>Partner Tools</h1>
        <label>
          Host notes{' '}
          <input
            className="host-input"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </label>
        <button type="button" className="host-button" onClick={() => setNotes('')}>
          Host action
        </button>
      </header>
      <main className="host-main">
        <aside className="host-aside" aria-label="Host panel">
          <p>
            Open landing: <output aria-label="Open landing">{landingId ?? 'none'}</output>
          </p>
          {editorError && <p role="alert">Editor error: {editorError}</p>}
          {signedIn && (
            <label>
              <input
                type="checkbox"
                checked={secondEditor}
                onChange={(event) => setSecondEditor(event.target.checked)}
              />{' '}
              Second editor
            </label>
          )}
          {signedIn ? (
            <label>
              Landing id{' '}
              <input
                className="host-input"
                inputMode="numeric"
                value={landingId ?? ''}
                onChange={(event) => {
                  const value = Number(event.target.value);
                  setLandingId(Number.isInteger(value) && value > 0 ? value : null);
                }}
              />
            </label>
          ) : (
            <SignIn onSignedIn={() => setSignedIn(true)} />
          )}
        </aside>
        <div
          className="host-editor"
          style={slotWidth === undefined ? undefined : { width: `${slotWidth}px` }}
        >
          {signedIn && (
            <EditorSlot
              landingId={landingId}
              onLandingChange={setLandingId}
              onError={reportError}
            />
          )}
          {signedIn && secondEditor && (
            <EditorSlot
              label="Second landing editor"
              landingId={landingId}
              onLandingChange={setLandingId}
              onError={reportError}
            />
          )}
        </div>
      </main>
    </div>
  );
}

function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [error, setError] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    try {
      await signIn(field('email'), field('password'));
      onSignedIn();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Sign-in failed');
    }
  };
  return (
    <form className="host-login" aria-label="Host sign-in" onSubmit={(event) => void submit(event)}>
      <label>
        Email <input className="host-input" name="email" type="email" required />
      </label>
      <label>
        Password <input className="host-input" name="password" type="password" required />
      </label>
      <button type="submit" className="host-button">
        Sign in
      </button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}

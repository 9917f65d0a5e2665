import { useState, type FormEvent } from 'react';
import { EditorSlot, type EditorIds } from './EditorSlot.tsx';
import { isSignedIn, signIn } from './hostSession.ts';

/** A partner tool with its own chrome, its own sign-in and its own idea of which landing is open. */
export function HostApp() {
  const [signedIn, setSignedIn] = useState(isSignedIn);
  const [ids, setIds] = useState<EditorIds>({ landingId: null, launcherId: null, contentId: null });
  const [notes, setNotes] = useState('');
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
            Open landing: <output aria-label="Open landing">{ids.landingId ?? 'none'}</output>
          </p>
          {signedIn ? (
            <IdsForm ids={ids} onChange={setIds} />
          ) : (
            <SignIn onSignedIn={() => setSignedIn(true)} />
          )}
        </aside>
        <div className="host-editor">
          {signedIn && <EditorSlot ids={ids} onIdsChange={setIds} />}
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

const idFields: [keyof EditorIds, string][] = [
  ['landingId', 'Landing id'],
  ['launcherId', 'Launcher id'],
  ['contentId', 'Translation id'],
];

function IdsForm({ ids, onChange }: { ids: EditorIds; onChange: (ids: EditorIds) => void }) {
  return (
    <fieldset>
      <legend>Open in the editor</legend>
      {idFields.map(([key, label]) => (
        <label key={key}>
          {label}{' '}
          <input
            className="host-input"
            inputMode="numeric"
            value={ids[key] ?? ''}
            onChange={(event) => {
              const value = Number(event.target.value);
              onChange({ ...ids, [key]: Number.isInteger(value) && value > 0 ? value : null });
            }}
          />
        </label>
      ))}
    </fieldset>
  );
}

import type { ConflictEvent } from '../shared/conflict/formConflict.ts';
import type { AppFormField, AppFormValues } from './context.ts';

export type AppFormEvent =
  /** Field edits; the subdomain is cleaned as typed (see `sanitizeSubdomainWhileTyping`). */
  | { type: 'form.change'; values: Partial<AppFormValues> }
  /** The operator left the subdomain: its trailing hyphens, kept while typing, are trimmed. */
  | { type: 'form.subdomainLeft' }
  /** Restores the last saved values. */
  | { type: 'form.reset' }
  | { type: 'form.save' }
  /** Loads again after a load failure. */
  | { type: 'form.retry' }
  /** The page was hidden: the app is not polled meanwhile (issue 29). */
  | { type: 'form.hidden' }
  /** The page is shown again: the app is polled at once. */
  | { type: 'form.shown' }
  | ConflictEvent<AppFormField>;

import { defaultDraftWords } from '@landing/drafts';
import type { DraftsMessageKey, EditorMessages } from '../package/contract.ts';

/** The drafts bar's words: `@landing/drafts`' own (it is shared with the console). */
export const draftsMessages = {
  'drafts.label': defaultDraftWords.label,
  'drafts.question': defaultDraftWords.question,
  'drafts.restore': defaultDraftWords.restore,
  'drafts.discard': defaultDraftWords.discard,
  'drafts.filesToReattach': defaultDraftWords.filesToReattach,
  'drafts.stale': defaultDraftWords.stale,
  'drafts.tooLarge': defaultDraftWords.tooLarge,
  'drafts.full': defaultDraftWords.full,
  'drafts.locale': defaultDraftWords.locale,
} satisfies Pick<
  EditorMessages,
  DraftsMessageKey | 'drafts.label' | 'drafts.question' | 'drafts.filesToReattach'
>;

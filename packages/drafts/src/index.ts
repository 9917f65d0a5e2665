export { browserDraftStore, draftOwner } from './draftStore.ts';
export { defaultDraftWords, fillDraftWord, type DraftWords } from './draftWords.ts';
export { FormDraft } from './FormDraft.tsx';
export { ReadyFormDraft } from './ReadyFormDraft.tsx';
export { FormHistory, type HistoryLabels } from './history/FormHistory.tsx';
export {
  draftForm,
  hasHistory,
  historyForm,
  type DraftForm,
  type HistoryForm,
  type SectionDrafts,
} from './types.ts';
export { useDraftOwner } from './useDraftOwner.ts';
export { useBeforeUnloadWarning } from './useBeforeUnloadWarning.ts';
export { useSignInForm, type SignInFormProps } from './useSignInForm.ts';

import type { DraftWords } from '@landing/drafts';
import {
  PREVIEW_MESSAGES,
  TEMPLATE_FORM_MESSAGES,
  TEMPLATE_GONE,
  TEMPLATE_SAVE_FALLBACK,
} from '@landing/machines';
import type { TemplateFormWords } from '@landing/template-form';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  defaultRowWords,
  type ConflictDialogWords,
  type DataTableRowWords,
  type DataTableWords,
  type SignInDialogWords,
} from '@landing/ui';
import type {
  DefaultEditorMessages,
  EditorMessages,
  MessagePlaceholders,
  TemplateMessageKey,
} from '../package/contract.ts';
import { commentsMessages } from './commentsMessages.ts';
import { contentMessages } from './contentMessages.ts';
import { designMessages } from './designMessages.ts';
import { draftsMessages } from './draftsMessages.ts';
import { FIELD_MESSAGES, fieldMessageKey, fieldMessages, type FieldForm } from './fieldMessages.ts';
import { landingSettingsMessages } from './landingSettingsMessages.ts';
import { mainInformationMessages } from './mainInformationMessages.ts';
import { relatedLaunchersMessages } from './relatedLaunchersMessages.ts';
import { sharedMessages } from './sharedMessages.ts';
import { signInMessages } from './signInMessages.ts';
import { templateFormMessages } from './templateFormMessages.ts';
import { translationsMessages } from './translationsMessages.ts';

const TOAST_PREFIX = 'toast:';

/**
 * The editor frame's own texts, the spec's words. The section names are not here: each
 * section's definition carries its own (`label`), and `section.<id>` overrides it.
 */
export const defaultEditorMessages: DefaultEditorMessages = {
  'nav.label': 'Editor sections',
  'preview.label': 'Preview',
  'breadcrumb.newLanding': 'New Landing',
  'status.loadingLanding': 'Loading landing…',
  'status.loadingSection': 'Loading section…',
  'status.configureFirst': 'Please configure landing first.',
  'status.noTranslation': 'No translation selected.',
  'load.retry': 'Try again',
  'leave.title': 'Unsaved changes',
  'leave.message': 'You have unsaved changes. Leave without saving them?',
  'leave.confirm': 'Leave',
  'leave.cancel': 'Stay',
  'breadcrumb.label': 'Editor breadcrumb',
  'status.notAvailable': 'This section is not available yet.',
  'part.failed': 'This part of the editor could not be loaded.',
  'part.retry': 'Retry',
  'preview.device': 'Device',
  'preview.zoom': 'Zoom',
  'preview.rotate': 'Rotate',
  'preview.rotateToLandscape': 'Rotate to landscape',
  'preview.rotateToPortrait': 'Rotate to portrait',
  'preview.screen': 'Device screen',
  'preview.frame': 'Landing preview',
  'preview.loading': 'Loading preview',
  'preview.retry': 'Retry',
  'preview.loadFailed': PREVIEW_MESSAGES.loadFailed,
  'preview.timedOut': PREVIEW_MESSAGES.frameTimedOut,
  ...mainInformationMessages,
  ...contentMessages,
  ...commentsMessages,
  ...designMessages,
  ...landingSettingsMessages,
  ...relatedLaunchersMessages,
  ...translationsMessages,
  ...sharedMessages,
  ...draftsMessages,
  ...signInMessages,
  ...templateFormMessages,
  ...fieldMessages,
};

type Messages = {
  text: typeof defaultEditorMessages;
  /** By section id (a workspace section may have an id of its own). */
  sectionLabels: Partial<Record<string, string>>;
  /** A toast's text by its default text. */
  toasts: Partial<Record<string, string>>;
};

const MessagesContext = createContext<Messages>({
  text: defaultEditorMessages,
  sectionLabels: {},
  toasts: {},
});

/** The host's `messages` over the defaults, for every part of one editor. */
export function MessagesProvider({
  messages,
  children,
}: {
  messages: Partial<EditorMessages> | undefined;
  children?: ReactNode;
}) {
  const value = useMemo<Messages>(() => {
    const text = { ...defaultEditorMessages };
    const sectionLabels: Messages['sectionLabels'] = {};
    const toasts: Messages['toasts'] = {};
    for (const [key, message] of Object.entries(messages ?? {})) {
      if (typeof message !== 'string') continue;
      if (key in text) (text as Record<string, string>)[key] = message;
      else if (key.startsWith('section.')) sectionLabels[key.slice('section.'.length)] = message;
      else if (key.startsWith(TOAST_PREFIX)) toasts[key.slice(TOAST_PREFIX.length)] = message;
    }
    return { text, sectionLabels, toasts };
  }, [messages]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

/** The editor frame's texts, the host's where it gave them. */
export const useMessages = () => useContext(MessagesContext).text;

/** A section's name in the side navigation and its heading: the host's, or the definition's. */
export function useSectionLabel(): (section: { id: string; label: string }) => string {
  const { sectionLabels } = useContext(MessagesContext);
  return (section) => sectionLabels[section.id] ?? section.label;
}

/**
 * A toast's text as the host words it: its own for the default text, else the default. An
 * invalid Design save toasts its fields' messages: those take the `design.error.*` words.
 */
export function useToastText(): (text: string) => string {
  const { toasts } = useContext(MessagesContext);
  const designField = useFieldMessage('design');
  return (text) => toasts[text] ?? designField(text);
}

/**
 * A form's field messages in the host's words: the rules return the default text (the code of
 * the rule), the host's `<form>.error.<rule>` replaces it. Any other text (a server's) stays.
 */
export function useFieldMessage(form: FieldForm): {
  (message: string): string;
  (message: string | null | undefined): string | undefined;
} {
  const text = useMessages();
  return useMemo(() => {
    const worded = new Map<string, string>(
      Object.entries(FIELD_MESSAGES[form]).map(([rule, message]) => [
        message,
        text[fieldMessageKey(form, rule)],
      ]),
    );
    return ((message: string | null | undefined) =>
      message === null || message === undefined
        ? undefined
        : (worded.get(message) ?? message)) as ReturnType<typeof useFieldMessage>;
  }, [form, text]);
}

/** A template's `{name}` placeholders filled in: `fill(text, 'comments.bulkAdd', { count: 3 })`. */
export function fill<K extends TemplateMessageKey>(
  text: Pick<EditorMessages, K>,
  key: K,
  values: Record<MessagePlaceholders[K], string | number>,
): string {
  const filled: Partial<Record<string, string | number>> = values;
  return (text[key] as string).replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    String(filled[name] ?? placeholder),
  );
}

/** The conflict dialog's words (`@landing/ui` knows none of the editor's). */
export function useConflictWords(): ConflictDialogWords {
  const text = useMessages();
  return useMemo(
    () => ({
      description: text['conflict.description'],
      cancel: text['conflict.cancel'],
      close: text['dialog.close'],
      keepAllTheirs: text['conflict.keepAllTheirs'],
      keepAllYours: text['conflict.keepAllYours'],
      original: text['conflict.original'],
      theirs: text['conflict.theirs'],
      yours: text['conflict.yours'],
    }),
    [text],
  );
}

/** The tables' row buttons and delete question (the editor's tables neither duplicate). */
export function useTableRowWords(): DataTableRowWords {
  const text = useMessages();
  return useMemo(
    () => ({
      button: (action, item) =>
        action === 'duplicate'
          ? defaultRowWords.button(action, item)
          : fill(text, action === 'edit' ? 'table.edit' : 'table.delete', { item }),
      question: (action, item) =>
        action === 'delete'
          ? fill(text, 'table.askDelete', { item })
          : defaultRowWords.question(action, item),
      confirm: (action) =>
        action === 'delete' ? text['table.confirmDelete'] : defaultRowWords.confirm(action),
      cancel: text['table.cancel'],
    }),
    [text],
  );
}

/** The tables' loading, empty, filter, selection and paging texts as the host gave them. */
export function useTableWords(): DataTableWords {
  const text = useMessages();
  return useMemo(
    () => ({
      loading: text['table.loading'],
      empty: text['table.empty'],
      noMatch: text['table.noMatch'],
      filter: text['table.filter'],
      actions: text['table.actions'],
      selectAll: text['table.selectAll'],
      deleteSelected: text['table.deleteSelected'],
      askDeleteSelected: text['table.askDeleteSelected'],
      confirmDeleteSelected: text['table.confirmDeleteSelected'],
      pagination: text['table.pagination'],
      rowsPerPage: text['table.rowsPerPage'],
      firstPage: text['table.firstPage'],
      previousPage: text['table.previousPage'],
      nextPage: text['table.nextPage'],
      lastPage: text['table.lastPage'],
      page: (page, count) => fill(text, 'table.page', { page, count }),
    }),
    [text],
  );
}

/** The drafts bar's words as the host gave them. */
export function useDraftWords(): DraftWords {
  const text = useMessages();
  return useMemo(
    () => ({
      label: text['drafts.label'],
      question: text['drafts.question'],
      restore: text['drafts.restore'],
      discard: text['drafts.discard'],
      filesToReattach: text['drafts.filesToReattach'],
      stale: text['drafts.stale'],
      tooLarge: text['drafts.tooLarge'],
      full: text['drafts.full'],
      locale: text['drafts.locale'],
    }),
    [text],
  );
}

/** The 'Sign in again' dialog's words as the host gave them. */
export function useSignInWords(): SignInDialogWords {
  const text = useMessages();
  return useMemo(
    () => ({
      title: text['signIn.title'],
      description: text['signIn.description'],
      email: text['signIn.email'],
      password: text['signIn.password'],
      logOut: text['signIn.logOut'],
      submit: text['signIn.submit'],
    }),
    [text],
  );
}

/** The New Template dialog's words as the host gave them (its messages by the machine's text). */
export function useTemplateFormWords(): TemplateFormWords {
  const text = useMessages();
  const conflict = useConflictWords();
  const drafts = useDraftWords();
  return useMemo(() => {
    const messages: Partial<Record<string, string>> = {
      [TEMPLATE_FORM_MESSAGES.required]: text['templateForm.required'],
      [TEMPLATE_FORM_MESSAGES.codeCharacters]: text['templateForm.codeCharacters'],
      [TEMPLATE_FORM_MESSAGES.codeLength]: text['templateForm.codeLength'],
      [TEMPLATE_FORM_MESSAGES.archiveType]: text['templateForm.archiveType'],
      [TEMPLATE_FORM_MESSAGES.archiveSize]: text['templateForm.archiveSize'],
      [TEMPLATE_SAVE_FALLBACK]: text['templateForm.saveFailed'],
      [TEMPLATE_GONE]: text['templateForm.gone'],
    };
    return {
      addTitle: text['templateForm.addTitle'],
      editTitle: text['templateForm.editTitle'],
      archiveFile: text['templateForm.archiveFile'],
      code: text['templateForm.code'],
      description: text['templateForm.description'],
      create: text['templateForm.create'],
      saveChanges: text['templateForm.saveChanges'],
      uploading: (percent) => fill(text, 'templateForm.uploading', { percent }),
      message: (message) => messages[message] ?? message,
      draftLabel: text['templateForm.draftLabel'],
      conflictTitle: text['templateForm.conflictTitle'],
      conflictSave: text['templateForm.conflictSave'],
      conflictArchive: text['templateForm.conflictArchive'],
      conflict,
      drafts,
    };
  }, [text, conflict, drafts]);
}

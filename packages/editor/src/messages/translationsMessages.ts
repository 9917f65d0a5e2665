import type { EditorMessages, TranslationsMessageKey } from '../package/contract.ts';

/** The translation tab strip, its New Language form and delete dialog: the spec's words. */
export const translationsMessages = {
  'translations.label': 'Translations',
  'translations.more': 'More',
  'translations.base': '{language} (BASE)',
  'translations.delete': 'Delete {language}',
  'translations.newLanguage': 'New Language',
  'translations.language': 'Language',
  'translations.languagePlaceholder': 'Select language',
  'translations.add': 'Add Translation',
  'translations.creating': 'Creating…',
  'translations.cancel': 'Cancel',
  'translations.deleteTitle': 'Delete Translation?',
  'translations.deleteMessage':
    'Are you sure you want to delete {language} ? This action cannot be undone.',
  'translations.deleteConfirm': 'Delete',
  'translations.deleteCancel': 'Cancel',
  'translations.languageById': 'Language #{id}',
} satisfies Pick<
  EditorMessages,
  | TranslationsMessageKey
  | 'translations.base'
  | 'translations.delete'
  | 'translations.deleteMessage'
  | 'translations.languageById'
>;

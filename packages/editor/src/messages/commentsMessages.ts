import type { CommentsMessageKey, EditorMessages } from '../package/contract.ts';

/** The Comments section's labels, buttons, headings, dialogs and counts: the spec's words. */
export const commentsMessages = {
  'comments.title': 'Comments',
  'comments.loading': 'Loading comments…',
  'comments.addFromBase': 'Add from Base',
  'comments.translateFromBase': 'Translate Comments from Base',
  'comments.author': 'Author',
  'comments.authorPlaceholder': 'Select author',
  'comments.createAuthor': 'Create New Author',
  'comments.language': 'Language',
  'comments.languagePlaceholder': 'Select language',
  'comments.text': 'Comment Text',
  'comments.rating': 'Rating',
  'comments.countRated': 'Count Rated',
  'comments.reply': 'Developer Reply (Optional)',
  'comments.cancelEdit': 'Cancel Edit',
  'comments.column.author': 'Author',
  'comments.column.comment': 'Comment',
  'comments.column.rating': 'Rating',
  'comments.column.reply': 'Reply',
  'comments.commentatorTitle': 'Create New Commentator',
  'comments.commentatorName': 'Name',
  'comments.commentatorIcon': 'Icon',
  'comments.commentatorIconHint': 'JPEG, PNG or WebP, under 2 MB.',
  'comments.createCommentator': 'Create Commentator',
  'comments.bulkCancel': 'Cancel',
  'comments.bulkSelectAll': 'Select all',
  'comments.bulkList': 'Base comments',
  'comments.formCreate': 'Create New Comment',
  'comments.formEdit': 'Edit Comment',
  'comments.submitCreate': 'Create & Attach Comment',
  'comments.submitEdit': 'Save Changes',
  'comments.bulkAddTitle': 'Add Base Comments to {language} Translation',
  'comments.bulkTranslateTitle': 'Translate Base Comments to {language} Translation',
  'comments.bulkAdd': 'Add {count}',
  'comments.bulkTranslate': 'Translate {count}',
  'comments.bulkSaving': '...',
  'comments.bulkCount': '{selected}/{total}',
  'comments.bulkAllSelected': 'All selected',
  'comments.bulkSomeSelected': 'Partially selected',
  'comments.bulkNoneSelected': 'None selected',
  'comments.bulkEmptyAdd': 'No comments available to add.',
  'comments.bulkEmptyTranslate': 'No comments available to translate.',
  'comments.broughtOverOne': '1 base comment already brought over',
  'comments.broughtOver': '{count} base comments already brought over',
  'comments.emptyBase': 'No comments have been added yet.',
  'comments.emptyTranslation': 'No comments have been added to this translation yet.',
  'comments.loadError': 'Error loading comments: {error}',
  'comments.stars': '{count} of {max} stars',
  'comments.itemLabel': 'comment by {author}',
  'comments.conflictTitle': 'Someone else saved this comment',
  'comments.conflictSave': 'Save Merged Comment',
} satisfies Pick<EditorMessages, CommentsMessageKey | `comments.${CommentsTemplate}`>;

type CommentsTemplate =
  | 'bulkAddTitle'
  | 'bulkTranslateTitle'
  | 'bulkAdd'
  | 'bulkTranslate'
  | 'bulkCount'
  | 'broughtOver'
  | 'loadError'
  | 'stars'
  | 'itemLabel';

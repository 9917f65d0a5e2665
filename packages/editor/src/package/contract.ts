// The types a host sees. Self-contained on purpose: the package's declarations are this file and
// the entry, so a host type-checks them with `react` types alone (no xstate, arktype, Radix or
// workspace package behind them). The editor's own code uses the same definitions.
import type { Ref } from 'react';

/** Where the editor is: the host writes it to its URL. */
export type EditorLocation = { landingId: number | null; relatedLauncherId: number | null };

export type EditorTheme = 'light' | 'dark';

/** The editor's side navigation entries, in order. */
export type SectionId =
  'landingSettings' | 'mainInformation' | 'design' | 'content' | 'comments' | 'relatedLaunchers';

/** What a host may read of an editor: where it is and whether work is unsaved or saving. */
export interface EditorState {
  /** Opening the landing (or its launcher), ready, or the landing could not be loaded. */
  status: 'loading' | 'ready' | 'failed';
  /** The landing open; null for a new landing not saved yet. */
  landing: { id: number } | null;
  /** The launcher shown: the landing's main launcher or one of its related launchers. */
  launcher: { id: number; name: string; isMain: boolean } | null;
  /** The translation shown in the tab strip. */
  translation: { id: number; localeId: number; isBase: boolean } | null;
  /** The side navigation entry shown. */
  section: SectionId;
  /** The section shown holds unsaved changes (a move away asks first). */
  dirty: boolean;
  /** A call the editor or the shown section started is running. */
  saving: boolean;
}

/** What `onError` gets when the session ends: the host signs its operator in again. */
export type SessionEndedError = Error & {
  name: 'SessionEndedError';
  reason: 'refresh-failed' | 'unauthorized-after-refresh';
};

/** What `onSaved` tells: the write the server accepted, and where the editor was. */
export type EditorSaved = {
  /** The call: `PUT launcher-content/7` (the path below the service's base). */
  service: 'api' | 'tracker' | 'registrar';
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** The editor's state when the answer came (its `dirty` still the one before it). */
  state: EditorState;
};

/** What a host can ask of a mounted editor. */
export type LandingEditorHandle = {
  /** Where the editor is and whether work is unsaved or saving. */
  getState: () => EditorState;
  /** Whether the shown section holds unsaved changes. */
  isDirty: () => boolean;
  /** Loads the landing again from the server. */
  reload: () => void;
};

export type LandingEditorCallbacks = {
  /** The editor moved by itself (landing created, launcher switched): write it to your URL. */
  onLocationChange?: (location: EditorLocation) => void;
  onLandingCreated?: (landingId: number) => void;
  /** A link out of the editor (none today: the editor renders no address; see the README). */
  onNavigate?: (to: string) => void;
  onDirtyChange?: (isDirty: boolean) => void;
  /** Any change of what `getState()` returns. */
  onStateChange?: (state: EditorState) => void;
  /**
   * The server accepted a write of this editor's client (a save, a create, a delete, a link).
   * Editors sharing one `client` each hear every write of it.
   */
  onSaved?: (saved: EditorSaved) => void;
  /**
   * What the editor cannot show itself. The end of the session (the refresh was refused, or a
   * call was refused again after one) arrives as a `SessionEndedError`.
   */
  onError?: (error: unknown) => void;
  /**
   * The session ended under a call (a save included): sign the operator in again over the
   * editor, store the new tokens where the editor's client reads them, and resolve true; the
   * held calls are sent again and nothing typed is lost. Resolve false to give up: the calls
   * fail and `onError` gets a `SessionEndedError`. Default: with base URLs, the editor's own
   * 'Sign in again' dialog; with a `client`, whatever that client's host registered (the
   * console's session dialog).
   */
  onSessionEnded?: (reason: SessionEndedError['reason']) => Promise<boolean>;
};

/**
 * How an editor reaches the back office: a ready client (shares the host's tokens and request
 * merging), or the three base URLs (the editor builds its own client; tokens from localStorage,
 * where the console keeps them). Empty or missing URLs mean the page's own origin.
 */
export type EditorConnectionOf<Client> =
  | { client: Client; apiUrl?: never; trackerUrl?: never; registrarUrl?: never }
  | { client?: never; apiUrl?: string; trackerUrl?: string; registrarUrl?: string };

export type LandingEditorPropsOf<Client> = EditorConnectionOf<Client> &
  LandingEditorCallbacks & {
    /** The landing to open; none (or null) starts a new landing. */
    landingId?: number | null;
    /** A related launcher of that landing to open instead of its main launcher. */
    relatedLauncherId?: number | null;
    theme?: EditorTheme;
    className?: string;
    /** Names the editor's notifications region (give each editor on a page its own). */
    label?: string;
    /**
     * Texts to show instead of the editor's own (translations, a host's wording). Any key left
     * out keeps its default: the spec's words (`defaultEditorMessages`, the README's table).
     */
    messages?: Partial<EditorMessages>;
    ref?: Ref<LandingEditorHandle>;
  };

/**
 * The texts the `messages` prop can replace. `section.*` name each side navigation entry and
 * the heading of its section; the others are the editor frame's own labels and messages.
 */
export type EditorMessages = Record<`section.${SectionId}`, string> & {
  /** The side navigation's accessible name: 'Editor sections'. */
  'nav.label': string;
  /** The preview panel's accessible name: 'Preview'. */
  'preview.label': string;
  /** The breadcrumb of a landing not saved yet: 'New Landing'. */
  'breadcrumb.newLanding': string;
  /** 'Loading landing…' */
  'status.loadingLanding': string;
  /** 'Loading section…' */
  'status.loadingSection': string;
  /** Main Information without a launcher: 'Please configure landing first.' */
  'status.configureFirst': string;
  /** Design, Content, Comments without a translation: 'No translation selected.' */
  'status.noTranslation': string;
  /** The landing (or a section's data) could not be loaded: its button, 'Try again'. */
  'load.retry': string;
  /** Leaving unsaved changes: 'Unsaved changes'. */
  'leave.title': string;
  /** 'You have unsaved changes. Leave without saving them?' */
  'leave.message': string;
  /** 'Leave' */
  'leave.confirm': string;
  /** 'Stay' */
  'leave.cancel': string;
  /** The breadcrumb's accessible name: 'Editor breadcrumb'. */
  'breadcrumb.label': string;
  /** A section the editor has no view for: 'This section is not available yet.' */
  'status.notAvailable': string;
  /** A part of the editor whose code could not be fetched, and its button ('Retry'). */
  'part.failed': string;
  'part.retry': string;
  /** The preview's toolbar: 'Device', 'Zoom', 'Rotate' and the rotate button's names. */
  'preview.device': string;
  'preview.zoom': string;
  'preview.rotate': string;
  'preview.rotateToLandscape': string;
  'preview.rotateToPortrait': string;
  /** The device frame's name ('Device screen') and the page's ('Landing preview'). */
  'preview.screen': string;
  'preview.frame': string;
  'preview.loading': string;
  'preview.retry': string;
  /** The preview could not load ('Failed to load preview') or its page took too long. */
  'preview.loadFailed': string;
  'preview.timedOut': string;
} & Record<
    | MainInformationMessageKey
    | ContentMessageKey
    | CommentsMessageKey
    | DesignMessageKey
    | LandingSettingsMessageKey
    | RelatedLaunchersMessageKey
    | TranslationsMessageKey
    | SharedMessageKey
    | DraftsMessageKey
    | SignInMessageKey
    | TemplateFormMessageKey
    | FieldMessageKey,
    string
  > & {
    [K in TemplateMessageKey]: MessageTemplate<MessagePlaceholders[K]>;
  } & {
    /**
     * A notification, keyed by its default text (the spec's words) after `toast:`:
     * `'toast:Content updated successfully'`. A message the server sent is shown as it came.
     */
    [K in `toast:${ToastText}`]: string;
  };

/**
 * The editor's own texts, every `messages` key but the section names (each section's label) and
 * the notifications (a `toast:` key's default is its own text): `defaultEditorMessages`.
 */
export type DefaultEditorMessages = Omit<
  EditorMessages,
  `section.${SectionId}` | `toast:${ToastText}`
>;

/**
 * Every notification the editor raises in its own words: a `messages` key is `toast:` and one
 * of these (`contract.check.ts` holds it to the machines' catalogue, so a key naming no
 * notification fails to type-check).
 */
export type ToastText =
  // Landing Settings and the editor
  | 'Launcher settings saved!'
  | 'Failed to save launcher settings.'
  | 'Saved, but the server did not say which record it made.'
  | 'This launcher has no content to edit.'
  | 'This launcher has no default content to edit.'
  | 'Failed to switch launcher'
  | 'Failed to load launcher'
  | 'Failed to load content'
  | 'Failed to load templates'
  | 'Failed to fetch locales'
  // Translations
  | 'Translation created successfully'
  | 'Failed to create translation'
  | 'Content deleted successfully'
  | 'This translation was deleted by another operator.'
  | 'Failed to delete content'
  // Main Information
  | 'Launcher updated successfully'
  | 'Failed to update launcher'
  | 'Failed to save design'
  | 'Failed to link design'
  | 'Error: No launcher found'
  | 'This launcher was deleted by another operator. What you typed is still in the form.'
  | 'Static content updated successfully'
  | 'Failed to update static content'
  // Content
  | 'Content updated successfully'
  | 'Failed to update content'
  | 'This translation was deleted by another operator. What you typed is still in the form.'
  // Design
  | 'Design created successfully'
  | 'Design updated successfully'
  | 'Failed to load design'
  | 'Frame captured successfully'
  | 'Failed to capture frame'
  | 'This design was deleted by another operator. What you typed is still in the form.'
  // Comments
  | 'Failed to load comments'
  | 'Comment created and attached to translation'
  | 'Failed to create comment. Please try again.'
  | 'Failed to update comment'
  | 'Failed to remove comment'
  | 'Comment linked successfully'
  | 'Comments translated successfully'
  | 'Failed to add comment'
  | 'Failed to translate comments'
  | 'Failed to link comment'
  | 'This comment was deleted by another operator. What you typed is still in the form.'
  | 'Commentator created successfully!'
  | 'Failed to create commentator. Please try again.'
  // Related Launchers
  | 'No landing selected'
  | 'Failed to fetch landing data'
  | 'Failed to load launchers'
  | 'Launcher linked successfully'
  | 'Launcher unlinked successfully'
  | 'Failed to link launcher'
  | 'Failed to unlink launcher';

/**
 * A text with its `{name}` placeholders: each must appear, so a host's wording cannot drop the
 * number or the name the editor fills in (`'Add {count}'`).
 */
export type MessageTemplate<P extends string> = AllOf<
  P extends string ? `${string}{${P}}${string}` : never
>;

type AllOf<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void
  ? I
  : never;

/** The placeholders of the texts the editor fills in, by key. */
export type MessagePlaceholders = {
  'landingSettings.templateById': 'id';
  'related.launcherById': 'id';
  'translations.base': 'language';
  'translations.delete': 'language';
  'translations.deleteMessage': 'language';
  'comments.bulkAddTitle': 'language';
  'comments.bulkTranslateTitle': 'language';
  'comments.bulkAdd': 'count';
  'comments.bulkTranslate': 'count';
  'comments.bulkCount': 'selected' | 'total';
  'comments.broughtOver': 'count';
  'comments.loadError': 'error';
  'comments.stars': 'count' | 'max';
  'comments.itemLabel': 'author';
  'design.screenshotCount': 'count';
  'design.screenshotAlt': 'position';
  'design.moveLeft': 'position';
  'design.moveRight': 'position';
  'design.removeScreenshot': 'position';
  'design.frameAt': 'time';
  'design.uploadProgress': 'percent';
  'table.edit': 'item';
  'table.delete': 'item';
  'table.askDelete': 'item';
  'translations.languageById': 'id';
  'staticContent.stars': 'count';
  'drafts.label': 'form';
  'drafts.question': 'time';
  'drafts.filesToReattach': 'files';
  'templateForm.uploading': 'percent';
  'table.page': 'page' | 'count';
};

/** The template form's texts with a placeholder ('Uploading… {percent}%'). */
export type TemplateFormTemplateKey = 'templateForm.uploading';

export type TemplateMessageKey = keyof MessagePlaceholders;

/** Landing Settings' form (Template's fallback name: `{id}`, a template without a code). */
export type LandingSettingsMessageKey =
  | 'landingSettings.name'
  | 'landingSettings.template'
  | 'landingSettings.templatePlaceholder'
  | 'landingSettings.or'
  | 'landingSettings.addTemplate'
  | 'landingSettings.platform'
  | 'landingSettings.platformWeb'
  | 'landingSettings.platformMobile'
  | 'landingSettings.webflow'
  | 'landingSettings.save'
  | 'landingSettings.reset'
  | 'landingSettings.conflictTitle'
  | 'landingSettings.conflictSave';

/** Related Launchers: the link row and the table (`{id}`: a launcher without a name). */
export type RelatedLaunchersMessageKey =
  | 'related.link'
  | 'related.linkPlaceholder'
  | 'related.linkButton'
  | 'related.title'
  | 'related.column.id'
  | 'related.column.name'
  | 'related.column.templateCode'
  | 'related.empty';

/** The translation tab strip, its New Language form and its delete dialog. */
export type TranslationsMessageKey =
  | 'translations.label'
  | 'translations.more'
  | 'translations.newLanguage'
  | 'translations.language'
  | 'translations.languagePlaceholder'
  | 'translations.add'
  | 'translations.creating'
  | 'translations.cancel'
  | 'translations.deleteTitle'
  | 'translations.deleteConfirm'
  | 'translations.deleteCancel';

/**
 * Words several sections share: the conflict dialog (another operator saved the same fields),
 * the Undo/Redo bar, the dialogs' close button, and the tables' row buttons and delete question (`{item}`: the row's name,
 * e.g. 'comment by Anna K.').
 */
/**
 * The bar that offers a form's unsaved changes from an earlier visit: its name ('Unsaved
 * changes: {form}'), its question ('Restore unsaved changes from {time}?'), 'Restore',
 * 'Discard', 'Files to re-attach: {files}', the notes on a stale or unkept draft, and the
 * language of `{time}` (`drafts.locale`, 'en': a tag the browser refuses means 'en').
 */
export type DraftsMessageKey =
  | 'drafts.restore'
  | 'drafts.discard'
  | 'drafts.stale'
  | 'drafts.tooLarge'
  | 'drafts.full'
  | 'drafts.locale';

/**
 * The standalone editor's 'Sign in again' dialog: 'Sign in again', its text, the 'Login' and
 * 'Password' fields, 'Log Out', 'Login', and 'Login failed' when the server gave no reason.
 */
export type SignInMessageKey =
  | 'signIn.title'
  | 'signIn.description'
  | 'signIn.email'
  | 'signIn.password'
  | 'signIn.logOut'
  | 'signIn.submit'
  | 'signIn.failed';

/**
 * The New Template dialog Landing Settings opens ('Add Template'): its titles, fields, buttons,
 * its messages (Required, the code's and the archive's rules, 'Failed to save template', the
 * template deleted meanwhile), the drafts bar's name of it and its conflict dialog's title,
 * save button and Archive label (the dialog's other words are `conflict.*`).
 */
export type TemplateFormMessageKey =
  | 'templateForm.addTitle'
  | 'templateForm.editTitle'
  | 'templateForm.archiveFile'
  | 'templateForm.code'
  | 'templateForm.description'
  | 'templateForm.create'
  | 'templateForm.saveChanges'
  | 'templateForm.required'
  | 'templateForm.codeCharacters'
  | 'templateForm.codeLength'
  | 'templateForm.archiveType'
  | 'templateForm.archiveSize'
  | 'templateForm.saveFailed'
  | 'templateForm.gone'
  | 'templateForm.draftLabel'
  | 'templateForm.conflictTitle'
  | 'templateForm.conflictSave'
  | 'templateForm.conflictArchive';

export type SharedMessageKey =
  | 'conflict.description'
  | 'conflict.cancel'
  | 'conflict.keepAllTheirs'
  | 'conflict.keepAllYours'
  | 'conflict.original'
  | 'conflict.theirs'
  | 'conflict.yours'
  | 'history.label'
  | 'history.undo'
  | 'history.redo'
  | 'table.confirmDelete'
  | 'table.cancel'
  | 'table.loading'
  | 'table.empty'
  | 'table.noMatch'
  | 'table.filter'
  | 'table.actions'
  | 'table.selectAll'
  | 'table.deleteSelected'
  | 'table.askDeleteSelected'
  | 'table.confirmDeleteSelected'
  | 'table.pagination'
  | 'table.rowsPerPage'
  | 'table.firstPage'
  | 'table.previousPage'
  | 'table.nextPage'
  | 'table.lastPage'
  | 'dialog.close';

/**
 * Main Information's forms: Icon, Name and Short Name, then Static Content (its fields, the
 * rating distribution and its conflict dialog). `{count}` stands for the number of stars.
 */
export type MainInformationMessageKey =
  | 'iconName.title'
  | 'iconName.icon'
  | 'iconName.iconPlaceholder'
  | 'iconName.currentIcon'
  | 'iconName.checkingIcon'
  | 'iconName.name'
  | 'iconName.shortName'
  | 'iconName.save'
  | 'iconName.conflictTitle'
  | 'iconName.conflictSave'
  | 'staticContent.title'
  | 'staticContent.mainGroup'
  | 'staticContent.additionalGroup'
  | 'staticContent.name'
  | 'staticContent.shortName'
  | 'staticContent.developer'
  | 'staticContent.email'
  | 'staticContent.reviews'
  | 'staticContent.size'
  | 'staticContent.age'
  | 'staticContent.installs'
  | 'staticContent.ratingPeople'
  | 'staticContent.rating'
  | 'staticContent.ratingHint'
  | 'staticContent.starPercent'
  | 'staticContent.version'
  | 'staticContent.androidVersion'
  | 'staticContent.distribution'
  | 'staticContent.oneStar'
  | 'staticContent.total'
  | 'staticContent.save'
  | 'staticContent.reset'
  | 'staticContent.conflictTitle'
  | 'staticContent.conflictSave';

/** The Content section's form, its loading and conflict dialog. */
export type ContentMessageKey =
  | 'content.title'
  | 'content.loading'
  | 'content.gone'
  | 'content.description'
  | 'content.tags'
  | 'content.tagsHint'
  | 'content.additionalInfo'
  | 'content.additionalInfoHint'
  | 'content.save'
  | 'content.conflictTitle'
  | 'content.conflictSave';

/**
 * The Comments section's own labels, buttons, table headings and empty texts, the comment
 * form's title and submit button, and the Add / Translate from Base dialog (`{language}`: the
 * translation's; `{count}`: how many are chosen or were brought over).
 */
export type CommentsMessageKey =
  | 'comments.title'
  | 'comments.loading'
  | 'comments.addFromBase'
  | 'comments.translateFromBase'
  | 'comments.author'
  | 'comments.authorPlaceholder'
  | 'comments.createAuthor'
  | 'comments.language'
  | 'comments.languagePlaceholder'
  | 'comments.text'
  | 'comments.rating'
  | 'comments.countRated'
  | 'comments.reply'
  | 'comments.cancelEdit'
  | 'comments.column.author'
  | 'comments.column.comment'
  | 'comments.column.rating'
  | 'comments.column.reply'
  | 'comments.commentatorTitle'
  | 'comments.commentatorName'
  | 'comments.commentatorIcon'
  | 'comments.commentatorIconHint'
  | 'comments.createCommentator'
  | 'comments.bulkCancel'
  | 'comments.bulkSelectAll'
  | 'comments.bulkList'
  | 'comments.formCreate'
  | 'comments.formEdit'
  | 'comments.submitCreate'
  | 'comments.submitEdit'
  | 'comments.bulkSaving'
  | 'comments.bulkAllSelected'
  | 'comments.bulkSomeSelected'
  | 'comments.bulkNoneSelected'
  | 'comments.bulkEmptyAdd'
  | 'comments.bulkEmptyTranslate'
  | 'comments.broughtOverOne'
  | 'comments.emptyBase'
  | 'comments.emptyTranslation'
  | 'comments.conflictTitle'
  | 'comments.conflictSave';

/**
 * The Design section's own labels and buttons, the Using Base Design card and its Unlink
 * dialog, the video player and each screenshot's buttons (`{position}`: 1 for the first).
 */
export type DesignMessageKey =
  | 'design.useBase'
  | 'design.loading'
  | 'design.loadFailed'
  | 'design.uploading'
  | 'design.save'
  | 'design.icon'
  | 'design.iconPlaceholder'
  | 'design.iconPreview'
  | 'design.iconRemove'
  | 'design.screenshots'
  | 'design.addScreenshot'
  | 'design.video'
  | 'design.captureFrame'
  | 'design.selectVideo'
  | 'design.replaceVideo'
  | 'design.videoPreview'
  | 'design.removePreview'
  | 'design.usingBase'
  | 'design.previewOnly'
  | 'design.usingBaseText'
  | 'design.unlink'
  | 'design.unlinkTitle'
  | 'design.unlinkMessage'
  | 'design.unlinkConfirm'
  | 'design.unlinkCancel'
  | 'design.screenshotCountOne'
  | 'design.player'
  | 'design.playerTime'
  | 'design.play'
  | 'design.pause'
  | 'design.conflictTitle'
  | 'design.conflictSave'
  | 'design.conflictNone';

/**
 * The messages under a form's fields, `<form>.error.<rule>` (the README lists each default):
 * Icon, Name and Short Name (`iconName`), Static Content, Content, the comment form
 * (`comments`), Create New Commentator (`commentator`), Design's files, Landing Settings and the
 * 'Sign in again' dialog (`signIn`). Design's `iconRequired` and `screensRequired` also word the
 * toasts an invalid Design save raises.
 */
export type FieldMessageKey =
  | 'iconName.error.iconRequired'
  | 'iconName.error.iconNotImage'
  | 'iconName.error.iconTooLarge'
  | 'iconName.error.iconWrongSize'
  | 'iconName.error.iconRatio'
  | 'iconName.error.nameRequired'
  | 'iconName.error.nameTooShort'
  | 'iconName.error.shortNameRequired'
  | 'iconName.error.shortNameTooShort'
  | 'iconName.error.tooLong'
  | 'staticContent.error.nameRequired'
  | 'staticContent.error.shortNameRequired'
  | 'staticContent.error.developerRequired'
  | 'staticContent.error.invalidEmail'
  | 'staticContent.error.sizePositive'
  | 'staticContent.error.ratingRange'
  | 'staticContent.error.versionMax'
  | 'staticContent.error.versionRequired'
  | 'staticContent.error.reviewsNonNegative'
  | 'staticContent.error.installsNonNegative'
  | 'staticContent.error.ratingPeopleNonNegative'
  | 'staticContent.error.ratingPeopleInteger'
  | 'staticContent.error.invalidValue'
  | 'content.error.descriptionTooShort'
  | 'comments.error.commentatorRequired'
  | 'comments.error.languageRequired'
  | 'comments.error.textTooShort'
  | 'comments.error.textTooLong'
  | 'comments.error.starsRange'
  | 'comments.error.countRatedMin'
  | 'commentator.error.nameTooShort'
  | 'commentator.error.nameTooLong'
  | 'commentator.error.iconRequired'
  | 'commentator.error.iconTooLarge'
  | 'commentator.error.iconType'
  | 'commentator.error.iconOutsized'
  | 'design.error.iconRequired'
  | 'design.error.iconNotImage'
  | 'design.error.iconTooLarge'
  | 'design.error.iconWrongSize'
  | 'design.error.iconWrongRatio'
  | 'design.error.screensRequired'
  | 'design.error.screensInvalid'
  | 'design.error.screenTooLarge'
  | 'design.error.screenTooBig'
  | 'design.error.tooManyScreens'
  | 'design.error.videoFormat'
  | 'design.error.videoTooLarge'
  | 'landingSettings.error.nameTooShort'
  | 'landingSettings.error.nameTooLong'
  | 'landingSettings.error.templateRequired'
  | 'signIn.error.email'
  | 'signIn.error.password';

/** How the client reads the tokens before each call (it never writes them). */
export interface TokenSource {
  access: () => string | null;
  refresh: () => string | null;
}

export type StoredTokens = { accessToken: string; refreshToken?: string };

/** A token source that can also be written: what the editor keeps refreshed tokens in. */
export interface TokenStore extends TokenSource {
  set: (tokens: StoredTokens) => void;
  clear: () => void;
}

/** The subset of the Web Storage API a token store needs. */
export type TokenStorage = {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
};

/** What the client reports; `on(name, listener)` returns the unsubscribe. */
export interface ApiClientEvents {
  /** A refresh succeeded: the tokens the tracker answered (`refreshToken` when it rotated). */
  tokensRefreshed: StoredTokens;
  /** The session is over (the refresh was refused, or a call was refused again after one). */
  logout: { reason: 'refresh-failed' | 'unauthorized-after-refresh' };
  /** A create, update, delete or link call answered successfully. */
  mutationSucceeded: {
    service: 'api' | 'tracker' | 'registrar';
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    path: string;
  };
}

export interface ApiClientOptions {
  /** Main API base; default `/api` (same origin). */
  apiUrl?: string;
  /** Tracker base; default `/tracker/v1`. */
  trackerUrl?: string;
  /** Registrar base; default `/lambda/v1`. */
  registrarUrl?: string;
  /**
   * Where the client reads the tokens before each call. Default: the `accessToken` /
   * `refreshToken` keys of `storage`. The client never writes them: it reports
   * `tokensRefreshed` and `logout` (see `storeReportedTokens`).
   */
  tokens?: TokenSource;
  /** Where the tokens live when no `tokens` is given; default localStorage (else memory). */
  storage?: TokenStorage;
  fetch?: typeof globalThis.fetch;
  /** Timeout of JSON calls in ms (default 30000). */
  timeoutMs?: number;
}

declare const madeByCreateApiClient: unique symbol;

/** What a host may use of an API client: its bases, its events, its tokens. */
export interface ApiClientView {
  readonly urls: { api: string; tracker: string; registrar: string };
  readonly events: {
    on: <E extends keyof ApiClientEvents>(
      event: E,
      listener: (payload: ApiClientEvents[E]) => void,
    ) => () => void;
  };
  readonly tokens: TokenSource;
  /** Loads the call functions now rather than with the first call. */
  preload: () => Promise<void>;
}

/**
 * An API client made by `createApiClient` (nothing else has the mark): pass one to every editor
 * that should share tokens and request merging. Its calls are the editor's business.
 */
export interface EditorApiClient extends ApiClientView {
  readonly [madeByCreateApiClient]: true;
}

export type LandingEditorProps = LandingEditorPropsOf<EditorApiClient>;

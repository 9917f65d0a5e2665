/**
 * The comments model paths the Comments section's stories drive through the tab on the German
 * translation against the MSW kit, as `pathName` prints their events; the model test checks
 * each is a model path. The comments and the commentators load side by side; the paths name
 * the order the model walks. On the screen `comment.edit` and `comment.delete` are a row's
 * buttons (delete after its confirmation), `form.change` a developer reply typed, and
 * `form.submit` 'Save Changes'. Creating is not driven here: on the screen the form opens
 * first (`form.open`), and the model's shortest create paths skip that step, so no create
 * path starts as the screen does (the CreateComment and CreateFails stories cover it).
 */
const loaded = ['done.actor.loadComments', 'done.actor.loadOptions'];

export const COMMENTS_SCREEN_PATHS = {
  updated: [...loaded, 'comment.edit', 'form.submit', 'done.actor.updateComment'],
  updateFails: [
    ...loaded,
    'comment.edit',
    'form.change',
    'form.submit',
    'error.actor.updateComment',
  ],
  deleted: [...loaded, 'comment.delete', 'done.actor.deleteComment', 'done.actor.loadComments'],
  deleteFails: [...loaded, 'comment.delete', 'error.actor.deleteComment'],
} as const;

export type CommentsScreenPath = keyof typeof COMMENTS_SCREEN_PATHS;

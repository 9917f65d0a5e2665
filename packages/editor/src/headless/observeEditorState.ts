import { editorStateOf, sameEditorState, type EditorState } from '@landing/machines';
import type { EditorActorRef } from './LandingEditorContext.tsx';

/**
 * Calls `listener` with the editor's public state each time it changes. Every actor of the
 * editor's system is watched: a section's form turning dirty emits nothing on the editor itself.
 */
export function observeEditorState(
  actor: EditorActorRef,
  listener: (state: EditorState) => void,
): () => void {
  let last = editorStateOf(actor.getSnapshot());
  const subscription = actor.system.inspect((event) => {
    if (event.type !== '@xstate.snapshot') return;
    const next = editorStateOf(actor.getSnapshot());
    if (sameEditorState(last, next)) return;
    last = next;
    listener(next);
  });
  return () => subscription.unsubscribe();
}

import { draftForm, type DraftForm } from '@landing/drafts';
import {
  designDraftFormat,
  designDraftOf,
  designFilesOf,
  designRestoreEvents,
  draftBaseOf,
  isDesignDirty,
  savedDesignDraftOf,
  type DesignSnapshot,
} from '@landing/machines';
import type { ActorRefFrom } from 'xstate';
import type { DesignLogic } from './designSection.ts';

/**
 * The Design tab's draft: the gallery's order and the stored screenshots kept; the icon,
 * screenshots, video or preview chosen here are named as files to re-attach.
 */
export const designDrafts = (actorRef: ActorRefFrom<DesignLogic>): readonly DraftForm[] => [
  draftForm({
    id: 'design',
    label: 'Design',
    actor: actorRef,
    format: designDraftFormat,
    // A translation on the base design is read-only: nothing to keep or restore there.
    isReady: (snapshot) => (snapshot as DesignSnapshot).matches('editing'),
    valuesOf: (snapshot) => {
      const design = snapshot as DesignSnapshot;
      // Kept through a save (a failed one leaves the draft); read-only shows the base design.
      return !design.hasTag('readOnly') && isDesignDirty(design.context)
        ? designDraftOf(design.context)
        : null;
    },
    baseOf: (snapshot) => {
      const { context } = snapshot as DesignSnapshot;
      return draftBaseOf(context.design?.version, savedDesignDraftOf(context));
    },
    filesOf: (snapshot) => designFilesOf((snapshot as DesignSnapshot).context),
    restore: (values, snapshot) =>
      designRestoreEvents(values, (snapshot as DesignSnapshot).context.screens),
  }),
];

import { draftForm, type DraftForm } from '@landing/drafts';
import {
  draftBaseOf,
  iconNameDraftFormat,
  iconNameSelectors,
  staticContentDraftFormat,
  staticContentSelectors,
  type IconNameSnapshot,
  type IconNameValues,
  type StaticContentSnapshot,
} from '@landing/machines';
import type { ActorRefFrom } from 'xstate';
import type { MainInformationLogic } from './mainInformationSection.ts';

/** A step of the names form's history: the names and the chosen icon (a draft has no file). */
type IconNameStep = IconNameValues & { iconFile?: File | null };

/**
 * Main Information's drafts: the Icon, Name and Short Name form (a chosen icon is named as a
 * file to re-attach), and the Static Content form on built-in templates.
 */
export function mainInformationDrafts(
  actorRef: ActorRefFrom<MainInformationLogic>,
): readonly DraftForm[] {
  const { iconName, staticContent } = actorRef.getSnapshot().context;
  const iconNameDraft = draftForm<IconNameStep>({
    id: 'iconName',
    label: 'Icon, Name and Short Name',
    actor: iconName,
    format: iconNameDraftFormat,
    isReady: (snapshot) => (snapshot as IconNameSnapshot).matches('editing'),
    valuesOf: (snapshot) => {
      const form = snapshot as IconNameSnapshot;
      return iconNameSelectors.selectIsDirty(form) ? form.context.values : null;
    },
    baseOf: (snapshot) => {
      const { version, savedValues } = (snapshot as IconNameSnapshot).context;
      return draftBaseOf(version, savedValues);
    },
    filesOf: (snapshot) => {
      const file = (snapshot as IconNameSnapshot).context.iconFile;
      return file === null ? [] : [{ field: 'icon', name: file.name }];
    },
    currentOf: (snapshot) => {
      const { values, iconFile } = (snapshot as IconNameSnapshot).context;
      return { ...values, iconFile };
    },
    restore: ({ iconFile, ...values }, snapshot) => [
      { type: 'field.change', values },
      // A draft names no file; a step of the history puts its chosen icon back (or none).
      ...(iconFile === undefined || iconFile === (snapshot as IconNameSnapshot).context.iconFile
        ? []
        : [{ type: 'icon.restore', file: iconFile }]),
    ],
  });
  if (staticContent === null) return [iconNameDraft];
  return [
    iconNameDraft,
    draftForm({
      id: 'staticContent',
      label: 'Static Content',
      actor: staticContent,
      format: staticContentDraftFormat,
      isReady: (snapshot) => (snapshot as StaticContentSnapshot).matches('editing'),
      valuesOf: (snapshot) => {
        const form = snapshot as StaticContentSnapshot;
        return staticContentSelectors.selectIsDirty(form) ? form.context.values : null;
      },
      baseOf: (snapshot) => {
        const { version, savedValues } = (snapshot as StaticContentSnapshot).context;
        return draftBaseOf(version, savedValues);
      },
      currentOf: (snapshot) => (snapshot as StaticContentSnapshot).context.values,
      restore: (values, snapshot) => {
        const now = (snapshot as StaticContentSnapshot).context.values.starPercent;
        const { rating: _rating, starPercent, ...typed } = values;
        // Lowered rows first, so raised ones are never capped by the 100 % total meanwhile.
        const rows = starPercent
          .map((value, index) => ({ index, value }))
          .sort((a, b) => a.value - now[a.index]! - (b.value - now[b.index]!));
        return [
          { type: 'field.change', values: typed },
          ...rows.map(({ index, value }) => ({ type: 'star.change', index, value })),
        ];
      },
    }),
  ];
}

import {
  iconNameFormMachine,
  launcherOf,
  MAIN_INFORMATION,
  mainInformationMachine,
  mainInformationSelectors,
  reportToEditor,
  staticContentMachine,
  type MainInformationInput,
} from '@landing/machines';
import { fromPromise } from 'xstate';
import type { EditorServices } from '../../services/EditorServices.tsx';
import { defineSection, type SectionContext } from '../types.ts';
import { eagerPart } from '../../lazy/lazyPart.tsx';
import { mainInformationDrafts } from './mainInformationDrafts.ts';
import { MainInformationView } from './MainInformationView.tsx';
import { readImageSize } from './readImageSize.ts';
import { StaticContentPart } from './staticContentPart.ts';

/** Both forms' machines wired to the editor's client and toasts. */
export function createMainInformationLogic({ client, notify }: EditorServices) {
  const toast = (
    _: unknown,
    { kind, text }: { kind: 'success' | 'error' | 'warning'; text: string },
  ) => notify(kind, text);
  return mainInformationMachine.provide({
    actors: {
      iconNameForm: iconNameFormMachine.provide({
        actors: {
          readImageSize: fromPromise(({ input }) => readImageSize(input.file)),
          // A write's answer is not read (DECISIONS.md): what is shown is loaded again.
          updateLauncherNames: fromPromise(async ({ input: { version, ...names } }) => {
            await client.launcher.update(names, { version });
            return client.launcher.get(names.id);
          }),
          checkLauncher: fromPromise(({ input }) => client.launcher.get(input.id)),
          refreshLauncher: fromPromise(({ input }) => client.launcher.get(input.id)),
          // The icon alone changes: the design's screens are sent back as they are.
          updateDesignIcon: fromPromise(async ({ input }) => {
            const design = await client.design.get(input.designId);
            await client.design.update(input.designId, {
              icon: input.icon,
              screens: design.screensData.map((screen) => ({
                kind: 'existing' as const,
                name: screen.name,
              })),
            });
            return client.design.get(input.designId);
          }),
          createIconDesign: fromPromise(async ({ input }) => {
            const created = await client.design.create({ icon: input.icon, screens: [] });
            if (created.kind !== 'created') return created;
            // Made: a failed read back only leaves the icon shown as it was.
            const design = await client.design
              .get(created.id)
              .catch(() => ({ id: created.id, iconUrl: null }));
            return { kind: 'created' as const, design };
          }),
          listDesigns: fromPromise(() => client.design.list()),
          loadIconDesign: fromPromise(({ input }) => client.design.get(input.designId)),
          linkDesign: fromPromise(({ input }) =>
            client.launcherContent.linkDesign(input.contentId, input.designId),
          ),
        },
        actions: {
          notify: toast,
          announceLauncher: reportToEditor((_, { launcher }) => ({
            type: 'launcher.updated',
            launcher,
          })),
        },
      }),
      staticContent: staticContentMachine.provide({
        actors: {
          updateStaticContent: fromPromise(async ({ input }) => {
            await client.launcher.update(
              { id: input.id, staticContent: input.staticContent },
              { version: input.version },
            );
            return client.launcher.get(input.id);
          }),
          checkLauncher: fromPromise(({ input }) => client.launcher.get(input.id)),
          refreshLauncher: fromPromise(({ input }) => client.launcher.get(input.id)),
        },
        actions: {
          notify: toast,
          announceLauncher: reportToEditor((_, { launcher }) => ({
            type: 'launcher.updated',
            launcher,
          })),
        },
      }),
    },
  });
}

export type MainInformationLogic = ReturnType<typeof createMainInformationLogic>;

/** What the section starts from: the launcher, its base translation and its template kind. */
export function mainInformationInput(context: SectionContext): MainInformationInput {
  const launcher = launcherOf(context);
  const { baseContent } = context;
  return {
    iconName: {
      launcherId: launcher.id,
      name: launcher.name ?? '',
      shortName: launcher.staticContent?.shortName ?? '',
      iconUrl: launcher.iconUrl ?? baseContent?.design?.iconUrl ?? null,
      baseContentId: baseContent?.id ?? null,
      // editor.md §3 names both `designId` and `design (id)`: either tells the base design.
      baseDesignId: baseContent?.designId ?? baseContent?.design?.id ?? null,
      version: launcher.version,
    },
    // DECISIONS.md: built-in templates also get the Static Content form.
    staticContent: launcher.template.isCustom
      ? null
      : {
          launcherId: launcher.id,
          launcherName: launcher.name ?? '',
          staticContent: launcher.staticContent ?? null,
          version: launcher.version,
        },
  };
}

/** Main Information: icon and names for every launcher, static content on built-in templates. */
export const mainInformationSection = defineSection({
  id: MAIN_INFORMATION,
  label: 'Main Information',
  needsTranslation: false,
  createLogic: createMainInformationLogic,
  inputFrom: mainInformationInput,
  key: (context) => `mainInformation:${launcherOf(context).id}`,
  isDirty: mainInformationSelectors.selectIsDirty,
  // The step an opened landing shows first: in the editor's first chunk, all but Static Content.
  View: eagerPart(MainInformationView),
  laterParts: [StaticContentPart],
  drafts: mainInformationDrafts,
  changedElsewhere: (change, context) =>
    change.kind === 'launcher' && change.id === context.launcher?.id
      ? { type: 'launcher.changedElsewhere' as const, change }
      : null,
});

import { enqueueActions, setup, type ActorRefFrom } from 'xstate';
import type { ChangedElsewhere } from '../shared/changedElsewhere.ts';
import type { IconNameFormInput } from '../iconNameForm/context.ts';
import { iconNameFormMachine } from '../iconNameForm/machine.ts';
import type { StaticContentFormInput } from '../staticContent/context.ts';
import { staticContentMachine } from '../staticContent/machine.ts';

export type MainInformationInput = {
  iconName: IconNameFormInput;
  /** Launchers on built-in templates also get the Static Content form; custom ones do not. */
  staticContent: StaticContentFormInput | null;
};

export type MainInformationEvent =
  /** Another operator saved the launcher (the landing watch heard of it; issue 29). */
  { type: 'launcher.changedElsewhere'; change: ChangedElsewhere };

export type MainInformationContext = {
  iconName: ActorRefFrom<typeof iconNameFormMachine>;
  staticContent: ActorRefFrom<typeof staticContentMachine> | null;
};

/**
 * The Main Information section: the Icon, Name and Short Name form for every launcher, plus
 * the Static Content form on built-in templates. Each form is its own machine; this one only
 * starts them (provide `iconNameForm` and `staticContent` with their effects).
 */
export const mainInformationMachine = setup({
  types: {
    context: {} as MainInformationContext,
    events: {} as MainInformationEvent,
    input: {} as MainInformationInput,
  },
  actors: { iconNameForm: iconNameFormMachine, staticContent: staticContentMachine },
}).createMachine({
  id: 'mainInformation',
  context: ({ input, spawn }) => ({
    iconName: spawn('iconNameForm', { id: 'iconName', input: input.iconName }),
    staticContent: input.staticContent
      ? spawn('staticContent', { id: 'staticContent', input: input.staticContent })
      : null,
  }),
  initial: 'shown',
  states: {
    shown: {
      description: 'Both forms run on their own until the section closes.',
      on: {
        'launcher.changedElsewhere': {
          description:
            "{ change }: another operator saved the launcher; each form judges it by what it shows ('form.changedElsewhere').",
          actions: enqueueActions(({ context, event, enqueue }) => {
            const told = { type: 'form.changedElsewhere' as const, change: event.change };
            enqueue.sendTo(context.iconName, told);
            if (context.staticContent) enqueue.sendTo(context.staticContent, told);
          }),
        },
      },
    },
  },
});

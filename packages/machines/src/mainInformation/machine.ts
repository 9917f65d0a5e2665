import { setup, type ActorRefFrom } from 'xstate';
import type { IconNameFormInput } from '../iconNameForm/context.ts';
import { iconNameFormMachine } from '../iconNameForm/machine.ts';
import type { StaticContentFormInput } from '../staticContent/context.ts';
import { staticContentMachine } from '../staticContent/machine.ts';

export type MainInformationInput = {
  iconName: IconNameFormInput;
  /** Launchers on built-in templates also get the Static Content form; custom ones do not. */
  staticContent: StaticContentFormInput | null;
};

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
    },
  },
});

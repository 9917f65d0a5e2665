/**
 * The design model paths the Design section's stories drive through the tab against the MSW
 * kit, as `pathName` prints their events, per start (`newBase`: the base translation without a
 * design; `ownDesign`: a translation with a design of its own, the base having another); the
 * model test checks each is a model path of its start. On the screen `icon.choose` is a 512x512
 * PNG chosen as the icon, `screens.add` two screenshots added, `screen.moveRight` 'Move
 * screenshot 1 right', `design.save` the 'Save Design' button; `inspectImages` reads the chosen
 * files in the browser; `listDesigns` is the list read before a create.
 */
const chosen = [
  'icon.choose',
  'done.actor.inspectImages',
  'screens.add',
  'done.actor.inspectImages',
  'design.save',
];
const reordered = ['done.actor.loadDesign', 'screen.moveRight', 'design.save'];

export const DESIGN_SCREEN_PATHS = {
  newBase: {
    created: [
      ...chosen,
      'done.actor.listDesigns',
      'done.actor.createDesign',
      'done.actor.loadDesign',
      'done.actor.linkDesign',
    ],
    createFails: [...chosen, 'done.actor.listDesigns', 'error.actor.createDesign'],
  },
  ownDesign: {
    updated: [...reordered, 'done.actor.updateDesign', 'done.actor.linkDesign'],
    updateFails: [...reordered, 'error.actor.updateDesign'],
  },
} as const;

export type DesignScreenStart = keyof typeof DESIGN_SCREEN_PATHS;

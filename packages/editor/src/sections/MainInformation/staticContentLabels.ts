import type { StaticContentField } from '@landing/machines';
import type { defaultEditorMessages } from '../../messages/messages.tsx';

/** Each Static Content field's label, in the form and in its conflict dialog. */
export const staticContentLabels = (
  text: typeof defaultEditorMessages,
): Record<StaticContentField, string> => ({
  name: text['staticContent.name'],
  shortName: text['staticContent.shortName'],
  developer: text['staticContent.developer'],
  email: text['staticContent.email'],
  reviews: text['staticContent.reviews'],
  size: text['staticContent.size'],
  age: text['staticContent.age'],
  installs: text['staticContent.installs'],
  ratingPeople: text['staticContent.ratingPeople'],
  rating: text['staticContent.rating'],
  starPercent: text['staticContent.starPercent'],
  version: text['staticContent.version'],
  androidVersion: text['staticContent.androidVersion'],
});

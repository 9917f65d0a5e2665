import {
  COMMENT_MESSAGES,
  COMMENTATOR_MESSAGES,
  CONTENT_MESSAGES,
  DESIGN_FIELD_RULES,
  DESIGN_MESSAGES,
  ICON_NAME_MESSAGES,
  LAUNCHER_SETTINGS_MESSAGES,
  LOGIN_MESSAGES,
  STATIC_CONTENT_MESSAGES,
} from '@landing/machines';

type DesignFieldRule = (typeof DESIGN_FIELD_RULES)[number];

/**
 * Each editor form's field messages, by rule: the machines' catalogues, so the rules keep
 * returning the text they always did and that text is the code the view words by. A host's
 * `messages` key is `<form>.error.<rule>`.
 */
export const FIELD_MESSAGES = {
  iconName: ICON_NAME_MESSAGES,
  staticContent: STATIC_CONTENT_MESSAGES,
  content: CONTENT_MESSAGES,
  comments: COMMENT_MESSAGES,
  commentator: COMMENTATOR_MESSAGES,
  design: Object.fromEntries(
    DESIGN_FIELD_RULES.map((rule) => [rule, DESIGN_MESSAGES[rule]]),
  ) as Pick<typeof DESIGN_MESSAGES, DesignFieldRule>,
  landingSettings: LAUNCHER_SETTINGS_MESSAGES,
  signIn: LOGIN_MESSAGES,
} as const;

type FieldMessages = typeof FIELD_MESSAGES;

/** A form whose field messages a host may word. */
export type FieldForm = keyof FieldMessages;

/** Every `<form>.error.<rule>` key, from the catalogues themselves. */
export type FieldMessageKeyOf = {
  [F in FieldForm]: `${F}.error.${keyof FieldMessages[F] & string}`;
}[FieldForm];

/** The key of a form's rule. */
export const fieldMessageKey = (form: FieldForm, rule: string) =>
  `${form}.error.${rule}` as FieldMessageKeyOf;

/** The defaults: each rule's text as the machines write it (the spec's words). */
export const fieldMessages = Object.fromEntries(
  Object.entries(FIELD_MESSAGES).flatMap(([form, rules]) =>
    Object.entries(rules).map(([rule, text]) => [fieldMessageKey(form as FieldForm, rule), text]),
  ),
) as Record<FieldMessageKeyOf, string>;

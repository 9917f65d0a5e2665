export type AppPageInput = {
  /** The route's app id; null for /apps/new. */
  appId: number | null;
};

export type AppPageContext = {
  /** The app id the page shows (the route's, once the page has seen it). */
  appId: number | null;
  /** Identifies the form instance: a new value starts a fresh form. */
  formKey: number;
  /** The app a new form just created, until the route arrives at it. */
  createdAppId: number | null;
};

export const initialAppPageContext = ({ appId }: AppPageInput): AppPageContext => ({
  appId,
  formKey: 0,
  createdAppId: null,
});

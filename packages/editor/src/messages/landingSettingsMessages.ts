import type { EditorMessages, LandingSettingsMessageKey } from '../package/contract.ts';

/** Landing Settings' labels and buttons: the spec's words. */
export const landingSettingsMessages = {
  'landingSettings.name': 'Landing Name',
  'landingSettings.template': 'Template',
  'landingSettings.templatePlaceholder': 'Select template',
  'landingSettings.templateById': 'Template #{id}',
  'landingSettings.or': 'or',
  'landingSettings.addTemplate': 'Add Template',
  'landingSettings.platform': 'Platform',
  'landingSettings.platformWeb': 'Web',
  'landingSettings.platformMobile': 'Mobile',
  'landingSettings.webflow': 'Webflow HTML Tag Data',
  'landingSettings.save': 'Save and Continue',
  'landingSettings.reset': 'Reset',
  'landingSettings.conflictTitle': 'Someone else saved this launcher',
  'landingSettings.conflictSave': 'Save Merged Settings',
} satisfies Pick<EditorMessages, LandingSettingsMessageKey | 'landingSettings.templateById'>;

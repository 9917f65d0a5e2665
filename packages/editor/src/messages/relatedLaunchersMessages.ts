import type { EditorMessages, RelatedLaunchersMessageKey } from '../package/contract.ts';

/** Related Launchers' link row and table: the spec's words. */
export const relatedLaunchersMessages = {
  'related.link': 'Link Launcher',
  'related.linkPlaceholder': 'Select launcher to link',
  'related.linkButton': 'Link',
  'related.title': 'Related Launchers',
  'related.column.id': 'ID',
  'related.column.name': 'Launcher Name',
  'related.column.templateCode': 'Template Code',
  'related.empty': 'No related launchers yet.',
  'related.launcherById': 'Launcher #{id}',
} satisfies Pick<EditorMessages, RelatedLaunchersMessageKey | 'related.launcherById'>;

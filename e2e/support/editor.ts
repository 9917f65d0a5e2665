/** The editor's side navigation, in its order (editor.md §2, "Shell of the editor"). */
export const editorSections = [
  'Landing Settings',
  'Main Information',
  'Design',
  'Content',
  'Comments',
  'Related Launchers',
] as const;

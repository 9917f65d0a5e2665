export type RelatedLaunchersEvent =
  | { type: 'related.choose'; launcherId: number | null }
  | { type: 'related.link' }
  | { type: 'related.unlink'; launcherId: number };

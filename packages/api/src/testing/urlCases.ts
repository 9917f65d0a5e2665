/**
 * One table of opener links and whether the wire accepts them (`HttpUrl`: it parses and starts
 * with http:// or https://). The app form's tests and the back-office contract both walk it, so
 * the form and the server give the same verdict.
 */
export const OPENER_LINK_CASES: ReadonlyArray<{ link: string; accepted: boolean }> = [
  { link: 'http:/example.com', accepted: false },
  { link: 'https:example.com', accepted: false },
  { link: 'http://', accepted: false },
  { link: 'ftp://x', accepted: false },
  { link: 'javascript:alert(1)', accepted: false },
  { link: 'example.com', accepted: false },
  { link: 'https://tracker.example.com/open?app=1', accepted: true },
  { link: 'http://localhost:3000/open', accepted: true },
];

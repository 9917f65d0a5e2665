import type { CommentsInput } from './context.ts';
import type { Comment, Commentator, Locale } from './entities.ts';

export const germanInput: CommentsInput = {
  contentId: 2,
  localeId: 2,
  localeName: 'German',
  isBase: false,
  baseContentId: 1,
  baseHasContent: true,
};

export const baseInput: CommentsInput = {
  contentId: 1,
  localeId: 1,
  localeName: 'English',
  isBase: true,
  baseContentId: null,
  baseHasContent: true,
};

export const commentatorsFixture: Commentator[] = [
  { id: 1, name: 'Anna K.', iconUrl: '/files/commentators/1.png' },
  { id: 2, name: 'Max Power', iconUrl: null },
];

export const localesFixture: Locale[] = [
  { id: 1, google_lang_code: 'en', displayName: 'English' },
  { id: 2, google_lang_code: 'de', displayName: 'German' },
];

export const germanComment: Comment = {
  id: 3,
  text: 'Tolles Spiel, sehr zu empfehlen.',
  stars: 4,
  countRated: 7,
  reply: null,
  commentatorId: 1,
  langId: 2,
  version: 4,
};

export const baseComments: Comment[] = [
  {
    id: 1,
    text: 'Great game, I play it every day!',
    stars: 5,
    countRated: 10,
    reply: 'Thank you!',
    commentatorId: 1,
    langId: 1,
  },
  {
    id: 2,
    text: 'Nice graphics and fast payouts.',
    stars: 4,
    countRated: 0,
    reply: null,
    commentatorId: 2,
    langId: 1,
  },
];

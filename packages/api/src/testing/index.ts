export { createMockBackend, type MockBackend } from './createMockBackend.ts';
export { createFixtures, type Fixtures } from './fixtures.ts';
export { createMockStore, type MockStore } from './store.ts';
export {
  FRESH_ACCESS_TOKEN,
  MOCK_REFRESH_TOKEN,
  type CallKey,
  type FailureSpec,
  type MockBackendOptions,
  type RecordedCall,
} from './route.ts';
export { createMemoryStorage } from '../client/storage.ts';
export { OPENER_LINK_CASES } from './urlCases.ts';
export { switchFailure } from './switchFailure.ts';
export {
  FOREIGN_WRITE_ANSWER_SHAPES,
  STORY_ANSWERS_WITH_RECORD,
  STORY_ANSWERS_WITHOUT_RECORD,
  STORY_WRITE_ANSWER_SHAPES,
  WRITE_ANSWER_SHAPES,
  type WriteAnswerShape,
} from './answerShapes.ts';
export {
  ODD_ROW_ID,
  READ_ANSWER_SHAPES,
  UNKNOWN_FIELD,
  type ReadAnswerShape,
} from './readShapes.ts';
export { createStoryBackend, type StoryBackend } from './storyBackend.ts';
export { gifFile, pngBytes, pngFile, type PngOptions } from './images.ts';
export { zipFile } from './archives.ts';
export { SANDBOX_TLDS } from '../sandbox/pricing.ts';
export { STALE_WRITE_MESSAGE, versionOf } from './rowVersions.ts';

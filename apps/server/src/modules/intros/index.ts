// What other modules may use of intro detection: the background detector and an episode's intro.
export { createIntroDetector } from './intro-detector.ts';
export { libraryIntro } from './intro-queries.ts';

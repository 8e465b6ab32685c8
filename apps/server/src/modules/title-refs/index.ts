// What other modules may use of title-refs: the stored titles' sources, kept meaning the same titles.
export { createTitleRefs, type TitleRefs } from './rematch.ts';
export { labelUnsourced } from './legacy-label.ts';
export { findTitle, titleById, type FoundTitle } from './title-search.ts';

import { foldText } from '../../../lib/text-fold.ts';

/** Lower-case words joined by hyphens, like a streamed-style service's ids ('Atlético Madrid' → 'atletico-madrid'). */
export const slug = (text: string): string => foldText(text).replaceAll(' ', '-');

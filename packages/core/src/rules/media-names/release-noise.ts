/**
 * Release noise: the tags release names carry (resolutions, sources, codecs, editions, languages) that never name
 * a title.
 */

/** Words that never name a title: resolutions, sources, codecs, audio formats, streaming services, parts. */
const STRONG_NOISE = new Set([
  '4k',
  '8k',
  'uhd',
  'fhd',
  'bluray',
  'blu',
  'bdrip',
  'brrip',
  'bdremux',
  'remux',
  'webdl',
  'dl',
  'webrip',
  'hdtv',
  'pdtv',
  'dvdrip',
  'dvdscr',
  'hdrip',
  'hdcam',
  'telesync',
  'x264',
  'x265',
  'h264',
  'h265',
  'hevc',
  'avc',
  'xvid',
  'divx',
  'av1',
  'vp9',
  'hdr',
  'hdr10',
  'hdr10plus',
  'dovi',
  'sdr',
  'aac',
  'ac3',
  'eac3',
  'dts',
  'dtshd',
  'truehd',
  'atmos',
  'flac',
  'lpcm',
  'ddp',
  'dd',
  'amzn',
  'dsnp',
  'hmax',
  'atvp',
  'nf',
]);

const STRONG_NOISE_PATTERN =
  /^(?:\d{3,4}[pi]|\d{1,2}bit|(?:ddp?|e?ac3|aac|dts|truehd|flac|opus)\d{1,2}|(?:cd|dvd|dis[ck]|part|pt)\d{1,2})$/;

/**
 * Words that are release tags in a release name but may also be part of a title ('The Web', 'Extended Stay'):
 * editions, release flags, languages. They count as noise next to other noise, or in the capitals release
 * names write them in.
 */
const WEAK_NOISE = new Set([
  'web',
  'dvd',
  'cam',
  'dv',
  'imax',
  'extended',
  'unrated',
  'uncut',
  'remastered',
  'restored',
  'theatrical',
  'directorscut',
  'criterion',
  'limited',
  'proper',
  'repack',
  'rerip',
  'real',
  'internal',
  'multi',
  'multisubs',
  'subbed',
  'dubbed',
  'dual',
  'complete',
  'english',
  'french',
  'truefrench',
  'german',
  'italian',
  'spanish',
  'castellano',
  'latino',
  'russian',
  'japanese',
  'korean',
  'chinese',
  'hindi',
  'nordic',
  'vostfr',
  'vost',
  'vff',
  'vfq',
  'vf',
  'eng',
  'ita',
  'ger',
  'fre',
  'spa',
  'rus',
  'swesub',
  'hc',
  '3d',
  'sbs',
  'hsbs',
  'hou',
  'stv',
  'festival',
  'uncensored',
  'readnfo',
  'nfofix',
]);

export type NoiseKind = 'strong' | 'weak';

export function noiseKind(token: string): NoiseKind | null {
  const word = token.toLowerCase();
  if (STRONG_NOISE.has(word) || STRONG_NOISE_PATTERN.test(word)) return 'strong';
  if (WEAK_NOISE.has(word) || /edition$/.test(word)) return 'weak';
  return null;
}

/**
 * Release tags written in several pieces joined into one token ('H.264' → 'H264', 'DDP5.1' → 'DDP51',
 * "Director's Cut" → 'DirectorsCut'), so that each is one noise word.
 */
export function joinReleaseTags(name: string): string {
  return name
    .replace(/\b([hx])[ .]?(26[45])\b/gi, '$1$2')
    .replace(/\b(ddp?|e?ac3|aac|dts|truehd|flac|opus)[ .]?(\d)[ .](\d)\b/gi, '$1$2$3')
    .replace(/\bweb[ ._-]?dl\b/gi, 'WEBDL')
    .replace(/\bblu[ ._-]?ray\b/gi, 'BluRay')
    .replace(/\bdts[ ._-]hd(?:[ ._-]ma)?\b/gi, 'DTSHD')
    .replace(/\bhdr10\+/gi, 'HDR10Plus')
    .replace(/\bdd\+/gi, 'DDP')
    .replace(/\bdirector'?s[ ._-]cut\b/gi, 'DirectorsCut')
    .replace(
      /\b(extended|special|collector'?s|ultimate|anniversary|deluxe)[ ._-]edition\b/gi,
      (_, word: string) => `${word.replace("'", '')}Edition`,
    );
}

/**
 * Subtitles for the browser's video element, which reads WebVTT only (docs/behaviour.md#library): an SRT
 * file becomes WebVTT by a header and a full stop for the comma before each timestamp's milliseconds.
 */

const SRT_TIMING = /^(\d{1,2}:\d{2}:\d{2}),(\d{3})( --> )(\d{1,2}:\d{2}:\d{2}),(\d{3})(.*)$/;

/** The text of an SRT file as WebVTT. A file that is WebVTT already is returned as it is (without a BOM). */
export function srtToVtt(text: string): string {
  const clean = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(clean)) return clean;
  const lines = clean.split('\n').map((line) => {
    const timing = SRT_TIMING.exec(line.trim());
    // SRT positions cues with 'X1:… Y1:…' after the times; WebVTT's settings differ, so they are dropped.
    return timing ? `${timing[1]}.${timing[2]}${timing[3]}${timing[4]}.${timing[5]}` : line;
  });
  return `WEBVTT\n\n${lines.join('\n').trim()}\n`;
}

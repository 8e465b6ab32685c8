import { describe, expect, it } from 'vitest';
import { assPlainText, assToVtt, fontType, isStyledSubtitleTrack } from '../styled-subtitles.ts';

describe('isStyledSubtitleTrack', () => {
  it.each([
    ['ass', true],
    ['ASS', true],
    ['ssa', true],
    ['subrip', false],
    ['webvtt', false],
    ['mov_text', false],
    ['hdmv_pgs_subtitle', false],
  ])('%s: %s', (codec, styled) => {
    expect(isStyledSubtitleTrack({ codec })).toBe(styled);
  });
});

describe('fontType', () => {
  it.each([
    ['font/ttf', 'Font.ttf', 'font/ttf'],
    ['FONT/OTF', null, 'font/otf'],
    ['application/x-truetype-font', 'a.bin', 'font/ttf'],
    ['application/vnd.ms-opentype', null, 'font/otf'],
    ['application/font-woff', null, 'font/woff'],
    ['font/woff2', null, 'font/woff2'],
    ['application/octet-stream', 'Gandhi.TTF', 'font/ttf'],
    [null, 'family.otf', 'font/otf'],
    [null, 'cjk.ttc', 'font/collection'],
    ['application/octet-stream', 'cover.jpg', null],
    [null, null, null],
    ['image/jpeg', 'cover.ttf', null],
    ['text/plain', 'notes.txt', null],
  ])('%s, %s: %s', (mimetype, filename, type) => {
    expect(fontType({ mimetype, filename })).toBe(type);
  });
});

describe('assPlainText', () => {
  it.each([
    ['plain words', 'Hello there', 'Hello there'],
    ['override blocks dropped', '{\\an8\\b1}Top {\\i1}line{\\i0}', 'Top line'],
    ['karaoke timing dropped', '{\\k20}Ka{\\k30}ra{\\k25}o{\\k40}ke', 'Karaoke'],
    ['hard and soft line breaks', 'One\\NTwo\\nThree', 'One\nTwo\nThree'],
    ['hard spaces', 'a\\hb', 'a b'],
    ['markup escaped', '<b>&</b>', '&lt;b&gt;&amp;&lt;/b&gt;'],
    ['a drawing left out', '{\\p1}m 0 0 l 100 0 100 100{\\p0}After', 'After'],
    ['only a drawing', '{\\pos(10,10)\\p2}m 0 0 l 10 10', ''],
    ['empty lines dropped', '\\NWords\\N', 'Words'],
  ])('%s', (_, text, plain) => {
    expect(assPlainText(text)).toBe(plain);
  });
});

const ass = (events: string, format = 'Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text') =>
  `[Script Info]\nScriptType: v4.00+\n\n[V4+ Styles]\nFormat: Name, Fontname\nStyle: Default,Arial\n\n[Events]\nFormat: ${format}\n${events}`;

describe('assToVtt', () => {
  it.each([
    [
      'a line',
      ass('Dialogue: 0,0:00:01.00,0:00:02.50,Default,,0,0,0,,Hello'),
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nHello\n',
    ],
    [
      'commas in the text kept',
      ass('Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,One, two, three'),
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOne, two, three\n',
    ],
    [
      'fields in the order the Format line gives (SSA)',
      ass(
        'Dialogue: Marked=0,0:01:00.10,0:01:02.00,Default,NTP,0,0,0,,Words',
        'Marked, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
      ),
      'WEBVTT\n\n00:01:00.100 --> 00:01:02.000\nWords\n',
    ],
    ['comments left out', ass('Comment: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Note'), 'WEBVTT\n\n\n'],
    ['a line ending before it starts left out', ass('Dialogue: 0,0:00:03.00,0:00:02.00,Default,,0,0,0,,Back'), 'WEBVTT\n\n\n'],
    ['a bad time left out', ass('Dialogue: 0,soon,0:00:02.00,Default,,0,0,0,,When'), 'WEBVTT\n\n\n'],
    ['drawings left out', ass('Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,{\\p1}m 0 0 l 1 1'), 'WEBVTT\n\n\n'],
    [
      'Windows line ends and a BOM',
      `\uFEFF${ass('Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,A\r\nDialogue: 0,0:00:03.00,0:00:04.00,Default,,0,0,0,,B').replace(/\n/g, '\r\n')}`,
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nA\n\n00:00:03.000 --> 00:00:04.000\nB\n',
    ],
    ['Dialogue outside [Events] ignored', '[Script Info]\nDialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,No', 'WEBVTT\n\n\n'],
    ['not ASS at all', 'garbage\n\u0000\u0001', 'WEBVTT\n\n\n'],
  ])('%s', (_, text, vtt) => {
    expect(assToVtt(text)).toBe(vtt);
  });
});

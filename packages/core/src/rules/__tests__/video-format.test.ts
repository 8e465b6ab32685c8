import { describe, expect, it } from 'vitest';
import { browserPlayability, describeVideoFormat, videoCodecName, type VideoFormat } from '../video-format.ts';

describe('videoCodecName', () => {
  it.each([
    ['avc1', 'H.264 (AVC)'],
    ['avc3', 'H.264 (AVC)'],
    ['V_MPEG4/ISO/AVC', 'H.264 (AVC)'],
    ['hvc1', 'HEVC (H.265)'],
    ['hev1', 'HEVC (H.265)'],
    ['V_MPEGH/ISO/HEVC', 'HEVC (H.265)'],
    ['dvh1', 'Dolby Vision (HEVC)'],
    ['av01', 'AV1'],
    ['V_AV1', 'AV1'],
    ['vp09', 'VP9'],
    ['V_VP9', 'VP9'],
    ['V_VP8', 'VP8'],
    ['mp4v', 'MPEG-4 Part 2'],
    ['V_MPEG4/ISO/ASP', 'MPEG-4 Part 2'],
    ['V_MPEG2', 'MPEG-2'],
    ['V_MS/VFW/FOURCC', 'Video for Windows'],
    // Ids it does not know are shown as they are, when they are plain short text.
    ['V_SNOW', 'V_SNOW'],
    ['xyz1', 'xyz1'],
    [' avc2 ', 'avc2'],
    // Case matters: fourccs are lower case, Matroska ids upper case.
    ['AVC1', 'AVC1'],
    // Anything else is no name.
    ['', null],
    ['   ', null],
    ['a\u0000b', null],
    ['<script>', '<script>'],
    ['é', null],
    ['x'.repeat(33), null],
    [null, null],
  ])('%j is %j', (id, name) => {
    expect(videoCodecName(id)).toBe(name);
  });
});

describe('describeVideoFormat', () => {
  it.each<[VideoFormat, string]>([
    [{ container: 'matroska', codec: 'V_MPEGH/ISO/HEVC' }, 'Matroska · HEVC (H.265)'],
    [{ container: 'mp4', codec: 'hvc1' }, 'MP4 · HEVC (H.265)'],
    [{ container: 'webm', codec: 'V_VP9' }, 'WebM · VP9'],
    [{ container: 'quicktime', codec: 'avc1' }, 'QuickTime · H.264 (AVC)'],
    [{ container: 'mp4', codec: null }, 'MP4 · codec unknown'],
    [{ container: 'matroska', codec: '\u0001' }, 'Matroska · codec unknown'],
    [{ container: 'avi', codec: null }, 'AVI'],
    [{ container: 'asf', codec: null }, 'Windows Media'],
    [{ container: null, codec: null }, 'Unknown format'],
  ])('%j reads %j', (format, text) => {
    expect(describeVideoFormat(format)).toBe(text);
  });
});

describe('browserPlayability', () => {
  it.each<[VideoFormat, ReturnType<typeof browserPlayability>]>([
    // Played by every current browser.
    [{ container: 'mp4', codec: 'avc1' }, 'playable'],
    [{ container: 'mp4', codec: 'av01' }, 'playable'],
    [{ container: 'mp4', codec: 'vp09' }, 'playable'],
    [{ container: 'webm', codec: 'V_VP9' }, 'playable'],
    [{ container: 'webm', codec: 'V_AV1' }, 'playable'],
    [{ container: 'quicktime', codec: 'avc1' }, 'playable'],
    // HEVC and its kin: surely not, in any container.
    [{ container: 'matroska', codec: 'V_MPEGH/ISO/HEVC' }, 'unplayable'],
    [{ container: 'mp4', codec: 'hvc1' }, 'unplayable'],
    [{ container: 'mp4', codec: 'hev1' }, 'unplayable'],
    [{ container: 'mp4', codec: 'dvhe' }, 'unplayable'],
    [{ container: 'matroska', codec: 'V_MPEGI/ISO/VVC' }, 'unplayable'],
    // Codecs no browser plays.
    [{ container: 'matroska', codec: 'V_MPEG2' }, 'unplayable'],
    [{ container: 'matroska', codec: 'V_MS/VFW/FOURCC' }, 'unplayable'],
    [{ container: 'matroska', codec: 'V_REAL/RV40' }, 'unplayable'],
    // Containers no browser plays, whatever they hold.
    [{ container: 'avi', codec: null }, 'unplayable'],
    [{ container: 'avi', codec: 'avc1' }, 'unplayable'],
    [{ container: 'asf', codec: null }, 'unplayable'],
    [{ container: 'flv', codec: null }, 'unplayable'],
    [{ container: 'mpeg-ps', codec: null }, 'unplayable'],
    // Safari plays MPEG-4 Part 2 and ProRes in MP4 and QuickTime, and no Matroska.
    [{ container: 'mp4', codec: 'mp4v' }, 'unknown'],
    [{ container: 'quicktime', codec: 'apcn' }, 'unknown'],
    [{ container: 'matroska', codec: 'V_MPEG4/ISO/ASP' }, 'unplayable'],
    // Matroska with H.264: Chrome and Firefox play it, Safari does not.
    [{ container: 'matroska', codec: 'V_MPEG4/ISO/AVC' }, 'unknown'],
    // What it cannot tell is tried.
    [{ container: 'mp4', codec: null }, 'unknown'],
    [{ container: 'matroska', codec: 'V_SNOW' }, 'unknown'],
    [{ container: 'mpeg-ts', codec: null }, 'unknown'],
    [{ container: 'ogg', codec: null }, 'unknown'],
    [{ container: null, codec: null }, 'unknown'],
    [{ container: 'mp4', codec: 'AVC1' }, 'unknown'],
  ])('%j is %s', (format, playability) => {
    expect(browserPlayability(format)).toBe(playability);
  });
});

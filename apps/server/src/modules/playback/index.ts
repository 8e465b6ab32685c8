// What other modules may use of playback: the media tools, what a library file holds, and its converted streams.
export { fileInput, NO_MEDIA_TOOLS, SAFE_INPUT_OPTIONS, type MediaTools } from './media-tools.ts';
export { libraryMediaInfo } from './media-info.ts';
export { ProbeError } from './media-probe.ts';
export { NO_FFMPEG } from './playback-reply.ts';
export { type StreamSessions } from './stream-sessions.ts';
export { createMediaProber } from './media-prober.ts';

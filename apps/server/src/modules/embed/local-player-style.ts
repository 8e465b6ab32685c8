/**
 * The local player's controls, in the app's look (docs/ui.md): dark surfaces, the accent on the seek bar and the
 * focus ring, sizes in rem so that a wide frame (a television read from the sofa) grows them by a quarter, and
 * buttons of 44 px or more for a finger or a remote. Added after the frame's own style (lib/embed-page.ts).
 */
export const PLAYER_STYLE = `
:root{--accent:#e63462}
/* A frame this wide is the app's player on a television (its couch mode, 1920 × 1080) or a film in full screen. */
@media (min-width:1360px){html{font-size:20px}}
[hidden]{display:none!important}
.player{position:relative;height:100%;overflow:hidden;background:#000}
.player[data-idle=true]{cursor:none}
.player video{position:absolute;inset:0}
/* Subtitles stay above the controls while they show (Chromium and Safari draw them in this box). */
.player video::-webkit-media-text-track-container{transition:transform .2s ease-out}
.player[data-idle=false] video::-webkit-media-text-track-container{transform:translateY(-7rem)}
/* A styled track is drawn by its renderer (local-player/styled-subtitles.js): its plain cues are not. */
.player video[data-styled]::-webkit-media-text-track-container{display:none}
.player video[data-styled]::cue{color:transparent;background:transparent;text-shadow:none}
.player :focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.player button{height:2.75rem;min-width:2.75rem;padding:0;display:inline-flex;align-items:center;justify-content:center;
background:transparent;color:#f4f4f6;border-radius:8px;font-size:1rem;font-weight:400}
.player button:hover{background:rgba(255,255,255,.12)}
.player svg{width:1.5rem;height:1.5rem;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round;pointer-events:none}
.player svg.solid{fill:currentColor;stroke:none}
[data-on=true]>.when-off,[data-on=false]>.when-on{display:none}
.controls{position:absolute;inset-inline:0;bottom:0;display:flex;flex-direction:column;padding:2.5rem .75rem .5rem;
background:linear-gradient(to top,rgba(11,11,16,.94),rgba(11,11,16,.7) 55%,rgba(11,11,16,0));transition:opacity .2s ease-out}
.player[data-idle=true] .controls{opacity:0;pointer-events:none}
/* The timeline runs left to right in every language, as the seek keys do (Left goes back): only the rest mirrors. */
.timeline{display:flex;align-items:center;gap:.75rem;direction:ltr}
.time{min-width:3.5em;font-size:.875rem;font-variant-numeric:tabular-nums;text-align:center;text-shadow:0 1px 2px #000}
.seek{flex:1;min-width:0;height:2.75rem;display:flex;align-items:center;cursor:pointer;touch-action:none;border-radius:4px}
.rail{position:relative;width:100%;height:.25rem;border-radius:999px;background:rgba(255,255,255,.28);transition:height .15s ease-out}
.seek:hover .rail,.seek:focus-visible .rail{height:.375rem}
.buffered,.played{position:absolute;left:0;top:0;bottom:0;width:0;border-radius:999px}
.buffered{background:rgba(255,255,255,.45)}
.played{background:var(--accent)}
.played::after{content:'';position:absolute;right:-.5rem;top:50%;width:1rem;height:1rem;margin-top:-.5rem;border-radius:50%;background:#f4f4f6;
box-shadow:0 1px 4px rgba(0,0,0,.6)}
/* Chapters: a gap in the rail at each one's start, and the time and chapter over the bar while pointed at or dragged. */
.marks{position:absolute;inset:0;pointer-events:none}
.marks span{position:absolute;top:0;bottom:0;width:.2rem;margin-left:-.1rem;background:rgba(11,11,16,.9)}
.seek{position:relative}
.tip{position:absolute;bottom:100%;transform:translateX(-50%);padding:.25rem .5rem;border-radius:4px;background:#15151d;
color:#f4f4f6;font-size:.875rem;white-space:nowrap;max-width:60vw;overflow:hidden;text-overflow:ellipsis;pointer-events:none;
box-shadow:0 2px 8px rgba(0,0,0,.5);font-variant-numeric:tabular-nums}
/* Skip intro, recap or credits: over the picture, bottom end (right, left in Arabic), above the controls, big enough from the sofa. */
.player .skip{position:absolute;inset-inline-end:1.5rem;bottom:7.5rem;height:3rem;padding:0 1.5rem;border:2px solid rgba(244,244,246,.85);
background:rgba(11,11,16,.8);font-size:1.125rem;font-weight:600;transition:bottom .2s ease-out}
.player .skip:hover,.player .skip:focus{background:#f4f4f6;color:#0b0b10}
.player[data-idle=true] .skip{bottom:1.5rem}
.osd{position:absolute;top:1.5rem;left:50%;transform:translateX(-50%);padding:.5rem 1rem;border-radius:8px;background:rgba(11,11,16,.85);
color:#f4f4f6;font-size:1.125rem;font-variant-numeric:tabular-nums;pointer-events:none}
.osd:empty{display:none}
.bar{display:flex;align-items:center;gap:.25rem}
.spacer{flex:1}
.part{padding:0 .5rem;font-size:.875rem;color:#c9c9d1;white-space:nowrap}
.player .volume{flex:0 0 6rem;width:6rem;height:2.75rem;margin-block:0;margin-inline:.25rem .5rem;padding:0;border:0;border-radius:0;background:transparent;
accent-color:var(--accent);cursor:pointer}
.spinner{position:absolute;top:50%;left:50%;width:3rem;height:3rem;margin:-1.5rem 0 0 -1.5rem;border:.25rem solid rgba(255,255,255,.2);
border-top-color:#f4f4f6;border-radius:50%;animation:spin 1s linear infinite;pointer-events:none}
@keyframes spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.spinner{animation-duration:4s}.controls,.rail,.player .skip{transition:none}}
.menu,.info{position:absolute;inset-inline-end:.75rem;overflow:auto;background:#15151d;border:1px solid rgba(255,255,255,.08);border-radius:8px;
box-shadow:0 8px 24px rgba(0,0,0,.5)}
.menu{bottom:3.75rem;max-height:calc(100% - 4.5rem);min-width:12rem;max-width:calc(100% - 1.5rem);display:flex;flex-direction:column;padding:.25rem}
.player .menu button{justify-content:flex-start;width:100%;height:auto;min-height:2.75rem;padding-block:.5rem;padding-inline:2.5rem 1rem;position:relative;text-align:start}
.player .menu button:focus{background:#1e1e28}
.menu-group{display:flex;flex-direction:column}
.menu [role=separator]{height:1px;margin:.25rem 0;background:rgba(255,255,255,.12)}
.menu-note{padding-block:.5rem .25rem;padding-inline:2.5rem 1rem;color:#a1a1b0;font-size:.875rem;font-variant-numeric:tabular-nums}
.menu .detail{margin-inline-start:auto;padding-inline-start:1.5rem;color:#a1a1b0;font-variant-numeric:tabular-nums}
.menu [aria-checked=true]::before{content:'';position:absolute;inset-inline-start:1rem;top:50%;width:.375rem;height:.75rem;margin-top:-.5rem;
border:solid var(--accent);border-width:0 .15rem .15rem 0;transform:rotate(45deg)}
.info{top:.75rem;width:min(28rem,calc(100% - 1.5rem));max-height:calc(100% - 4.5rem);padding:.75rem 1rem 1rem}
.info-head{display:flex;align-items:center;justify-content:space-between;gap:.5rem;margin-bottom:.5rem}
.info h2{margin:0;font-size:1rem;font-weight:600}
.info dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;font-size:.875rem;line-height:1.5}
.info dt{color:#a1a1b0}
.info dd{margin:0;overflow-wrap:anywhere}
.info ul{margin:0;padding-inline-start:1rem}
@media (max-width:520px){.player .volume{display:none}.player .skip{inset-inline-end:.5rem;bottom:6rem;height:2.75rem;padding:0 1rem;font-size:1rem}
.player[data-idle=false] video::-webkit-media-text-track-container{transform:translateY(-5.5rem)}.controls{padding:1.5rem .25rem .25rem}.timeline{gap:.25rem}.bar{gap:0}
.info dl{grid-template-columns:1fr;gap:0}.info dd{margin-bottom:.5rem}}
/* A phone's frame, or the minimized watch party: menus over the controls, the panel over all. */
@media (max-height:240px){.controls{padding-top:.75rem}.menu{max-height:calc(100% - 3.75rem)}
.info{inset:.25rem;width:auto;max-height:none;padding:.5rem .75rem .75rem}}
`;

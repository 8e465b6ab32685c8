import { Trans, useLingui } from '@lingui/react/macro';
import type { MediaProbeStatus, MediaToolsStatus } from '@marquee/core';
import { CircleCheck, TriangleAlert } from 'lucide';
import { ProgressBar } from '@/components/progress-bar';
import { Icon } from '@/components/icon';

/**
 * The owner's view of playback (docs/playback.md#the-owners-screen): whether FFmpeg is there, so that every file
 * plays, or only the files a browser plays as they are, and how to fix that; and while the server reads what the
 * files hold, how far it has got.
 */
export function PlaybackStatus({ tools, probes }: { tools: MediaToolsStatus; probes: MediaProbeStatus }) {
  const { t } = useLingui();
  const count = probes.done + probes.waiting;
  const name = ffmpegName(tools.version);
  const done = withCommas(probes.done);
  const total = withCommas(count);
  const apt = 'apt install ffmpeg';
  const brew = 'brew install ffmpeg';
  return (
    <section aria-labelledby="playback-heading" className="rounded-lg border border-line bg-surface p-5">
      <h2 id="playback-heading" className="text-lg font-semibold">
        {t`Playback`}
      </h2>
      {tools.available ? (
        <>
          <p className="mt-2 flex items-start gap-2 text-sm">
            <Icon node={CircleCheck} className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            {t`${name} ready: every file plays.`}
          </p>
          {probes.waiting > 0 && (
            <div className="mt-3 max-w-md" role="status">
              <p className="text-sm text-muted">{t`Reading files: ${done} of ${total}`}</p>
              <ProgressBar className="mt-2" percent={(probes.done / count) * 100} />
            </div>
          )}
        </>
      ) : (
        <div className="mt-2 flex items-start gap-2 text-sm">
          <Icon node={TriangleAlert} className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="space-y-1">
            <p className="font-semibold">{t`Only direct play is available`}</p>
            {tools.message && <p className="text-muted">{tools.message}.</p>}
            <p className="text-muted">
              <Trans>
                Install it on the server (Debian or Ubuntu: <code className="font-mono">{apt}</code>; macOS:{' '}
                <code className="font-mono">{brew}</code>), then restart the server.
              </Trans>
            </p>
          </div>
        </div>
      )}
    </section>
  );
}

/** 'FFmpeg 5.1.6' from its own first line ('ffmpeg version 5.1.6-0+deb12u1 Copyright …'); 'FFmpeg' for a build without a number. */
export function ffmpegName(versionLine: string | null): string {
  const number = /^ffmpeg version n?(\d+(?:\.\d+)+)/i.exec(versionLine ?? '')?.[1];
  return number ? `FFmpeg ${number}` : 'FFmpeg';
}

/** 10000 → '10,000'. */
const withCommas = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

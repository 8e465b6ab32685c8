import { useLingui } from '@lingui/react/macro';
import { seasonChoices, type SeasonFields } from '@marquee/core';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Dialog, DialogContent } from '@/components/dialog';
import { SelectField } from '@/components/select-field';
import { DownloadOptions } from './download-options';

export type DownloadTitle = { title: string; id: number } & (
  | { mediaType: 'movie' }
  | {
      mediaType: 'tv';
      /** The show's seasons; season 0 (specials) is not offered. */
      seasons: readonly SeasonFields[];
      /** The season selected when the dialog opens, and again after it closes. */
      initialSeason: number;
    }
);

interface DownloadDialogContentProps {
  target: DownloadTitle;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back to once the dialog closes: the button that opened it. */
  onClosed: () => void;
}

/**
 * The 'Download' dialog (docs/behaviour.md#downloads), loaded when first opened (download-dialog.tsx). Nothing is
 * fetched until it opens; a movie's links load at once, an episode's only after 'Fetch Downloads'.
 */
export default function DownloadDialogContent({ target, open, onOpenChange, onClosed }: DownloadDialogContentProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t`Download`}
        description={target.title}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        {/* The content mounts only while open, so its queries run only then and its choices start afresh. */}
        {target.mediaType === 'movie' ? (
          <DownloadOptions target={{ mediaType: 'movie', id: target.id }} title={target.title} />
        ) : (
          <EpisodeDownloads id={target.id} title={target.title} seasons={target.seasons} initialSeason={target.initialSeason} />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface EpisodeDownloadsProps {
  id: number;
  title: string;
  seasons: readonly SeasonFields[];
  initialSeason: number;
}

/**
 * Season and episode selectors and 'Fetch Downloads'. Changing the season goes back to episode 1, and changing
 * either asks to fetch again; closing the dialog drops these choices, so it reopens on the initial season.
 */
function EpisodeDownloads({ id, title, seasons, initialSeason }: EpisodeDownloadsProps) {
  const { t } = useLingui();
  const [season, setSeason] = useState(initialSeason);
  const [episode, setEpisode] = useState(1);
  const [fetched, setFetched] = useState(false);
  const choices = seasonChoices(seasons);
  const episodeCount = choices.find((s) => s.season_number === season)?.episode_count ?? 0;

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label={t`Season`}
          value={season}
          onChange={(event) => {
            setSeason(Number(event.target.value));
            setEpisode(1);
            setFetched(false);
          }}
        >
          {choices.map(({ season_number: number }) => (
            <option key={number} value={number}>
              {t`Season ${number}`}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Episode`}
          value={episode}
          disabled={episodeCount === 0}
          onChange={(event) => {
            setEpisode(Number(event.target.value));
            setFetched(false);
          }}
        >
          {Array.from({ length: episodeCount }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {t`Episode ${n}`}
            </option>
          ))}
        </SelectField>
      </div>
      {fetched ? (
        <DownloadOptions target={{ mediaType: 'tv', id, season, episode }} title={t`${title} S${season} E${episode}`} />
      ) : (
        <Button className="w-full" disabled={episodeCount === 0} onClick={() => setFetched(true)}>
          {t`Fetch Downloads`}
        </Button>
      )}
    </div>
  );
}

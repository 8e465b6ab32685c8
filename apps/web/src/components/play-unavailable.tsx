import { libraryFileExample, type MediaType } from '@marquee/core';
import { HardDrive } from 'lucide';
import { useId, type ReactNode } from 'react';
import { useLibraryStatus } from '@/lib/library-status';
import { Icon } from '@/components/icon';
import { buttonStyles } from './button';

/** The words of a title nothing can play (docs/behaviour.md#what-can-play). */
export const NOT_IN_LIBRARY = 'Not in your library';
export const ASK_THE_OWNER = "Ask this server's owner to add it to the library.";

interface TitleNamed {
  mediaType: MediaType;
  title: string;
  year: number | null;
}

/**
 * What to do about a title nothing can play: the server's owner is told where its file goes (the media folder as
 * configured, and a name the scan reads as this title); anyone else, to ask the owner.
 */
export function usePlayGuidance({ mediaType, title, year }: TitleNamed): ReactNode {
  const status = useLibraryStatus();
  if (!status.isSuccess) return ASK_THE_OWNER;
  return (
    <>
      Put its file in the media folder, <code className="font-mono wrap-anywhere text-fg">{status.data.media_dir.setting}</code>,
      named like <code className="font-mono wrap-anywhere text-fg">{libraryFileExample(mediaType, title, year)}</code>. It plays
      once the scan finds it.
    </>
  );
}

interface PlayUnavailableProps extends TitleNamed {
  /** Marks the control couch mode focuses first on the screen, as the Play it stands for did. */
  couchPrimary?: boolean;
  /**
   * In Play's box alone, what to do read as its description but not shown: where the page is drawn before what can
   * play is known (the home hero), a line added below would move everything above it.
   */
  compact?: boolean;
}

/**
 * In Play's place when nothing can play the title: a control that reads 'Not in your library', with what to do below
 * it. It keeps Play's place in the focus order (and couch mode's first focus), so a remote lands on it and hears why;
 * pressing it does nothing, as it says (aria-disabled).
 */
export function PlayUnavailable({ couchPrimary, compact, ...title }: PlayUnavailableProps) {
  const noteId = useId();
  const guidance = usePlayGuidance(title);
  const control = (
    <button
      type="button"
      aria-disabled="true"
      aria-describedby={noteId}
      data-couch-primary={couchPrimary || undefined}
      className={buttonStyles('secondary', 'md', 'cursor-not-allowed self-start')}
    >
      <Icon node={HardDrive} className="size-5" aria-hidden="true" />
      {NOT_IN_LIBRARY}
    </button>
  );
  if (compact) {
    return (
      <>
        {control}
        <p id={noteId} className="sr-only">
          {guidance}
        </p>
      </>
    );
  }
  return (
    <div className="flex max-w-md flex-col gap-2 sm:basis-full">
      {control}
      <p id={noteId} className="text-sm text-muted">
        {guidance}
      </p>
    </div>
  );
}

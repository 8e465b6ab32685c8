import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { libraryFileExample, type MediaType } from '@marquee/core';
import { HardDrive } from 'lucide';
import { useId, type ReactNode } from 'react';
import { useLibraryStatus } from '@/lib/library-status';
import { Icon } from '@/components/icon';
import { buttonStyles } from './button';

/** The words of a title nothing can play (docs/behaviour.md#what-can-play). */
export const NOT_IN_LIBRARY = msg`Not in your library`;

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
  const { t } = useLingui();
  if (!status.isSuccess) return t`Ask this server's owner to add it to the library.`;
  const folder = status.data.media_dir.setting;
  const example = libraryFileExample(mediaType, title, year);
  const text = t`Put its file in the media folder, ${folder}, named like ${example}. It plays once the scan finds it.`;
  return asCode(text, [folder, example]);
}

/**
 * `text` with each of `values` in it set as code, in the look of the class at its place in `classNames` (the guidance's
 * when none). Lingui's <Trans> would do it from the message, but its code is more than the home page's JavaScript budget
 * has room for; the values are paths and file names, found as they are.
 */
export function asCode(text: string, values: readonly string[], classNames: readonly string[] = []): ReactNode {
  const parts: ReactNode[] = [];
  let rest = text;
  // In the order the language puts them: each time the first of those left.
  let left = values.filter(Boolean);
  for (;;) {
    const found = left.map((value) => ({ value, at: rest.indexOf(value) })).filter(({ at }) => at !== -1);
    if (found.length === 0) break;
    const { value, at } = found.reduce((first, next) => (next.at < first.at ? next : first));
    parts.push(
      rest.slice(0, at),
      <code key={parts.length} className={classNames[values.indexOf(value)] ?? 'font-mono wrap-anywhere text-fg'}>
        {value}
      </code>,
    );
    rest = rest.slice(at + value.length);
    left = left.filter((other) => other !== value);
  }
  parts.push(rest);
  return parts;
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
  const { i18n } = useLingui();
  const control = (
    <button
      type="button"
      aria-disabled="true"
      aria-describedby={noteId}
      data-couch-primary={couchPrimary || undefined}
      className={buttonStyles('secondary', 'md', 'cursor-not-allowed self-start')}
    >
      <Icon node={HardDrive} className="size-5" aria-hidden="true" />
      {i18n._(NOT_IN_LIBRARY)}
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

import { useLingui } from '@lingui/react/macro';
import { libraryCardInput } from '@marquee/core';
import { MediaRow } from '@/components/media-row';
import { useLibraryTitles } from '@/lib/library';
import { libraryEpisodesText } from '@/lib/library-text';

/** The most cards the row shows; the Library screen has the rest. */
const ROW_CARDS = 20;

/** 'From your library' (docs/behaviour.md#home): the newest titles of the server's library, when it holds any. */
export function LibraryRow() {
  const titles = useLibraryTitles();
  const { t, i18n } = useLingui();
  if (titles.length === 0) return null;
  return (
    <MediaRow
      title={t`From your library`}
      items={titles.slice(0, ROW_CARDS).map((title) => libraryCardInput(title, libraryEpisodesText(i18n)))}
    />
  );
}

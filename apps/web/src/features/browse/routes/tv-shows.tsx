import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { TV_GENRE_CHIPS, type TvSort } from '@marquee/core';
import { CatalogueScreen, type CatalogueScreenProps } from '../components/catalogue-screen';

const SORTS: CatalogueScreenProps<TvSort>['sorts'] = [
  { value: 'default', label: msg`Default` },
  { value: 'name', label: msg`Name (A–Z)` },
  { value: 'first_air_date', label: msg`First air date (newest)` },
  { value: 'rating', label: msg`Rating (highest)` },
];

/** The names of core's TV genre chips (TV_GENRE_CHIPS), by genre id. */
const GENRE_NAMES: Record<(typeof TV_GENRE_CHIPS)[number]['id'], MessageDescriptor> = {
  10759: msg`Action & Adventure`,
  35: msg`Comedy`,
  18: msg`Drama`,
  10765: msg`Sci-Fi & Fantasy`,
  80: msg`Crime`,
  9648: msg`Mystery`,
  10762: msg`Kids`,
};

/** /tv: popular and top-rated TV shows. */
export default function TvShowsRoute() {
  const { t, i18n } = useLingui();
  return (
    <CatalogueScreen
      title={t`TV Shows`}
      lists={{ popular: 'popularTv', top_rated: 'topRatedTv' }}
      sorts={SORTS}
      genres={TV_GENRE_CHIPS.map(({ id }) => ({ id, name: i18n._(GENRE_NAMES[id]) }))}
      errorText={t`Error loading TV shows. Please try again.`}
    />
  );
}

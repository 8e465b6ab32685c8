import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MOVIE_GENRE_CHIPS, type MovieSort } from '@marquee/core';
import { CatalogueScreen, type CatalogueScreenProps } from '../components/catalogue-screen';

const SORTS: CatalogueScreenProps<MovieSort>['sorts'] = [
  { value: 'default', label: msg`Default` },
  { value: 'title', label: msg`Title (A–Z)` },
  { value: 'release_date', label: msg`Release date (newest)` },
  { value: 'rating', label: msg`Rating (highest)` },
];

/** The names of core's movie genre chips (MOVIE_GENRE_CHIPS), by genre id. */
const GENRE_NAMES: Record<(typeof MOVIE_GENRE_CHIPS)[number]['id'], MessageDescriptor> = {
  28: msg`Action`,
  12: msg`Adventure`,
  35: msg`Comedy`,
  18: msg`Drama`,
  27: msg`Horror`,
  10749: msg`Romance`,
  878: msg`Sci-Fi`,
};

/** /movie: popular and top-rated movies. */
export default function MoviesRoute() {
  const { t, i18n } = useLingui();
  return (
    <CatalogueScreen
      title={t`Movies`}
      lists={{ popular: 'popularMovies', top_rated: 'topRatedMovies' }}
      sorts={SORTS}
      genres={MOVIE_GENRE_CHIPS.map(({ id }) => ({ id, name: i18n._(GENRE_NAMES[id]) }))}
      errorText={t`Error loading movies. Please try again.`}
    />
  );
}

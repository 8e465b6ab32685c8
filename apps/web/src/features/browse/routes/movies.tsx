import { MOVIE_GENRE_CHIPS, type MovieSort } from '@marquee/core';
import { CatalogueScreen, type CatalogueScreenProps } from '../components/catalogue-screen';

const SORTS: CatalogueScreenProps<MovieSort>['sorts'] = [
  { value: 'default', label: 'Default' },
  { value: 'title', label: 'Title (A–Z)' },
  { value: 'release_date', label: 'Release date (newest)' },
  { value: 'rating', label: 'Rating (highest)' },
];

/** /movie: popular and top-rated movies. */
export default function MoviesRoute() {
  return (
    <CatalogueScreen
      title="Movies"
      lists={{ popular: 'popularMovies', top_rated: 'topRatedMovies' }}
      sorts={SORTS}
      genres={MOVIE_GENRE_CHIPS}
      errorText="Error loading movies. Please try again."
    />
  );
}

import { TV_GENRE_CHIPS, type TvSort } from '@marquee/core';
import { CatalogueScreen, type CatalogueScreenProps } from '../components/catalogue-screen';

const SORTS: CatalogueScreenProps<TvSort>['sorts'] = [
  { value: 'default', label: 'Default' },
  { value: 'name', label: 'Name (A–Z)' },
  { value: 'first_air_date', label: 'First air date (newest)' },
  { value: 'rating', label: 'Rating (highest)' },
];

/** /tv: popular and top-rated TV shows. */
export default function TvShowsRoute() {
  return (
    <CatalogueScreen
      title="TV Shows"
      lists={{ popular: 'popularTv', top_rated: 'topRatedTv' }}
      sorts={SORTS}
      genres={TV_GENRE_CHIPS}
      errorText="Error loading TV shows. Please try again."
    />
  );
}

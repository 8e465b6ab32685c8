// What other modules may use of the ratings module: the account import keeps the profile's cap of ratings.
export { ratingsFull, ratingsRoom } from './rating-queries.ts';

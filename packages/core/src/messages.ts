/**
 * User-facing texts of docs/behaviour.md that both the server and the web app speak. Quoted exactly. Those the server
 * sends are marked for its catalogues; the app translates them from its own.
 */
export const MSG = {
  displayNameEmpty: /*i18n*/ 'Display name cannot be empty',
  displayNameTooLong: /*i18n*/ 'Display name cannot exceed 30 characters',
  displayNameChars: /*i18n*/ 'Display name can only contain letters, numbers, spaces, underscores, and hyphens',
  photoUrlInvalid: /*i18n*/ 'Please provide a valid image URL (jpg, jpeg, png, or gif)',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidReviewMediaType: 'Invalid media type. Must be "movie" or "tv".',
  notOnThisProfile: /*i18n*/ "This title isn't available on this profile",
} as const;

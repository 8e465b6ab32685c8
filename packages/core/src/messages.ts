/** User-facing texts of docs/behaviour.md that both the server and the web app speak. Quoted exactly. */
export const MSG = {
  displayNameEmpty: 'Display name cannot be empty',
  displayNameTooLong: 'Display name cannot exceed 30 characters',
  displayNameChars: 'Display name can only contain letters, numbers, spaces, underscores, and hyphens',
  photoUrlInvalid: 'Please provide a valid image URL (jpg, jpeg, png, or gif)',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidReviewMediaType: 'Invalid media type. Must be "movie" or "tv".',
  notOnThisProfile: "This title isn't available on this profile",
} as const;

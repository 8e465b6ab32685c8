/** The Manage Profiles section of the profile page, reached from Who's watching and the header's profile menu. */
export const MANAGE_PROFILES_ID = 'manage-profiles';
export const MANAGE_PROFILES_PATH = `/profile#${MANAGE_PROFILES_ID}`;

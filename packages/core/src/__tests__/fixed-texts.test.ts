import { describe, expect, it } from 'vitest';
import { EXPORT_VERSION, UNSUPPORTED_EXPORT_VERSION } from '../account-data.ts';
import { REGISTRATION_MODE_REFUSAL, SITE_NAME_MAX, SITE_NAME_TOO_LONG } from '../admin.ts';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, REGISTRATION_MODES } from '../constants.ts';
import { AVATAR_REFUSAL, MAX_RATING_REFUSAL, PROFILE_AVATARS, PROFILE_NAME_MAX, PROFILE_NAME_TOO_LONG } from '../profiles.ts';
import { CONTENT_RATINGS } from '../rules/content-rating.ts';

/**
 * A schema's own message is a fixed text of the server's catalogues (it takes no values), so a limit or a list it
 * names is written out in it: these keep each text saying what the rule it belongs to allows.
 */
describe('schema texts that name a limit or a list', () => {
  it.each([
    ['a password’s least length', PASSWORD_TOO_SHORT, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`],
    ['the site name’s longest', SITE_NAME_TOO_LONG, `The site's name can be at most ${SITE_NAME_MAX} characters`],
    ['the registration modes', REGISTRATION_MODE_REFUSAL, `registration must be one of ${REGISTRATION_MODES.join(', ')}`],
    ['a profile name’s longest', PROFILE_NAME_TOO_LONG, `A profile name is at most ${PROFILE_NAME_MAX} characters`],
    ['the content ratings', MAX_RATING_REFUSAL, `maxRating must be one of ${CONTENT_RATINGS.join(', ')}`],
    ['the avatars', AVATAR_REFUSAL, `avatar must be one of ${PROFILE_AVATARS.join(', ')}`],
    ['the export version', UNSUPPORTED_EXPORT_VERSION, `Unsupported export version (expected ${EXPORT_VERSION})`],
  ])('%s', (_, text, expected) => {
    expect(text).toBe(expected);
  });
});

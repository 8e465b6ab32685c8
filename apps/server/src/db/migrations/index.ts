import type { Migration } from 'kysely';
import { accountsMigration } from './001-accounts.ts';
import { listsVersionMigration } from './002-lists-version.ts';
import { historyTitleOrderMigration } from './003-history-title-order.ts';
import { titleSourcesMigration } from './004-title-sources.ts';
import { profilesMigration } from './005-profiles.ts';
import { libraryMigration } from './006-library.ts';
import { subtitleLanguageMigration } from './007-subtitle-language.ts';
import { librarySubtitlesMigration } from './008-library-subtitles.ts';
import { pageviewsByTimeMigration } from './009-pageviews-by-time.ts';
import { mediaInfoMigration } from './010-media-info.ts';
import { audioLanguageMigration } from './011-audio-language.ts';
import { subtitleStyleMigration } from './012-subtitle-style.ts';
import { libraryIntrosMigration } from './013-library-intros.ts';
import { libraryFileNamesMigration } from './014-library-file-names.ts';
import { rolesAndInvitationsMigration } from './015-roles-and-invitations.ts';
import { passkeysMigration } from './016-passkeys.ts';
import { signInIdentitiesMigration } from './017-sign-in-identities.ts';
import { watchedMarksMigration } from './018-watched-marks.ts';
import { continueWatchingHiddenMigration } from './019-continue-watching-hidden.ts';
import { ratingsMigration } from './020-ratings.ts';
import { calendarMigration } from './021-calendar.ts';
import { ratingStyleMigration } from './022-rating-style.ts';
import { titleImportsMigration } from './023-title-imports.ts';
import { serviceLinksMigration } from './024-service-links.ts';
import { servicePullsMigration } from './025-service-pulls.ts';
import { appLanguageMigration } from './026-app-language.ts';

/** Every migration, keyed by a name that sorts in the order they apply. */
export const migrations: Record<string, Migration> = {
  '001-accounts': accountsMigration,
  '002-lists-version': listsVersionMigration,
  '003-history-title-order': historyTitleOrderMigration,
  '004-title-sources': titleSourcesMigration,
  '005-profiles': profilesMigration,
  '006-library': libraryMigration,
  '007-subtitle-language': subtitleLanguageMigration,
  '008-library-subtitles': librarySubtitlesMigration,
  '009-pageviews-by-time': pageviewsByTimeMigration,
  '010-media-info': mediaInfoMigration,
  '011-audio-language': audioLanguageMigration,
  '012-subtitle-style': subtitleStyleMigration,
  '013-library-intros': libraryIntrosMigration,
  '014-library-file-names': libraryFileNamesMigration,
  '015-roles-and-invitations': rolesAndInvitationsMigration,
  '016-passkeys': passkeysMigration,
  '017-sign-in-identities': signInIdentitiesMigration,
  '018-watched-marks': watchedMarksMigration,
  '019-continue-watching-hidden': continueWatchingHiddenMigration,
  '020-ratings': ratingsMigration,
  '021-calendar': calendarMigration,
  '022-rating-style': ratingStyleMigration,
  '023-title-imports': titleImportsMigration,
  '024-service-links': serviceLinksMigration,
  '025-service-pulls': servicePullsMigration,
  '026-app-language': appLanguageMigration,
};

import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DISPLAY_NAME_MAX, MSG, validateDisplayName, validatePhotoUrl, type User } from '@marquee/core';
import { useId } from 'react';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileFieldForm } from './profile-field-form';

type RuleMessage = (typeof MSG)['displayNameEmpty' | 'displayNameTooLong' | 'displayNameChars' | 'photoUrlInvalid'];

const maxLength = DISPLAY_NAME_MAX;

/** The fields' rules' messages (packages/core's English), translated where they are shown. */
const RULE_MESSAGES: Record<RuleMessage, MessageDescriptor> = {
  [MSG.displayNameEmpty]: msg`Display name cannot be empty`,
  [MSG.displayNameTooLong]: msg`Display name cannot exceed ${plural(maxLength, { one: '# character', other: '# characters' })}`,
  [MSG.displayNameChars]: msg`Display name can only contain letters, numbers, spaces, underscores, and hyphens`,
  [MSG.photoUrlInvalid]: msg`Please provide a valid image URL (jpg, jpeg, png, or gif)`,
};

/** A rule of packages/core as the page's language says its message; one this table does not know stays as it is. */
function translatedRule(rule: (value: string) => string | null, i18n: I18n) {
  return (value: string) => {
    const message = rule(value);
    if (message === null) return null;
    const descriptor = (RULE_MESSAGES as Partial<Record<string, MessageDescriptor>>)[message];
    return descriptor ? i18n._(descriptor) : message;
  };
}

/** Update Display Name and Update Profile Picture (docs/behaviour.md#profile) with the rules and texts of docs/behaviour.md#profile-fields. */
export function EditProfile({ user }: { user: User }) {
  const update = useUpdateProfile();
  const headingId = useId();
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-surface p-6">
      <h2 id={headingId} className="mb-4 text-lg font-semibold">
        {t`Edit profile`}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <ProfileFieldForm
          label={t`Display name`}
          saved={user.displayName ?? ''}
          validate={translatedRule(validateDisplayName, i18n)}
          save={(displayName) => update.mutateAsync({ displayName })}
          submitLabel={t`Update Display Name`}
          texts={{
            invalid: t`Invalid display name`,
            saved: t`Display name updated`,
            failed: t`Failed to update display name`,
          }}
        />
        <ProfileFieldForm
          label={t`Photo URL`}
          type="url"
          placeholder="https://example.com/me.jpg"
          saved={user.photoURL ?? ''}
          validate={translatedRule(validatePhotoUrl, i18n)}
          save={(photoURL) => update.mutateAsync({ photoURL })}
          submitLabel={t`Update Profile Picture`}
          texts={{
            invalid: t`Invalid photo URL`,
            saved: t`Profile picture updated`,
            failed: t`Failed to update profile picture`,
          }}
        />
      </div>
    </section>
  );
}

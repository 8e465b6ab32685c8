import { validateDisplayName, validatePhotoUrl, type User } from '@marquee/core';
import { useId } from 'react';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileFieldForm } from './profile-field-form';

/** Update Display Name and Update Profile Picture (docs/behaviour.md#profile) with the rules and texts of docs/behaviour.md#profile-fields. */
export function EditProfile({ user }: { user: User }) {
  const update = useUpdateProfile();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-surface p-6">
      <h2 id={headingId} className="mb-4 text-lg font-semibold">
        Edit profile
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <ProfileFieldForm
          label="Display name"
          saved={user.displayName ?? ''}
          validate={validateDisplayName}
          save={(displayName) => update.mutateAsync({ displayName })}
          submitLabel="Update Display Name"
          texts={{ invalid: 'Invalid display name', saved: 'Display name updated', failed: 'Failed to update display name' }}
        />
        <ProfileFieldForm
          label="Photo URL"
          type="url"
          placeholder="https://example.com/me.jpg"
          saved={user.photoURL ?? ''}
          validate={validatePhotoUrl}
          save={(photoURL) => update.mutateAsync({ photoURL })}
          submitLabel="Update Profile Picture"
          texts={{ invalid: 'Invalid photo URL', saved: 'Profile picture updated', failed: 'Failed to update profile picture' }}
        />
      </div>
    </section>
  );
}

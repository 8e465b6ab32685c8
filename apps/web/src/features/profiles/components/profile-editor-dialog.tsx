import { useLingui } from '@lingui/react/macro';
import type { Profile } from '@marquee/core';
import { Button } from '@/components/button';
import { DialogClose, DialogContent } from '@/components/dialog';
import { AccentSwatches } from '@/components/accent-swatches';
import { ProfileAvatar } from '@/components/profile-avatar';
import { TextField } from '@/components/text-field';
import { useProfileEditor } from '../hooks/use-profile-editor';
import { changeUnlocks } from '../profile-form';
import { AvatarChoice, KidsSwitch, MaxRatingSelect } from './profile-look-fields';
import { PinChoice, UnlockProof } from './profile-lock-fields';

interface ProfileEditorProps {
  /** The profile to edit; a new one when absent. */
  profile?: Profile;
  /** Called once the server has saved it, with what it saved. */
  onDone(saved: Profile): void;
  /** Where the focus goes as the dialog closes (it has no trigger of its own). */
  onCloseAutoFocus?(event: Event): void;
}

/**
 * The add and edit form of Manage Profiles, inside its dialog: name, picture, accent, Kids, maximum rating and PIN.
 * Problems show under their field as it is sent; the server's refusal shows above the buttons, in its words.
 */
export function ProfileEditorDialogContent({ profile, onDone, onCloseAutoFocus }: ProfileEditorProps) {
  const { values, problems, refusal, saving, edit, submit } = useProfileEditor(profile, onDone);
  const { t } = useLingui();
  const name = profile?.name;

  return (
    <DialogContent
      title={profile ? t`Edit ${name}` : t`Add a profile`}
      description={t`Each profile has its own watchlist, favorites, history and preferences.`}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form noValidate onSubmit={submit} className="space-y-6">
        <div className="flex items-center gap-4">
          <ProfileAvatar avatar={values.avatar} color={values.accentColor} className="size-16 rounded-xl" />
          <TextField
            label={t`Name`}
            className="min-w-0 flex-1"
            autoComplete="off"
            value={values.name}
            error={problems.name}
            onChange={(event) => edit({ name: event.target.value })}
          />
        </div>
        <AvatarChoice value={values.avatar} color={values.accentColor} onChange={(avatar) => edit({ avatar })} />
        <AccentSwatches value={values.accentColor} onChange={(accentColor) => edit({ accentColor })} />
        <KidsSwitch checked={values.kids} onChange={(kids) => edit({ kids })} />
        <MaxRatingSelect value={values.maxRating} onChange={(maxRating) => edit({ maxRating })} />
        <PinChoice
          hasPin={profile?.hasPin ?? false}
          action={values.pinAction}
          pin={values.pin}
          problem={problems.pin}
          onChange={edit}
        />
        {changeUnlocks(profile, values) && profile && (
          <UnlockProof hasPin={profile.hasPin} values={values} problem={problems.proof} onChange={edit} />
        )}
        {refusal && (
          <p role="alert" className="text-sm text-danger-fg">
            {refusal}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t`Cancel`}</Button>
          </DialogClose>
          <Button type="submit" busy={saving} busyText={t`Saving...`}>
            {profile ? t`Save profile` : t`Add profile`}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}

import { CONTENT_RATINGS, KIDS_MAX_RATING, PROFILE_AVATARS, type Profile } from '@marquee/core';
import { RadioGroup, Switch } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/button';
import { DialogClose, DialogContent } from '@/components/dialog';
import { AccentSwatches } from '@/components/accent-swatches';
import { AVATAR_ICONS, AVATAR_NAMES, ProfileAvatar } from '@/components/profile-avatar';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCreateProfile } from '../api/create-profile';
import { useUpdateProfile } from '../api/update-profile';
import {
  changeUnlocks,
  createProfileBody,
  newProfileValues,
  profileChangeBody,
  profileValues,
  validateProfileForm,
  type PinAction,
  type ProfileFormProblems,
  type ProfileFormValues,
} from '../profile-form';

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
  const [values, setValues] = useState<ProfileFormValues>(() => (profile ? profileValues(profile) : newProfileValues()));
  const [problems, setProblems] = useState<ProfileFormProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useCreateProfile();
  const update = useUpdateProfile();
  const saving = create.isPending || update.isPending;

  function edit(change: Partial<ProfileFormValues>) {
    setValues((previous) => ({ ...previous, ...change }));
    setProblems((previous) => ({
      ...previous,
      ...('name' in change && { name: undefined }),
      ...(('pin' in change || 'pinAction' in change) && { pin: undefined }),
      ...(('proof' in change || 'proofWith' in change) && { proof: undefined }),
    }));
    setRefusal(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateProfileForm(values, profile);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const onError = (error: Error) => setRefusal(errorMessage(error, 'The profile could not be saved. Please try again.'));
    if (profile) {
      update.mutate(
        { id: profile.id, body: profileChangeBody(values, profile) },
        {
          onSuccess: (saved) => {
            toast.success('Profile saved', { description: `${saved.name} is up to date.` });
            onDone(saved);
          },
          onError,
        },
      );
    } else {
      create.mutate(createProfileBody(values), {
        onSuccess: (created) => {
          toast.success('Profile added', { description: `${created.name} can now be chosen in Who's watching.` });
          onDone(created);
        },
        onError,
      });
    }
  }

  return (
    <DialogContent
      title={profile ? `Edit ${profile.name}` : 'Add a profile'}
      description="Each profile has its own watchlist, favorites, history and preferences."
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form noValidate onSubmit={submit} className="space-y-6">
        <div className="flex items-center gap-4">
          <ProfileAvatar avatar={values.avatar} color={values.accentColor} className="size-16 rounded-xl" />
          <TextField
            label="Name"
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
        <SelectField
          label="Maximum rating"
          value={values.maxRating}
          onChange={(event) => edit({ maxRating: event.target.value as ProfileFormValues['maxRating'] })}
        >
          <option value="">No limit</option>
          {CONTENT_RATINGS.map((rating) => (
            <option key={rating} value={rating}>
              {rating}
            </option>
          ))}
        </SelectField>
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
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" busy={saving} busyText="Saving...">
            {profile ? 'Save profile' : 'Add profile'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}

function AvatarChoice({ value, color, onChange }: { value: string; color: string; onChange(avatar: Profile['avatar']): void }) {
  const labelId = useId();
  return (
    <div className="space-y-2">
      <p id={labelId} className="text-sm font-semibold">
        Picture
      </p>
      <RadioGroup.Root
        value={value}
        onValueChange={(avatar) => onChange(avatar as Profile['avatar'])}
        aria-labelledby={labelId}
        orientation="horizontal"
        className="flex flex-wrap gap-2"
      >
        {PROFILE_AVATARS.map((avatar) => {
          const Icon = AVATAR_ICONS[avatar];
          return (
            <RadioGroup.Item
              key={avatar}
              value={avatar}
              aria-label={AVATAR_NAMES[avatar]}
              title={AVATAR_NAMES[avatar]}
              style={{ backgroundColor: color }}
              className={cn(
                'flex size-11 items-center justify-center rounded-lg text-bg opacity-60 ring-offset-2 ring-offset-surface transition duration-150',
                'hover:opacity-100 data-[state=checked]:opacity-100 data-[state=checked]:ring-2 data-[state=checked]:ring-fg',
              )}
            >
              <Icon className="size-5" strokeWidth={2.25} aria-hidden="true" />
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}

function KidsSwitch({ checked, onChange }: { checked: boolean; onChange(kids: boolean): void }) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-1">
        <p id={labelId} className="text-sm font-semibold">
          Kids profile
        </p>
        <p id={descriptionId} className="text-sm text-muted">
          Titles rated {KIDS_MAX_RATING} or lower, a simpler header, and no account settings. A lower maximum rating below still
          applies.
        </p>
      </div>
      <Switch.Root
        checked={checked}
        onCheckedChange={onChange}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        className="relative h-7 w-12 shrink-0 rounded-full border border-line bg-surface-2 transition-colors duration-150 data-[state=checked]:bg-accent"
      >
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-fg transition-transform duration-150 data-[state=checked]:translate-x-6" />
      </Switch.Root>
    </div>
  );
}

interface UnlockProofProps {
  hasPin: boolean;
  values: ProfileFormValues;
  problem?: string;
  onChange(change: Partial<ProfileFormValues>): void;
}

/**
 * What opens the profile's lock, asked when a change would unlock it (docs/behaviour.md#profiles): its current PIN,
 * or the account password (the only way for a profile without a PIN).
 */
function UnlockProof({ hasPin, values, problem, onChange }: UnlockProofProps) {
  const withPin = hasPin && values.proofWith === 'pin';
  return (
    <fieldset className="space-y-3 rounded-lg border border-line bg-surface-2 p-4">
      <legend className="sr-only">Unlock the profile</legend>
      <p className="text-sm text-muted">
        {hasPin
          ? 'This change unlocks the profile, so it needs its current PIN or the account password.'
          : 'This change unlocks the profile, so it needs the account password.'}
      </p>
      {withPin ? (
        <TextField
          key="pin"
          label="Current PIN"
          className="max-w-40"
          type="password"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={4}
          value={values.proof}
          error={problem}
          onChange={(event) => onChange({ proof: event.target.value.replace(/\D/g, '').slice(0, 4) })}
        />
      ) : (
        <TextField
          key="password"
          label="Account password"
          type="password"
          autoComplete="current-password"
          value={values.proof}
          error={problem}
          onChange={(event) => onChange({ proof: event.target.value })}
        />
      )}
      {hasPin && (
        <Button variant="ghost" className="px-0" onClick={() => onChange({ proofWith: withPin ? 'password' : 'pin', proof: '' })}>
          {withPin ? 'Use the account password instead' : 'Use the PIN instead'}
        </Button>
      )}
    </fieldset>
  );
}

interface PinChoiceProps {
  hasPin: boolean;
  action: PinAction;
  pin: string;
  problem?: string;
  onChange(change: Partial<ProfileFormValues>): void;
}

/** Keep, set or remove the PIN; the new PIN's field shows only while setting one. */
function PinChoice({ hasPin, action, pin, problem, onChange }: PinChoiceProps) {
  const name = useId();
  const choices: Array<[PinAction, string]> = hasPin
    ? [
        ['keep', 'Keep the PIN'],
        ['set', 'Change the PIN'],
        ['remove', 'Remove the PIN'],
      ]
    : [
        ['keep', 'No PIN'],
        ['set', 'Lock with a PIN'],
      ];
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold">PIN</legend>
      <p className="text-sm text-muted">A 4-digit PIN is asked before switching to this profile.</p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {choices.map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-base md:min-h-10">
            <input
              type="radio"
              name={name}
              value={value}
              checked={action === value}
              onChange={() => onChange({ pinAction: value, pin: '' })}
              className="size-4 accent-(--accent)"
            />
            {label}
          </label>
        ))}
      </div>
      {action === 'set' && (
        <TextField
          label={hasPin ? 'New PIN' : 'PIN'}
          className="max-w-40"
          type="password"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="new-password"
          maxLength={4}
          value={pin}
          error={problem}
          onChange={(event) => onChange({ pin: event.target.value.replace(/\D/g, '').slice(0, 4) })}
        />
      )}
    </fieldset>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { Profile } from '@marquee/core';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { useCreateProfile } from '../api/create-profile';
import { useUpdateProfile } from '../api/update-profile';
import {
  createProfileBody,
  newProfileValues,
  profileChangeBody,
  profileValues,
  validateProfileForm,
  type ProfileFormProblems,
  type ProfileFormValues,
} from '../profile-form';

/**
 * The profile editor's form state: its values, the problems found as it is sent (each cleared as its field is
 * edited), and the server's refusal. `submit` adds the profile, or saves the change to `profile`, and calls `onDone`
 * with what the server saved.
 */
export function useProfileEditor(profile: Profile | undefined, onDone: (saved: Profile) => void) {
  const [values, setValues] = useState<ProfileFormValues>(() => (profile ? profileValues(profile) : newProfileValues()));
  const [problems, setProblems] = useState<ProfileFormProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useCreateProfile();
  const update = useUpdateProfile();
  const { t, i18n } = useLingui();

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
    const found = validateProfileForm(values, profile, i18n);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const onError = (error: Error) => setRefusal(errorMessage(error, t`The profile could not be saved. Please try again.`));
    if (profile) {
      update.mutate(
        { id: profile.id, body: profileChangeBody(values, profile) },
        {
          onSuccess: (saved) => {
            const name = saved.name;
            toast.success(t`Profile saved`, { description: t`${name} is up to date.` });
            onDone(saved);
          },
          onError,
        },
      );
    } else {
      create.mutate(createProfileBody(values), {
        onSuccess: (created) => {
          const name = created.name;
          toast.success(t`Profile added`, { description: t`${name} can now be chosen in Who's watching.` });
          onDone(created);
        },
        onError,
      });
    }
  }

  return { values, problems, refusal, saving: create.isPending || update.isPending, edit, submit };
}

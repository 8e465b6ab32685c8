import { useLingui } from '@lingui/react/macro';
import { loosensLimit, type Profile } from '@marquee/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import type { ProfileProof } from '@/lib/auth-api';

/** What a switch is waiting for: the chosen profile's PIN, or the account password to leave a limited profile. */
export type SwitchQuestion = { kind: 'pin' | 'password'; profile: Profile };

/**
 * Choosing a profile, from Who's watching or the header's menu (docs/behaviour.md#profiles): a profile with a PIN
 * asks for it first (the PinDialog), except the profile already in use, which the server never asks anything for;
 * leaving a limited profile for a PIN-less one that may see more asks for the account password (the
 * AccountPasswordDialog). `onSwitched` follows a switch that worked.
 */
export function useProfileSwitch(onSwitched: (profile: Profile) => void) {
  const { profile: current, selectProfile } = useAuth();
  const [question, setQuestion] = useState<SwitchQuestion | null>(null);
  const { t } = useLingui();
  const select = useMutation({
    mutationFn: ({ profile, proof }: { profile: Profile; proof?: ProfileProof }) => selectProfile(profile.id, proof),
  });

  /** What the server will ask before switching to `profile`, if anything. */
  function questionFor(profile: Profile): SwitchQuestion['kind'] | null {
    if (profile.id === current?.id) return null;
    if (profile.hasPin) return 'pin';
    return current && loosensLimit(current, profile) ? 'password' : null;
  }

  function choose(profile: Profile) {
    const kind = questionFor(profile);
    if (kind) {
      setQuestion({ kind, profile });
      return;
    }
    select.mutate(
      { profile },
      {
        onSuccess: onSwitched,
        onError: (error) => toast.error(t`Could not switch profile`, { description: errorMessage(error, t`Please try again.`) }),
      },
    );
  }

  async function answer(proof: ProfileProof) {
    if (!question) return;
    const chosen = await select.mutateAsync({ profile: question.profile, proof });
    setQuestion(null);
    onSwitched(chosen);
  }

  return {
    choose,
    /** Whether choosing `profile` opens a dialog rather than switching at once. */
    asks: (profile: Profile) => questionFor(profile) !== null,
    /** The profile whose PIN is asked for, for the PinDialog. */
    asking: question?.kind === 'pin' ? question.profile : null,
    /** The profile the account password is asked for, for the AccountPasswordDialog. */
    askingPassword: question?.kind === 'password' ? question.profile : null,
    cancel: () => setQuestion(null),
    submitPin: (pin: string) => answer({ pin }),
    submitPassword: (password: string) => answer({ password }),
    /** The profile being switched to without a question, for its busy state. */
    switchingId: select.isPending && !question ? select.variables.profile.id : null,
  };
}

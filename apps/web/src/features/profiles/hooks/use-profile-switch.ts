import type { Profile } from '@marquee/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

/**
 * Choosing a profile, from Who's watching or the header's menu: a profile with a PIN asks for it first (the
 * PinDialog takes `asking`, `cancelPin` and `submitPin`), except the profile already in use, which the server
 * never asks a PIN for. `onSwitched` follows a switch that worked.
 */
export function useProfileSwitch(onSwitched: (profile: Profile) => void) {
  const { profile: current, selectProfile } = useAuth();
  const [asking, setAsking] = useState<Profile | null>(null);
  const select = useMutation({
    mutationFn: ({ profile, pin }: { profile: Profile; pin?: string }) => selectProfile(profile.id, pin),
  });

  function choose(profile: Profile) {
    if (profile.hasPin && profile.id !== current?.id) {
      setAsking(profile);
      return;
    }
    select.mutate(
      { profile },
      {
        onSuccess: onSwitched,
        onError: (error) => toast.error('Could not switch profile', { description: errorMessage(error, 'Please try again.') }),
      },
    );
  }

  async function submitPin(pin: string) {
    if (!asking) return;
    const chosen = await select.mutateAsync({ profile: asking, pin });
    setAsking(null);
    onSwitched(chosen);
  }

  return {
    choose,
    asking,
    cancelPin: () => setAsking(null),
    submitPin,
    /** The profile being switched to without a PIN, for its busy state. */
    switchingId: select.isPending && !asking ? select.variables.profile.id : null,
  };
}

import { useLingui } from '@lingui/react/macro';
import type { TwoStepChallenge } from '@marquee/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@/lib/router';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import type { SignedIn } from '@/lib/auth';
import { WHO_IS_WATCHING_PATH } from '@/lib/profiles';

interface CredentialsToasts {
  /** 'Welcome back!', 'Account created', in the page's language. */
  success: string;
  /** The description when the server gives no message: 'Login failed', 'Registration failed'. */
  fallback: string;
}

/** What sending the form led to: signed in, or (sign-in only) a code still to give for the ticket. */
type Sent = SignedIn | TwoStepChallenge;

/**
 * Sending the login or signup form (docs/behaviour.md#sign-up-and-sign-in): success toasts and goes home, or to Who's
 * watching? when the account's profile is still to be chosen; a refusal shows the 'Authentication Error' toast with the
 * server's message. A two-step account's right password hands its ticket to `onTwoStep`, for the code.
 */
export function useCredentialsSubmit<Body>(
  send: (body: Body) => Promise<Sent>,
  toasts: CredentialsToasts,
  onTwoStep?: (challenge: TwoStepChallenge) => void,
) {
  const navigate = useNavigate();
  const { t } = useLingui();
  return useMutation({
    mutationFn: send,
    onSuccess: (sent) => {
      if ('twoStep' in sent) return onTwoStep?.(sent);
      toast.success(toasts.success);
      void navigate(sent.chooseProfile ? WHO_IS_WATCHING_PATH : '/');
    },
    onError: (error) => toast.error(t`Authentication Error`, { description: errorMessage(error, toasts.fallback) }),
  });
}

import { useLingui } from '@lingui/react/macro';
import type { TwoStepChallenge } from '@marquee/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { useAuth } from '@/lib/auth';
import { useAppConfig } from '@/lib/app-config';
import { Link } from '@/lib/router';
import { useCredentialsSubmit } from '@/lib/use-credentials-submit';
import { EmailField } from '@/components/email-field';
import { PasskeySignIn } from './passkey-sign-in';
import { TwoStepCodeForm } from './two-step-code-form';

/**
 * docs/behaviour.md#sign-up-and-sign-in: email and password, 'Sign in' ('Signing in...'); success toasts and goes home.
 * An account with two-step sign-in then asks for its code in the form's place.
 */
export function LoginForm() {
  const { signIn } = useAuth();
  const { resetByEmail } = useAppConfig().signIn;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<TwoStepChallenge | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const cameBack = useRef(false);
  const { t } = useLingui();

  const login = useCredentialsSubmit(signIn, { success: t`Welcome back!`, fallback: t`Login failed` }, setChallenge);

  // Back from the code step, whose button went with it: the focus goes to the first field, for the other account.
  useEffect(() => {
    if (challenge || !cameBack.current) return;
    cameBack.current = false;
    form.current?.querySelector('input')?.focus();
  }, [challenge]);

  if (challenge) {
    const back = () => {
      cameBack.current = true;
      setChallenge(null);
      setEmail('');
      setPassword('');
    };
    return <TwoStepCodeForm challenge={challenge} password={password} onBack={back} />;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email: email.trim(), password });
  };

  return (
    <form ref={form} onSubmit={submit} className="space-y-4">
      <EmailField value={email} onChange={setEmail} />
      <TextField
        label={t`Password`}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {resetByEmail && (
        <p className="-mt-2 text-end text-sm">
          <Link to="/forgot-password" className="text-muted underline-offset-4 hover:text-fg hover:underline">
            {t`Forgot password?`}
          </Link>
        </p>
      )}
      <Button type="submit" className="w-full" busy={login.isPending} busyText={t`Signing in...`}>
        {t`Sign in`}
      </Button>
      <PasskeySignIn onTwoStep={setChallenge} />
    </form>
  );
}

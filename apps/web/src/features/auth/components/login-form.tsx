import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { useAuth } from '@/lib/auth';
import { useCredentialsSubmit } from '../hooks/use-credentials-submit';
import { EmailField } from './email-field';

/** docs/behaviour.md#sign-up-and-sign-in: email and password, 'Sign in' ('Signing in...'); success toasts and goes home. */
export function LoginForm() {
  const { signIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const login = useCredentialsSubmit(signIn, { success: 'Welcome back!', fallback: 'Login failed' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email: email.trim(), password });
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <EmailField value={email} onChange={setEmail} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" className="w-full" busy={login.isPending} busyText="Signing in...">
        Sign in
      </Button>
    </form>
  );
}

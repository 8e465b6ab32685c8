import { MSG, PASSWORD_MIN_LENGTH } from '@marquee/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

/**
 * SPEC.md §2 Signup: email, password, confirmation, 'Create account' ('Creating account...').
 * A mismatch is SPEC.md §5's "alert": an inline role="alert" message, announced, never window.alert.
 */
export function SignupForm() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);

  const register = useMutation({
    mutationFn: signUp,
    onSuccess: () => {
      toast.success('Account created');
      void navigate('/');
    },
    onError: (error) => toast.error('Authentication Error', { description: errorMessage(error, 'Registration failed') }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirmation) {
      setMismatch(true);
      return;
    }
    register.mutate({ email: email.trim(), password });
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setMismatch(false);
        }}
      />
      <TextField
        label="Confirm password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={confirmation}
        error={mismatch ? MSG.passwordsDoNotMatch : null}
        onChange={(event) => {
          setConfirmation(event.target.value);
          setMismatch(false);
        }}
      />
      <Button type="submit" className="w-full" busy={register.isPending} busyText="Creating account...">
        Create account
      </Button>
    </form>
  );
}

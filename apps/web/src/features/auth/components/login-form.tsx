import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

/** SPEC.md §2 Login: email and password, 'Sign in' ('Signing in...'); success toasts and goes home. */
export function LoginForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const login = useMutation({
    mutationFn: signIn,
    onSuccess: () => {
      toast.success('Welcome back!');
      void navigate('/');
    },
    onError: (error) => toast.error('Authentication Error', { description: errorMessage(error, 'Login failed') }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email: email.trim(), password });
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

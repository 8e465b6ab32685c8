import type { User } from '@marquee/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';

interface CredentialsToasts {
  /** 'Welcome back!', 'Account created'. */
  success: string;
  /** The description when the server gives no message: 'Login failed', 'Registration failed'. */
  fallback: string;
}

/**
 * Sending the login or signup form (docs/behaviour.md#sign-up-and-sign-in): success toasts and goes home; a refusal shows the
 * 'Authentication Error' toast with the server's message.
 */
export function useCredentialsSubmit<Body>(send: (body: Body) => Promise<User>, toasts: CredentialsToasts) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      toast.success(toasts.success);
      void navigate('/');
    },
    onError: (error) => toast.error('Authentication Error', { description: errorMessage(error, toasts.fallback) }),
  });
}

import type { ForgotPasswordBody, ForgotPasswordReply } from '@marquee/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/auth/forgot-password: the server mails a reset link if an account uses the address, and answers the same
 * words (202) either way; 404 when it sends no mail.
 */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      apiRequest<ForgotPasswordReply>('/auth/forgot-password', {
        method: 'POST',
        body,
        withToken: false,
        endsSessionOnAuthFailure: false,
      }),
  });
}

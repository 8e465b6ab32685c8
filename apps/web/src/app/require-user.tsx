import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '@/lib/auth';

/** A layout route for signed-in screens: their content for a user, `signedOut` for a visitor. */
export function RequireUser({ signedOut }: { signedOut: ReactNode }) {
  const { user } = useAuth();
  return user ? <Outlet /> : signedOut;
}

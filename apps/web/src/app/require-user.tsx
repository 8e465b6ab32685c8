import { useState, type ReactNode } from 'react';
import { Outlet } from '@/lib/router';
import { useAuth } from '@/lib/auth';

/**
 * A layout route for signed-in screens: their content for a user, `signedOut` for a visitor who
 * arrives. A user who signs out (or whose session is refused) right here is already on the way to
 * /login (docs/behaviour.md#staying-signed-in), so the screen just empties instead of sending them elsewhere first.
 */
export function RequireUser({ signedOut }: { signedOut: ReactNode }) {
  const { user } = useAuth();
  const [arrivedSignedIn] = useState(user !== null);
  if (user) return <Outlet />;
  return arrivedSignedIn ? null : signedOut;
}

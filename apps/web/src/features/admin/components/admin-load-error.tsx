import { ShieldAlert } from 'lucide';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { ApiError } from '@/lib/api-client';

export const ADMINS_ONLY = 'Only an admin of this server can manage it';

/** What a section shows when its list could not be read: the server's refusal to a non-admin, or a retry. */
export function AdminLoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry(): void }) {
  if (error instanceof ApiError && error.status === 403) return <EmptyState icon={ShieldAlert} title={ADMINS_ONLY} />;
  return <ErrorState title={`Failed to load ${what}`} onRetry={onRetry} />;
}

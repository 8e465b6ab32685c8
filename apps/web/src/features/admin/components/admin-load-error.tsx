import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { ApiError } from '@/lib/api-client';

/** Translated where it is drawn (docs/translating.md). */
export const ADMINS_ONLY = msg`Only an admin of this server can manage it`;

/**
 * What a section shows when its list could not be read: the server's refusal to a non-admin, or `failure` ('Failed to
 * load the accounts') with a retry.
 */
export function AdminLoadError({ error, failure, onRetry }: { error: unknown; failure: string; onRetry(): void }) {
  const { i18n } = useLingui();
  if (error instanceof ApiError && error.status === 403) return <EmptyState icon={ShieldAlert} title={i18n._(ADMINS_ONLY)} />;
  return <ErrorState title={failure} onRetry={onRetry} />;
}

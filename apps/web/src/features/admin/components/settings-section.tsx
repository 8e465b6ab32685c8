import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/skeleton';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useChangeSettings, useServerSettings } from '../api/admin-api';
import { AdminLoadError } from './admin-load-error';
import { RegistrationChoice } from './registration-choice';
import { SiteNameForm } from './site-name-form';

/**
 * The server's settings: its name (saved with its button), who may make an account and whether admins must sign in
 * with two steps (each saved as soon as it is chosen).
 */
export function SettingsSection() {
  const { t } = useLingui();
  const settings = useServerSettings();
  const change = useChangeSettings();
  if (settings.isPending) return <Skeleton className="h-60 w-full" />;
  if (settings.isError)
    return (
      <AdminLoadError error={settings.error} failure={t`Failed to load the settings`} onRetry={() => void settings.refetch()} />
    );
  const saved = {
    onSuccess: () => toast.success(t`Setting saved`),
    onError: (error: unknown) =>
      toast.error(t`The setting was not saved`, { description: errorMessage(error, t`Please try again.`) }),
  };
  const pending = change.isPending ? change.variables : {};
  return (
    <section className="flex max-w-xl flex-col gap-6">
      <SiteNameForm current={settings.data.siteName} />
      <RegistrationChoice
        name="admin-registration"
        value={pending.registration ?? settings.data.registration}
        disabled={change.isPending}
        onChange={(registration) => change.mutate({ registration }, saved)}
      />
      <div className="flex items-start gap-3">
        <input
          id="two-step-for-admins"
          type="checkbox"
          aria-describedby="two-step-for-admins-hint"
          checked={pending.twoStepForAdmins ?? settings.data.twoStepForAdmins}
          disabled={change.isPending}
          onChange={(event) => change.mutate({ twoStepForAdmins: event.target.checked }, saved)}
          className="mt-1 size-5 shrink-0 cursor-pointer accent-accent"
        />
        <div>
          <label htmlFor="two-step-for-admins" className="cursor-pointer font-semibold">
            {t`Admins sign in with two steps`}
          </label>
          <p id="two-step-for-admins-hint" className="text-sm text-muted">
            {t`An admin manages this server only once two-step sign-in is on in their profile's Security section.`}
          </p>
        </div>
      </div>
    </section>
  );
}

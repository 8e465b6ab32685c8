import { useLingui } from '@lingui/react/macro';
import { SITE_NAME_MAX } from '@marquee/core';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useChangeSettings } from '../api/admin-api';

const HINT_ID = 'site-name-hint';

/** The site's name, as the header, the tab's title and the installed app show it; saved with its button. */
export function SiteNameForm({ current }: { current: string }) {
  const { t } = useLingui();
  const [name, setName] = useState(current);
  const change = useChangeSettings();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { siteName: name.trim() },
      {
        onSuccess: (settings) => {
          setName(settings.siteName);
          toast.success(t`Site renamed`);
        },
        onError: (error) => toast.error(t`The name was not saved`, { description: errorMessage(error, t`Please try again.`) }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5">
      <div className="flex items-end gap-3">
        <TextField
          label={t`Site name`}
          name="site-name"
          className="grow"
          required
          maxLength={SITE_NAME_MAX}
          aria-describedby={HINT_ID}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={name.trim() === current}
          busy={change.isPending}
          busyText={t`Saving...`}
        >
          {t`Save name`}
        </Button>
      </div>
      <p id={HINT_ID} className="text-sm text-muted">
        {t`Shown in the header, the browser tab and the installed app`}
      </p>
    </form>
  );
}

import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PASSWORD_MIN_LENGTH, SITE_NAME_MAX, type RegistrationMode } from '@marquee/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@/lib/router';
import { Button } from '@/components/button';
import { EmailField } from '@/components/email-field';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';
import { registrationQueryOptions } from '@/lib/registration';
import { toast } from '@/lib/toast';
import { showSiteName } from '../api/admin-api';
import { RegistrationChoice } from './registration-choice';

const CODE_HINT_ID = 'setup-code-hint';

/**
 * A new server's setup: the code from its log, the site's name, the owner's account and who may make one after. The
 * owner is signed in as sign-up signs in, and lands home, where the site has its new name; the server's refusal (a
 * wrong code, a server already set up) is said under the form.
 */
export function SetupForm() {
  const { t } = useLingui();
  const { setUp } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const config = useAppConfig();
  const [siteName, setSiteName] = useState(config.siteName);
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [registration, setRegistration] = useState<RegistrationMode>('invite');

  const setup = useMutation({
    mutationFn: setUp,
    onSuccess: (_signedIn, body) => {
      if (body.siteName) showSiteName(queryClient, body.siteName);
      void queryClient.invalidateQueries({ queryKey: registrationQueryOptions.queryKey });
      toast.success(t`Your server is set up`);
      void navigate('/');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = displayName.trim();
    setup.mutate({
      code: code.trim(),
      siteName: siteName.trim(),
      email: email.trim(),
      password,
      registration,
      ...(name && { displayName: name }),
    });
  };

  const minLength = PASSWORD_MIN_LENGTH;
  return (
    <form onSubmit={submit} className="space-y-4">
      <SetupCodeField value={code} onChange={setCode} />
      <TextField
        label={t`Site name`}
        name="site-name"
        required
        maxLength={SITE_NAME_MAX}
        value={siteName}
        onChange={(event) => setSiteName(event.target.value)}
      />
      <TextField
        label={t`Display name (optional)`}
        name="name"
        autoComplete="name"
        value={displayName}
        onChange={(event) => setDisplayName(event.target.value)}
      />
      <EmailField value={email} onChange={setEmail} />
      <TextField
        label={t`Password`}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        placeholder={t`At least ${plural(minLength, { one: '# character', other: '# characters' })}`}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <RegistrationChoice name="registration" value={registration} onChange={setRegistration} />
      <Button type="submit" className="w-full" busy={setup.isPending} busyText={t`Setting up...`}>
        {t`Set up server`}
      </Button>
      {setup.isError && (
        <p role="alert" className="text-sm text-danger-fg">
          {errorMessage(setup.error, t`The server could not be set up. Please try again.`)}
        </p>
      )}
    </form>
  );
}

/** The code from the server's log, with where to find it. */
function SetupCodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useLingui();
  return (
    <div className="space-y-1.5">
      <TextField
        label={t`Setup code`}
        name="setup-code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        aria-describedby={CODE_HINT_ID}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={CODE_HINT_ID} className="text-sm text-muted">
        {t`Printed in the server log when it started`}
      </p>
    </div>
  );
}

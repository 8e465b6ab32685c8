import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/lib/router';
import { AuthCard } from '@/components/auth-card';
import { useAppConfig } from '@/lib/app-config';
import { ForgotPasswordForm } from '../components/forgot-password-form';

const linkStyle = 'font-semibold text-fg underline-offset-4 hover:underline';

/** /forgot-password: mails a link to choose a new password, on a server that sends mail (signIn.resetByEmail). */
export default function ForgotPasswordRoute() {
  const { siteName, signIn } = useAppConfig();
  const { t } = useLingui();
  const footer = (
    <Trans>
      Remembered it?{' '}
      <Link to="/login" className={linkStyle}>
        Sign in
      </Link>
    </Trans>
  );
  if (!signIn.resetByEmail) {
    return (
      <AuthCard
        title={t`Forgot your password?`}
        subtitle={t`This server does not send email: ask its admin for a reset link.`}
        footer={footer}
      >
        {null}
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t`Forgot your password?`}
      subtitle={t`Enter the email of your ${siteName} account and we will mail you a link to choose a new password.`}
      footer={footer}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/lib/router';
import { AuthCard } from '@/components/auth-card';
import { useAppConfig } from '@/lib/app-config';
import { useOpenSignUp } from '@/lib/registration';
import { LoginForm } from '../components/login-form';
import { SingleSignOnButton, SingleSignOnReturn } from '../components/single-sign-on';

export default function LoginRoute() {
  const { siteName, signIn } = useAppConfig();
  // Only where anyone may make an account by password: an invitation brings its own link to sign-up.
  const openSignUp = useOpenSignUp() && signIn.password;
  const { t } = useLingui();
  return (
    <AuthCard
      title={t`Welcome back`}
      subtitle={t`Sign in to ${siteName} to pick up where you left off.`}
      footer={
        openSignUp && (
          <Trans>
            Don&apos;t have an account?{' '}
            <Link to="/signup" className="font-semibold text-fg underline-offset-4 hover:underline">
              Sign up
            </Link>
          </Trans>
        )
      }
    >
      <SingleSignOnReturn />
      <SingleSignOnButton />
      {signIn.password && <LoginForm />}
    </AuthCard>
  );
}

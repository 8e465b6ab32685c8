import { Trans, useLingui } from '@lingui/react/macro';
import { LogIn, MailX, UserPlus, type IconNode } from 'lucide';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { AuthCard } from '@/components/auth-card';
import { buttonStyles } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/page-container';
import { PageSpinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { useRegistration } from '@/lib/registration';
import { Icon } from '@/components/icon';
import { useInvitationCheck } from '../api/check-invitation';
import { SignupForm } from '../components/signup-form';
import { SingleSignOnButton } from '../components/single-sign-on';

const linkStyles = 'font-semibold text-fg underline-offset-4 hover:underline';

/**
 * Sign-up (docs/behaviour.md#sign-up-and-sign-in), as the server allows it: with an invitation link (`?invite=`),
 * its form once the link is checked; without one, the form where anyone may sign up, else why not.
 */
export default function SignupRoute() {
  const [params] = useSearchParams();
  const invite = params.get('invite');
  return invite ? <InvitedSignup code={invite} /> : <OpenSignup />;
}

function OpenSignup() {
  const { siteName, signIn } = useAppConfig();
  const { password } = signIn;
  const registration = useRegistration();
  const { t } = useLingui();
  if (registration.isPending) return <PageSpinner />;
  // A state that could not be read leaves the choice to the server, which says why it refuses.
  const mode = registration.data?.registration ?? 'open';
  if (mode === 'invite') {
    return (
      <Refusal
        icon={UserPlus}
        title={t`Sign-up on this server is by invitation only.`}
        description={t`Ask its owner for an invitation link.`}
      />
    );
  }
  if (mode === 'closed') return <Refusal icon={UserPlus} title={t`Sign-up is closed on this server.`} />;
  return (
    <AuthCard
      title={t`Create your account`}
      subtitle={t`Keep your watchlist, favorites and history with ${siteName}.`}
      footer={<SignInLine />}
    >
      <SingleSignOnButton />
      {password && <SignupForm />}
    </AuthCard>
  );
}

function InvitedSignup({ code }: { code: string }) {
  const { siteName, signIn } = useAppConfig();
  const { password } = signIn;
  const check = useInvitationCheck(code);
  const { t } = useLingui();
  if (check.isPending) return <PageSpinner />;
  if (check.isError) {
    return (
      <PageContainer className="py-16">
        <EmptyState
          icon={MailX}
          headingLevel="h1"
          title={t`This invitation link cannot be used`}
          description={errorMessage(check.error, t`The invitation could not be checked. Please try again.`)}
          action={
            <Link to="/" className={buttonStyles('secondary')}>
              {t`Go to Home`}
            </Link>
          }
        />
      </PageContainer>
    );
  }
  const profile = check.data.profile;
  const profileName = profile?.name;
  return (
    <AuthCard
      title={profile ? t`You're invited to ${siteName} as ${profileName}` : t`You're invited to ${siteName}`}
      subtitle={t`Create your account to start watching.`}
      footer={<SignInLine />}
    >
      <SingleSignOnButton invitation={code} />
      {password && <SignupForm invitation={code} />}
    </AuthCard>
  );
}

function SignInLine() {
  return (
    <Trans>
      Already have an account?{' '}
      <Link to="/login" className={linkStyles}>
        Sign in
      </Link>
    </Trans>
  );
}

/** Why there is no form: sign-up is by invitation or closed. */
function Refusal({ icon, title, description }: { icon: IconNode; title: string; description?: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageContainer className="py-16">
      <EmptyState
        icon={icon}
        headingLevel="h1"
        title={title}
        description={description}
        action={
          <Link to="/login" className={buttonStyles('secondary')}>
            <Icon node={LogIn} className="rtl:-scale-x-100 size-4" aria-hidden="true" />
            {t`Log In`}
          </Link>
        }
      />
    </PageContainer>
  );
}

import { useLingui } from '@lingui/react/macro';
import { CircleCheck, LogIn } from 'lucide';
import { Link } from '@/lib/router';
import { AuthCard } from '@/components/auth-card';
import { buttonStyles } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/page-container';
import { PageSpinner } from '@/components/spinner';
import { useAppConfig } from '@/lib/app-config';
import { useRegistration } from '@/lib/registration';
import { Icon } from '@/components/icon';
import { SetupForm } from '../components/setup-form';

/**
 * /setup: a new server's first screen (the server sends every page here until it is set up). Once set up, it says
 * so and leads to sign-in.
 */
export default function SetupRoute() {
  const { siteName } = useAppConfig();
  const registration = useRegistration();
  const { t } = useLingui();
  if (registration.isPending) return <PageSpinner />;
  // A state that could not be read leaves the form: the server refuses a setup it does not need.
  if (registration.data?.setupNeeded === false) {
    return (
      <PageContainer className="py-16">
        <EmptyState
          icon={CircleCheck}
          headingLevel="h1"
          title={t`This server is already set up`}
          description={t`Sign in with your account.`}
          action={
            <Link to="/login" className={buttonStyles('primary')}>
              <Icon node={LogIn} className="rtl:-scale-x-100 size-4" aria-hidden="true" />
              {t`Log In`}
            </Link>
          }
        />
      </PageContainer>
    );
  }
  return (
    <AuthCard
      title={t`Set up ${siteName}`}
      subtitle={t`Name the site and make the owner's account. You can change both, and who may join, on the Admin screen.`}
    >
      <SetupForm />
    </AuthCard>
  );
}

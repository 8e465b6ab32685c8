import { useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide';
import { Link, useSearchParams } from '@/lib/router';
import { AuthCard } from '@/components/auth-card';
import { buttonStyles } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/page-container';
import { PageSpinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-client';
import { useResetLinkCheck } from '../api/check-reset-link';
import { ResetPasswordForm } from '../components/reset-password-form';

/**
 * /reset-password?token=…, the link an admin makes for an account (docs/accounts.md#password-reset-links): once the
 * link is checked, a new password for its account; a link that cannot be used says why and leads home.
 */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const check = useResetLinkCheck(token || null);
  const { t } = useLingui();
  if (!token)
    return (
      <Refusal
        title={t`This link is not complete`}
        description={t`Its code is missing. Copy the whole link and open it again.`}
      />
    );
  if (check.isPending) return <PageSpinner />;
  if (check.isError) {
    return (
      <Refusal
        title={t`This link cannot be used`}
        description={errorMessage(check.error, t`The link could not be checked. Please try again.`)}
      />
    );
  }
  const email = check.data.email;
  const subtitle = <span className="break-words">{t`Choose a new password for ${email}`}</span>;
  return (
    <AuthCard title={t`Set a new password`} subtitle={subtitle}>
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}

/** Why there is no form: the link is incomplete, unknown, expired or used. */
function Refusal({ title, description }: { title: string; description: string }) {
  const { t } = useLingui();
  return (
    <PageContainer className="py-16">
      <EmptyState
        icon={KeyRound}
        headingLevel="h1"
        title={title}
        description={description}
        action={
          <Link to="/" className={buttonStyles('secondary')}>
            {t`Go to Home`}
          </Link>
        }
      />
    </PageContainer>
  );
}

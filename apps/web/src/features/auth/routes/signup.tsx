import { Link } from '@/lib/router';
import { useAppConfig } from '@/lib/app-config';
import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';

export default function SignupRoute() {
  const { siteName } = useAppConfig();
  return (
    <AuthCard
      title="Create your account"
      subtitle={`Keep your watchlist, favorites and history with ${siteName}.`}
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-fg underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}

import { Link } from '@/lib/router';
import { useAppConfig } from '@/lib/app-config';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export default function LoginRoute() {
  const { siteName } = useAppConfig();
  return (
    <AuthCard
      title="Welcome back"
      subtitle={`Sign in to ${siteName} to pick up where you left off.`}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/signup" className="font-semibold text-fg underline-offset-4 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}

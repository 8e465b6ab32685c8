import { Compass } from 'lucide';
import { Link } from '@/lib/router';
import { buttonStyles } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/page-container';

/**
 * docs/behaviour.md#routes: 'Oops! Page not found' with a link home. The visit is reported with notFound by
 * the shell's page-view reporter, which reads the catch-all route's handle (src/app/router.tsx).
 */
export default function NotFoundRoute() {
  return (
    <PageContainer className="py-20">
      <EmptyState
        icon={Compass}
        headingLevel="h1"
        title="Oops! Page not found"
        description="The page you are looking for does not exist or has moved."
        action={
          <Link to="/" className={buttonStyles('primary')}>
            Return to Home
          </Link>
        }
      />
    </PageContainer>
  );
}

import { Clapperboard } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from './button';
import { EmptyState } from './empty-state';
import { PageContainer } from './page-container';

/** The stand-in for a screen a later issue builds: the screen's title, a note, and the way home. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <PageContainer className="py-16">
      <EmptyState
        icon={Clapperboard}
        headingLevel="h1"
        title={`${title} is coming soon`}
        description="This part of the app is still being built. Everything else is ready to explore."
        action={
          <Link to="/" className={buttonStyles('secondary')}>
            Return to Home
          </Link>
        }
      />
    </PageContainer>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Clapperboard, TriangleAlert } from 'lucide';
import { Link } from '@/lib/router';
import { buttonStyles } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/page-container';

interface TitleMessageProps {
  /** The page's text (docs/behaviour.md#title-pages): 'Invalid movie ID', 'Movie not found', 'Failed to load movie data. Please try again.' ... */
  title: string;
  /** A failure, announced as an alert; otherwise a plain 'nothing here' panel. */
  failed?: boolean;
}

/** What a title page shows instead of the title, with 'Return to Home' (docs/behaviour.md#title-pages). */
export function TitleMessage({ title, failed = false }: TitleMessageProps) {
  const { t } = useLingui();
  return (
    <PageContainer className="py-16">
      <div role={failed ? 'alert' : undefined}>
        <EmptyState
          icon={failed ? TriangleAlert : Clapperboard}
          headingLevel="h1"
          title={title}
          action={
            <Link to="/" className={buttonStyles('primary')}>
              {t`Return to Home`}
            </Link>
          }
        />
      </div>
    </PageContainer>
  );
}

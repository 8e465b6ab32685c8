import { Link } from '@/lib/router';
import { PageContainer } from '@/components/page-container';
import { useAppConfig } from '@/lib/app-config';

const EXPLORE_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/movie', label: 'Movies' },
  { to: '/tv', label: 'TV Shows' },
  { to: '/trending', label: 'Trending' },
  { to: '/sports', label: 'Sports' },
];

const LEGAL_LINKS = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/dmca', label: 'DMCA Notice' },
  { to: '/content-removal', label: 'Content Removal' },
];

/** Explore and Legal lists, the no-files notice (docs/behaviour.md#footer) and the metadata credit. */
export function Footer() {
  const { siteName, services } = useAppConfig();
  return (
    <footer className="mt-16 border-t border-line bg-surface/60">
      <PageContainer className="grid gap-10 py-12 md:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-md space-y-3">
          <p className="text-lg font-semibold">{siteName}</p>
          <p className="text-sm text-muted">
            {siteName} does not store any files on its servers. All content is provided by unaffiliated third parties; playback
            comes from the sources this site's operator has configured.
          </p>
        </div>
        <FooterLinks title="Explore" links={EXPLORE_LINKS} />
        <FooterLinks title="Legal" links={LEGAL_LINKS} />
      </PageContainer>
      <PageContainer className="flex flex-col gap-2 border-t border-line py-6 text-xs text-muted md:flex-row md:justify-between">
        <p>
          © {new Date().getFullYear()} {siteName}
        </p>
        <p>
          {services.metadata === 'offline'
            ? 'Offline catalogue'
            : 'This product uses the TMDB API but is not endorsed or certified by TMDB'}
        </p>
      </PageContainer>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: Array<{ to: string; label: string }> }) {
  const headingId = `footer-${title.toLowerCase()}`;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-sm font-semibold">
        {title}
      </h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-muted hover:text-fg">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

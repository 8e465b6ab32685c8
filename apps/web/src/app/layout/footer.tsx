import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef } from 'react';
import { Link } from '@/lib/router';
import { PageContainer } from '@/components/page-container';
import { useAppConfig } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';
import { useNearViewport } from '@/lib/use-near-viewport';

// A visitor's language picker loads as the footer comes near: home's start-up code has no room for it.
const FooterLanguage = lazy(() => import('./footer-language'));

const EXPLORE_LINKS = [
  { to: '/', label: msg`Home` },
  { to: '/movie', label: msg`Movies` },
  { to: '/tv', label: msg`TV Shows` },
  { to: '/trending', label: msg`Trending` },
  { to: '/sports', label: msg`Sports` },
];

const LEGAL_LINKS = [
  { to: '/terms', label: msg`Terms of Service` },
  { to: '/privacy', label: msg`Privacy Policy` },
  { to: '/dmca', label: msg`DMCA Notice` },
  { to: '/content-removal', label: msg`Content Removal` },
];

/** Explore and Legal lists, the no-files notice (docs/behaviour.md#footer), a visitor's language and the metadata credit. */
export function Footer() {
  const { siteName, services } = useAppConfig();
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-line bg-surface/60">
      <PageContainer className="grid gap-10 py-12 md:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-md space-y-3">
          <p className="text-lg font-semibold" translate="no">
            {siteName}
          </p>
          <p className="text-sm text-muted">
            {t`${siteName} does not store any files on its servers. All content is provided by unaffiliated third parties; playback comes from the sources this site's operator has configured.`}
          </p>
        </div>
        <FooterLinks id="footer-explore" title={t`Explore`} links={EXPLORE_LINKS} />
        <FooterLinks id="footer-legal" title={t`Legal`} links={LEGAL_LINKS} />
      </PageContainer>
      <PageContainer className="flex flex-col gap-2 border-t border-line py-6 text-xs text-muted md:flex-row md:items-center md:justify-between">
        <p>
          © {year} {siteName}
        </p>
        <FooterLanguageSlot />
        <p>
          {services.metadata === 'offline'
            ? t`Offline catalogue`
            : t`This product uses the TMDB API but is not endorsed or certified by TMDB`}
        </p>
      </PageContainer>
    </footer>
  );
}

/** Where a visitor's language picker comes, its height kept from the start so nothing moves as it loads. */
function FooterLanguageSlot() {
  const { user } = useAuth();
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, true, '200px');
  // Signed in, the language is the profile's, chosen among its preferences.
  if (user) return null;
  return (
    <div ref={slot} className="min-h-9">
      {near && (
        <Suspense fallback={null}>
          <FooterLanguage />
        </Suspense>
      )}
    </div>
  );
}

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: Array<{ to: string; label: MessageDescriptor }>;
}) {
  const { i18n } = useLingui();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-sm font-semibold">
        {title}
      </h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-muted hover:text-fg">
              {i18n._(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

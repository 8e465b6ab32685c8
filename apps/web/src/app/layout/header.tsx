import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide';
import { useEffect, useState } from 'react';
import { Link, NavLink } from '@/lib/router';
import { buttonStyles } from '@/components/button';
import { PageContainer } from '@/components/page-container';
import { ProfileLimitBadge } from '@/components/profile-limit-badge';
import { HeaderSearch } from '@/features/search/components/header-search';
import { cn } from '@/lib/cn';
import { useLimitedProfile } from '@/lib/profiles';
import { Icon } from '@/components/icon';
import { AccountLinks } from './account-links';
import { CommunityLink } from './community-link';
import { MobileMenu } from './mobile-menu';
import { isLongBar, useNavLinks } from './nav-links';
import { ProfileMenuSlot } from './profile-menu-slot';
import { SiteLogo } from './site-logo';

/**
 * The sticky header of docs/ui.md#header: translucent at the top of the page (over the home hero, which slides
 * under it with `-mt-(--header-height)`), solid once the page scrolls. The full link bar needs
 * 1280 px next to the search box and account links (1536 px in a language whose words are longer: isLongBar);
 * narrower screens get the menu button and its sheet. The profile
 * menu shows at every width. A limited profile (Kids, a maximum rating) gets fewer links, its badge and no community link.
 */
export function Header() {
  const scrolled = useScrolledPast(8);
  const links = useNavLinks();
  const limitedProfile = useLimitedProfile();
  const { t, i18n } = useLingui();
  // Tailwind reads class names whole from the code: each width has its own set.
  const bar = isLongBar(links, (label) => i18n._(label))
    ? { shown: '2xl:block', flex: '2xl:flex', hidden: '2xl:hidden' }
    : { shown: 'xl:block', flex: 'xl:flex', hidden: 'xl:hidden' };
  return (
    <header
      data-site-header
      className={cn(
        'sticky top-0 z-40 h-(--header-height) border-b transition-colors duration-300 ease-out',
        scrolled ? 'border-line bg-bg/95 backdrop-blur-md' : 'border-transparent bg-linear-to-b from-bg/90 to-bg/0',
      )}
    >
      <PageContainer className="flex h-full items-center gap-6">
        <SiteLogo />
        {limitedProfile && <ProfileLimitBadge profile={limitedProfile} className="-ms-3" />}
        <nav aria-label={t`Main`} className={cn('hidden', bar.shown)}>
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'relative rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors duration-150',
                      isActive ? 'text-fg' : 'text-muted hover:text-fg',
                      isActive &&
                        'after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-accent',
                    )
                  }
                >
                  {i18n._(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 flex-1 items-center justify-end gap-2">
          <HeaderSearch withShortcut className="hidden min-w-40 flex-1 md:block md:max-w-72" />
          <Link to="/search" aria-label={t`Search`} className={buttonStyles('ghost', 'icon', 'md:hidden')}>
            <Icon node={Search} className="size-5" aria-hidden="true" />
          </Link>
          {!limitedProfile && <CommunityLink className={cn('hidden shrink-0 p-2', bar.flex)} />}
          <AccountLinks className={cn('hidden shrink-0', bar.flex)} />
          <ProfileMenuSlot className="shrink-0" />
          <MobileMenu className={cn('shrink-0', bar.hidden)} />
        </div>
      </PageContainer>
    </header>
  );
}

function useScrolledPast(offset: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offset);
    // The first reading waits for the next frame: read while the page is being built, scrollY would force a
    // layout of all of it ahead of the browser's own.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [offset]);
  return scrolled;
}

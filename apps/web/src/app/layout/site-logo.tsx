import { Link } from '@/lib/router';
import { useAppConfig } from '@/lib/app-config';

/** The mark (favicon shape, in the accent) and the configured site name, linking home. */
export function SiteLogo({ onClick }: { onClick?: () => void }) {
  const { siteName } = useAppConfig();
  return (
    <Link to="/" onClick={onClick} className="flex shrink-0 items-center gap-2 rounded-lg text-lg font-semibold tracking-tight">
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="var(--color-surface-2)" />
        <path d="M14 48V16h7l11 17 11-17h7v32h-7V28L32 44 21 28v20z" fill="var(--accent)" />
      </svg>
      <span translate="no">{siteName}</span>
    </Link>
  );
}

import { Download, LoaderCircle } from 'lucide-react';
import { toast } from '@/lib/toast';
import { useDownloadLinks, type DownloadTarget } from '../api/get-download-links';

interface DownloadOptionsProps {
  target: DownloadTarget;
  /** How the 'Download Started' toast names what is downloading. */
  title: string;
}

/** The four versions' links, fetched when this mounts; each link opens in a new tab (docs/behaviour.md#downloads). */
export function DownloadOptions({ target, title }: DownloadOptionsProps) {
  const { isLoading, rows } = useDownloadLinks(target);

  if (isLoading) {
    return (
      <p role="status" className="flex items-center gap-3 py-4 text-muted">
        <LoaderCircle className="size-5 animate-spin text-accent" aria-hidden="true" />
        Loading download options...
      </p>
    );
  }

  return (
    <ul className="space-y-3" aria-label="Download options">
      {rows.map(({ version, links }) => (
        <li key={version} className="rounded-lg border border-line bg-surface-2 p-3">
          <p className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">Source {version}</p>
          {links.length === 0 ? (
            <p className="text-sm text-muted">Not available ATM</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {links.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => toast.success('Download Started', { description: `Downloading ${title}...` })}
                    className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-fg hover:bg-white/10 md:min-h-10"
                  >
                    <Download className="size-4 shrink-0 text-accent" aria-hidden="true" />
                    <span className="min-w-0 break-words">{link.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { LibraryDownload } from '@marquee/core';
import { Download, LoaderCircle } from 'lucide';
import { useId } from 'react';
import { useAppConfig } from '@/lib/app-config';
import { toast } from '@/lib/toast';
import { Icon } from '@/components/icon';
import { useDownloadLinks, useLibraryDownloads, type DownloadTarget } from '../api/get-download-links';

interface DownloadOptionsProps {
  target: DownloadTarget;
  /** How the 'Download Started' toast names what is downloading. */
  title: string;
}

/**
 * The title's downloads, fetched when this mounts; each opens in a new tab (docs/behaviour.md#downloads). From the
 * server's media library, one entry per file; from a download service, its four versions' links.
 */
export function DownloadOptions(props: DownloadOptionsProps) {
  return useAppConfig().services.downloads === 'library' ? <LibraryDownloads {...props} /> : <ServiceDownloads {...props} />;
}

function Loading() {
  const { t } = useLingui();
  return (
    <p role="status" className="flex items-center gap-3 py-4 text-muted">
      <Icon node={LoaderCircle} className="size-5 animate-spin text-accent" aria-hidden="true" />
      {t`Loading download options...`}
    </p>
  );
}

/** The 'Download Started' toast of a link's press, naming what is downloading. */
function useStartedToast(title: string): () => void {
  const { t } = useLingui();
  return () => toast.success(t`Download Started`, { description: t`Downloading ${title}...` });
}

/** One entry per file of the library: its name, then its size and quality ('1.4 GB · 1080p · HEVC · DTS 5.1'). */
function LibraryDownloads({ target, title }: DownloadOptionsProps) {
  const { isLoading, files } = useLibraryDownloads(target);
  const { t } = useLingui();
  const started = useStartedToast(title);
  if (isLoading) return <Loading />;
  if (files.length === 0) return <p className="py-2 text-sm text-muted">{t`Not available ATM`}</p>;
  return (
    <ul className="space-y-3" aria-label={t`Download options`}>
      {files.map((file) => (
        <li key={file.url}>
          <LibraryFileLink file={file} onClick={started} />
        </li>
      ))}
    </ul>
  );
}

function LibraryFileLink({ file, onClick }: { file: LibraryDownload; onClick: () => void }) {
  const detailsId = useId();
  return (
    <a
      href={file.url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      // Named by the file; its size and quality describe it.
      aria-label={file.name}
      aria-describedby={detailsId}
      className="flex min-h-11 items-start gap-3 rounded-lg border border-line bg-surface-2 p-3 text-fg hover:bg-white/10"
    >
      <Icon node={Download} className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
      <span className="flex min-w-0 flex-col gap-1">
        <span className="text-sm font-semibold break-words" translate="no" dir="auto">
          {file.name}
        </span>
        <span id={detailsId} className="text-xs text-muted">
          {[file.size, file.quality].filter(Boolean).join(' · ')}
        </span>
      </span>
    </a>
  );
}

/** The four versions of the download service, each with its links or 'Not available ATM'. */
function ServiceDownloads({ target, title }: DownloadOptionsProps) {
  const { isLoading, rows } = useDownloadLinks(target);
  const { t } = useLingui();
  const started = useStartedToast(title);
  if (isLoading) return <Loading />;
  return (
    <ul className="space-y-3" aria-label={t`Download options`}>
      {rows.map(({ version, links }) => (
        <li key={version} className="rounded-lg border border-line bg-surface-2 p-3">
          <p className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">{t`Source ${version}`}</p>
          {links.length === 0 ? (
            <p className="text-sm text-muted">{t`Not available ATM`}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {links.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={started}
                    className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-fg hover:bg-white/10 md:min-h-10"
                  >
                    <Icon node={Download} className="size-4 shrink-0 text-accent" aria-hidden="true" />
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

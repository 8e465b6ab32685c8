import { useLingui } from '@lingui/react/macro';
import { Download } from 'lucide';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';
import type { DownloadTitle } from './download-dialog-content';

const loadContent = () => import('./download-dialog-content');
/** The dialog and its library load on the first press (asked for as the pointer or focus comes near): few open it. */
const DownloadDialogContent = lazy(loadContent);

/** The 'Download' button of a title page, and its dialog once pressed (docs/behaviour.md#downloads). */
export function DownloadDialog(props: DownloadTitle) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadContent();
  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Icon node={Download} className="size-5" aria-hidden="true" />
        {t`Download`}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <DownloadDialogContent target={props} open={open} onOpenChange={setOpen} onClosed={() => button.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}

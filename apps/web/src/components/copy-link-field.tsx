import { useLingui } from '@lingui/react/macro';
import { Copy } from 'lucide';
import { useRef } from 'react';
import { Button } from './button';
import { TextField } from './text-field';
import { toast } from '@/lib/toast';
import { Icon } from '@/components/icon';

/**
 * A link to give someone (an invitation, a calendar feed), read-only, with Copy. Where the clipboard is out of reach (a plain-http address),
 * the link is selected for the person to copy.
 */
export function CopyLinkField({ label, link }: { label: string; link: string }) {
  const field = useRef<HTMLInputElement>(null);
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t`Link copied`);
    } catch {
      field.current?.focus();
      field.current?.select();
      toast(t`The link is selected`, { description: t`Copy it with Ctrl+C, or Cmd+C on a Mac.` });
    }
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TextField
        ref={field}
        label={label}
        readOnly
        value={link}
        className="min-w-0 flex-1"
        onFocus={(event) => event.target.select()}
      />
      <Button variant="secondary" onClick={() => void copy()}>
        <Icon node={Copy} className="size-4" aria-hidden="true" />
        {t`Copy`}
      </Button>
    </div>
  );
}

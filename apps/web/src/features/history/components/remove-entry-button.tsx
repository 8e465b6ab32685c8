import { useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';

/** Deletes one entry; named after its title for screen readers ('Remove Heat'). */
export function RemoveEntryButton({ title, onRemove, busy }: { title: string; onRemove(): void; busy: boolean }) {
  const { t } = useLingui();
  return (
    <Button variant="ghost" size="icon" onClick={onRemove} disabled={busy} aria-label={t`Remove ${title}`} title={t`Remove`}>
      <Icon node={Trash2} className="size-5" aria-hidden="true" />
    </Button>
  );
}

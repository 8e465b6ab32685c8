import { useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide';
import { useLocation, useNavigate } from '@/lib/router';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';

/** 'Back' to the previous page (docs/behaviour.md#title-pages); a page opened directly has none inside the app, so it goes home. */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // The router gives the first page of a visit the key 'default'.
  const hasPrevious = location.key !== 'default';
  const { t } = useLingui();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => void (hasPrevious ? navigate(-1) : navigate('/'))}
      className="bg-black/40 backdrop-blur-sm"
    >
      <Icon node={ArrowLeft} className="rtl:-scale-x-100 size-4" aria-hidden="true" />
      {t`Back`}
    </Button>
  );
}

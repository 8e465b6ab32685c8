import { useLingui } from '@lingui/react/macro';

/** Under an entry kept from another metadata source, which is shown but cannot be opened. */
export function NotInCatalogueNote() {
  const { t } = useLingui();
  return <p className="text-xs text-muted">{t`Not found in the current catalogue`}</p>;
}

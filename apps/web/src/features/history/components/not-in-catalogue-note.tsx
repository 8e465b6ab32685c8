/** Under an entry kept from another metadata source, which is shown but cannot be opened. */
export function NotInCatalogueNote() {
  return <p className="text-xs text-muted">Not found in the current catalogue</p>;
}

/** Why an upload cannot be imported, in words shown to the viewer. */
export class ImportFormatError extends Error {
  override name = 'ImportFormatError';
}

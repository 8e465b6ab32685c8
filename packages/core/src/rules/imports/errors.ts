/**
 * Why an upload cannot be imported: a text of the server's catalogues (in English, marked for them) and the values of
 * its placeholders, which the server says in the viewer's language.
 */
export class ImportFormatError extends Error {
  override name = 'ImportFormatError';

  constructor(
    readonly text: string,
    readonly values?: Record<string, string | number>,
  ) {
    super(text);
  }
}

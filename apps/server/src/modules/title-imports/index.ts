// What other modules may use of title-imports: the background worker (made by the app, shared by the routes that
// start imports) and the recording of a new import, for the syncs with other services.
export { createImportRunner, type ImportRunner } from './import-runner.ts';
export { createImport } from './import-rows.ts';
export { parseFiles } from './parse-upload.ts';

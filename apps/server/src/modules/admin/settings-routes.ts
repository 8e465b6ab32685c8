import { serverSettingsChangeBodySchema, serverSettingsSchema, type ServerSettings } from '@marquee/core';
import { errorReplies, SIGNED_IN, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { HttpError } from '../../http/errors.ts';
import { registrationMode, requireUser, setRegistrationMode, setTwoStepForAdmins, twoStepForAdmins } from '../auth/index.ts';
import { saveSiteName } from '../config/index.ts';
import { adminFirst } from './admin-first.ts';

const OWN_TWO_STEP_FIRST = /*i18n*/ 'Turn on two-step sign-in for your own account first';

/** GET and PATCH /api/admin/settings: the site's name, who may sign up, and two-step sign-in for admins. */
export function settingsRoutes(app: ApiApp): void {
  const db = app.ctx.db.kysely;
  const adminOnly = { tags: ['admin'] satisfies ApiTag[], security: SIGNED_IN };

  const read = {
    summary: "The server's settings: its name, who may sign up, two-step sign-in for admins (admins only)",
    ...adminOnly,
    response: { 200: serverSettingsSchema, ...errorReplies(401, 403, 503) },
  };
  const settings = async (): Promise<ServerSettings> => ({
    registration: await registrationMode(db, app.ctx.config),
    twoStepForAdmins: await twoStepForAdmins(db),
    siteName: app.ctx.siteName.current(),
  });
  app.get('/admin/settings', { schema: read, preValidation: adminFirst }, settings);

  const write = {
    summary: "Changes the server's settings (admins only)",
    ...adminOnly,
    body: serverSettingsChangeBodySchema,
    response: { 200: serverSettingsSchema, ...errorReplies(400, 401, 403, 409, 413, 415, 503) },
  };
  app.patch('/admin/settings', { schema: write, preValidation: adminFirst }, async (request): Promise<ServerSettings> => {
    const { registration, twoStepForAdmins: twoStep, siteName } = request.body;
    // An admin who asks it of every admin must meet it first, or would be shut out by their own change.
    if (twoStep && !requireUser(request).twoStep) throw new HttpError(409, OWN_TWO_STEP_FIRST);
    if (registration !== undefined) await setRegistrationMode(db, registration);
    if (twoStep !== undefined) await setTwoStepForAdmins(db, twoStep);
    if (siteName !== undefined) {
      await saveSiteName(db, siteName);
      await app.ctx.siteName.changed();
    }
    return settings();
  });
}

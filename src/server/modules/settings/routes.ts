import {
  deleteAccountInput,
  preferenceSettingsPatch,
  privacySettingsPatch,
  userDataExport,
  userSettings,
} from '@shared/schemas/settings';
import { deleteCookie } from 'hono/cookie';
import {
  createRouter,
  currentUser,
  ErrorSchema,
  errorResponses,
  jsonBody,
  jsonResponse,
  named,
} from '../../lib/http';
import { signedInRoute } from '../../lib/routes';
import { deleteAccount, exportUserData, getSettings, updateSettings } from './service';

const SettingsSchema = named(userSettings, 'UserSettings');

const authErrors = { 400: errorResponses[400], 401: errorResponses[401] } as const;

export function settingsRoutes() {
  const app = createRouter();

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/settings',
      tags: ['Settings'],
      summary: 'Privacy switches and preferences of the signed-in user',
      responses: { 200: jsonResponse(SettingsSchema, 'Settings'), 401: errorResponses[401] },
    }),
    async (c) => c.json(await getSettings(c.get('services').db, currentUser(c)), 200),
  );

  app.openapi(
    signedInRoute({
      method: 'patch',
      path: '/api/settings/privacy',
      tags: ['Settings'],
      summary: 'Change privacy switches (any subset)',
      request: { body: jsonBody(privacySettingsPatch) },
      responses: { 200: jsonResponse(SettingsSchema, 'Settings'), ...authErrors },
    }),
    async (c) => c.json(await updateSettings(c.get('services').db, currentUser(c), c.req.valid('json')), 200),
  );

  app.openapi(
    signedInRoute({
      method: 'patch',
      path: '/api/settings/preferences',
      tags: ['Settings'],
      summary: 'Change the language and e-mail preferences (any subset)',
      request: { body: jsonBody(preferenceSettingsPatch) },
      responses: { 200: jsonResponse(SettingsSchema, 'Settings'), ...authErrors },
    }),
    async (c) => c.json(await updateSettings(c.get('services').db, currentUser(c), c.req.valid('json')), 200),
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/settings/export',
      tags: ['Settings'],
      summary: 'Download everything the user owns as a JSON file',
      responses: {
        200: jsonResponse(named(userDataExport, 'UserDataExport'), 'JSON attachment (my-data-<date>.json)'),
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const data = await exportUserData(c.get('services').db, c.get('services').storage, currentUser(c));
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="my-data-${day}.json"`);
      c.header('Cache-Control', 'no-store');
      return c.json(data, 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/settings/delete-account',
      tags: ['Settings'],
      summary: 'Delete the account and its data after checking the password',
      request: { body: jsonBody(deleteAccountInput) },
      responses: {
        204: { description: 'Deleted and signed out' },
        ...authErrors,
        409: jsonResponse(ErrorSchema, 'The account has money history'),
      },
    }),
    async (c) => {
      const { db, auth, storage } = c.get('services');
      await deleteAccount(
        db,
        auth,
        { storage, log: c.get('log') },
        currentUser(c),
        c.req.valid('json').password,
      );
      // The session rows are gone already; clearing the cookies stops the browser sending them.
      deleteCookie(c, 'better-auth.session_token', { path: '/' });
      deleteCookie(c, 'better-auth.session_data', { path: '/' });
      deleteCookie(c, '__Secure-better-auth.session_token', { path: '/', secure: true });
      deleteCookie(c, '__Secure-better-auth.session_data', { path: '/', secure: true });
      return c.body(null, 204);
    },
  );

  return app;
}

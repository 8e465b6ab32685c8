/** The admin of every test server, by ADMIN_EMAILS (app.ts signUpAdmin). */
export const TEST_ADMIN_EMAIL = 'admin@marquee.test';

/**
 * How test servers run unless a test says otherwise: set up (their admin is TEST_ADMIN_EMAIL), open to sign-ups
 * and with the library open to visitors, so suites about other things sign up and play freely. The suites of
 * docs/accounts.md test the defaults; `ADMIN_EMAILS: ''` makes a new server.
 */
export const SET_UP_SERVER_ENV: Readonly<Record<string, string>> = {
  ADMIN_EMAILS: TEST_ADMIN_EMAIL,
  REGISTRATION: 'open',
  LIBRARY_ACCESS: 'everyone',
};

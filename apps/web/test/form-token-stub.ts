/**
 * The form token the component tests' global `fetch` answers for `GET /api/form-token`
 * (test/setup.ts), so a test can find it in the request the Contact form sends.
 */
export const TEST_FORM_TOKEN = "v1.test.form-token";

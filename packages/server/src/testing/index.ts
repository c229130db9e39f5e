// The test door of @mall/server (`@mall/server/testing`): the real app on a seeded in-memory PGlite
// and the demo logins, for other packages' tests that talk to a real server over HTTP (the studio's
// mall-publish). Test code only: it registers vitest hooks.
export { setUpTestApp, TEST_APP_START } from './test-app.ts';
export type { Answer, TestApp, TestAppOptions, TestRequest } from './test-app.ts';
export { DEMO_OPERATORS, loginAsOperator } from './login-as.ts';

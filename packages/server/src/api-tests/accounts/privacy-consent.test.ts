import { API_PATHS, type PrivacyConsentStatus } from '@mall/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_CONSENT_MESSAGES } from '../../services/privacy-consent.ts';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS, loginAs } from '../../testing/login-as.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// API tests of the privacy popup (spec 03 sections 4 to 6) against the real app and an in-memory
// PGlite seeded from fixtures/: Nova Tech has it; hejia has not agreed yet, xuming has.

const api = setUpTestApp();
let he: string;
let xu: string;
let zhang: string;

beforeAll(async () => {
  he = (await loginAs(api.app, { username: 'hejia', password: 'Nova@2026' })).accessToken;
  xu = (await loginAs(api.app, { username: 'xuming', password: 'Nova@2026' })).accessToken;
  zhang = (await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken;
});

const consentOf = async (accessToken: string) =>
  (await api.post<PrivacyConsentStatus>(API_PATHS.privacyConsentStatus, {}, { accessToken })).body.result;
const accept = (payload: object, accessToken = he) =>
  api.post<null>(API_PATHS.privacyConsentAccept, payload, { accessToken });
const consentedAt = async (username: string) =>
  (
    await api.db.query<{ at: Date | null }>(
      'SELECT privacy_consented_at AS at FROM members WHERE username = $1',
      [username],
    )
  )[0]?.at;

describe('the privacy consent status', () => {
  it('is due for a Nova Tech member who has not agreed, and not for one who has', async () => {
    expect(await consentOf(he)).toEqual({ required: true, consented: false });
    expect(await consentOf(xu)).toEqual({ required: true, consented: true });
  });

  it('is never due for an enterprise without the popup', async () => {
    expect(await consentOf(zhang)).toEqual({ required: false, consented: false });
  });
});

describe('accepting the privacy terms', () => {
  it('refuses unless both boxes are ticked, naming what is missing, and records nothing', async () => {
    const cases: [object, string][] = [
      [{}, PRIVACY_CONSENT_MESSAGES.both],
      [{ privacyPolicy: false, userAgreement: false }, PRIVACY_CONSENT_MESSAGES.both],
      [{ privacyPolicy: true }, PRIVACY_CONSENT_MESSAGES.userAgreement],
      [{ privacyPolicy: true, userAgreement: false }, PRIVACY_CONSENT_MESSAGES.userAgreement],
      [{ userAgreement: true }, PRIVACY_CONSENT_MESSAGES.privacyPolicy],
    ];
    for (const [payload, message] of cases) {
      await expectRefusedWithoutWriting(api.db, () => accept(payload), { code: 30000, message });
    }
    expect(await consentedAt('hejia')).toBeNull();
  });

  it('refuses a box that is not a boolean', async () => {
    await expectRefusedWithoutWriting(api.db, () => accept({ privacyPolicy: 'true', userAgreement: true }));
    expect(await consentedAt('hejia')).toBeNull();
  });

  it('records the consent with both boxes, after which the popup is no longer due', async () => {
    const { status, body } = await accept({ privacyPolicy: true, userAgreement: true });
    expect(body.message).toBe('success');
    expect(status).toBe(200);
    expect(await consentOf(he)).toEqual({ required: true, consented: true });
    const first = await consentedAt('hejia');
    api.advanceClock(60);
    await accept({ privacyPolicy: true, userAgreement: true });
    expect(await consentedAt('hejia')).toEqual(first);
  });

  it('is for members only', async () => {
    const { status } = await api.post(API_PATHS.privacyConsentAccept, {
      privacyPolicy: true,
      userAgreement: true,
    });
    expect(status).toBe(401);
  });
});

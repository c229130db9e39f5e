import { API_PATHS, type FamilyMember, type FamilyMemberInput } from '@mall/schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { CALLER_HANDLED_CODE } from '../../http/api-error.ts';
import { FAMILY_MEMBER_CAP, FAMILY_MESSAGES } from '../../services/family-members.ts';
import { expectGuestRefused, expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { TEST_SEED_TIME } from '../../testing/seeded-db.ts';
import { setUpTestApp, TEST_APP_START } from '../../testing/test-app.ts';

// API tests of the member's family members (/familyInfo) against the real app and an in-memory
// PGlite seeded from the fixtures: the list, adding, editing, removing, every rule of the form with
// its exact message, the cap of 10, and that no member reaches another's. zhangwei starts with his
// spouse (benefit-members.json); wangfang with nobody. The app's clock is 2026-03-01 17:00 in China.

const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme, wang: DEMO_MEMBERS.blue } });

const SPOUSE = 'fam-acme-zhang-spouse';

// Every test starts from the seeded family members: the ones a test added are gone, the spouse is back.
beforeEach(async () => {
  await api.db.query(
    'DELETE FROM benefit_order_items WHERE order_sn IN (SELECT sn FROM benefit_orders WHERE created_at > $1)',
    [TEST_SEED_TIME],
  );
  await api.db.query('DELETE FROM benefit_orders WHERE created_at > $1', [TEST_SEED_TIME]);
  await api.db.query('DELETE FROM family_members WHERE id <> $1', [SPOUSE]);
  await api.db.query(
    `UPDATE family_members SET name = '刘洋', relation = 'SPOUSE', mobile = '13812345678',
       birthday = '1990-05-20', removed_at = NULL WHERE id = $1`,
    [SPOUSE],
  );
});

const INPUT: FamilyMemberInput = {
  name: '张小明',
  relation: 'CHILD',
  mobile: '13900001111',
  birthday: '2018-09-01',
};

const list = async (accessToken: string = api.tokens.zhang) =>
  (await api.get<FamilyMember[]>(API_PATHS.familyMembers, { accessToken })).body.result;
const add = (payload: object, accessToken: string = api.tokens.zhang) =>
  api.post<FamilyMember>(API_PATHS.familyMembers, payload, { accessToken });
const edit = (id: string, payload: object, accessToken: string = api.tokens.zhang) =>
  api.call<FamilyMember>('PUT', API_PATHS.familyMember(id), { payload, accessToken });
const remove = (id: string, accessToken: string = api.tokens.zhang) =>
  api.call<null>('DELETE', API_PATHS.familyMember(id), { accessToken });

describe('GET the family members', () => {
  it("lists the member's family members with relation, mobile and birthday", async () => {
    expect(await list()).toEqual([
      {
        id: SPOUSE,
        name: '刘洋',
        relation: 'SPOUSE',
        mobile: '13812345678',
        birthday: '1990-05-20',
        createTime: TEST_SEED_TIME.toISOString(),
      },
    ]);
  });

  it("shows no member another's family members", async () => {
    expect(await list(api.tokens.wang)).toEqual([]);
  });

  it('asks a guest to log in', async () => {
    await expectGuestRefused(api.db, () => api.get(API_PATHS.familyMembers));
  });
});

describe('POST a family member', () => {
  it('adds one, the newest last, and answers it as stored', async () => {
    const { status, body } = await add(INPUT);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ ...INPUT, createTime: TEST_APP_START.toISOString() });
    expect((await list()).map((f) => f.name)).toEqual(['刘洋', '张小明']);
  });

  it('keeps a birthday left out as none', async () => {
    const { birthday: _birthday, ...withoutBirthday } = INPUT;
    expect((await add(withoutBirthday)).body.result.birthday).toBeNull();
    expect((await add({ ...withoutBirthday, name: '王芳', birthday: null })).body.result.birthday).toBeNull();
  });

  const refusals: [string, object, string][] = [
    ['a blank name', { ...INPUT, name: '' }, FAMILY_MESSAGES.nameBlank],
    ['a missing name', { relation: 'CHILD', mobile: '13900001111' }, FAMILY_MESSAGES.nameBlank],
    ['a name of 21 characters', { ...INPUT, name: '张'.repeat(21) }, FAMILY_MESSAGES.nameTooLong],
    ['a name with a space at its end', { ...INPUT, name: '张小明 ' }, FAMILY_MESSAGES.nameSpaces],
    ['a relation not offered', { ...INPUT, relation: 'COUSIN' }, FAMILY_MESSAGES.relation],
    ['a blank mobile', { ...INPUT, mobile: '' }, FAMILY_MESSAGES.mobileBlank],
    ['a mobile of 10 digits', { ...INPUT, mobile: '1390000111' }, FAMILY_MESSAGES.mobile],
    ['a mobile not starting with 1', { ...INPUT, mobile: '23900001111' }, FAMILY_MESSAGES.mobile],
    ['a birthday that is no date', { ...INPUT, birthday: '2018-9-1' }, FAMILY_MESSAGES.birthday],
    ['a birthday that is no calendar day', { ...INPUT, birthday: '2018-02-30' }, FAMILY_MESSAGES.birthday],
    // The clock is 2026-03-01 17:00 in China: the 2nd is tomorrow.
    ['a birthday tomorrow', { ...INPUT, birthday: '2026-03-02' }, FAMILY_MESSAGES.birthdayInFuture],
  ];

  it.each(refusals)(
    'refuses %s with its message at the form, writing nothing',
    async (_name, payload, message) => {
      await expectRefusedWithoutWriting(api.db, () => add(payload), {
        status: 400,
        code: CALLER_HANDLED_CODE,
        message,
      });
    },
  );

  it('takes a birthday of today', async () => {
    expect((await add({ ...INPUT, birthday: '2026-03-01' })).status).toBe(200);
  });

  it('refuses an unknown field, writing nothing', async () => {
    await expectRefusedWithoutWriting(api.db, () => add({ ...INPUT, idCard: '110' }), { status: 400 });
  });

  it(`refuses an ${String(FAMILY_MEMBER_CAP + 1)}th family member, and counts only live ones`, async () => {
    for (let i = 1; i < FAMILY_MEMBER_CAP; i += 1) {
      expect((await add({ ...INPUT, name: `家属${String(i)}` })).status).toBe(200);
    }
    await expectRefusedWithoutWriting(api.db, () => add(INPUT), {
      status: 400,
      code: CALLER_HANDLED_CODE,
      message: FAMILY_MESSAGES.tooMany,
    });
    expect((await remove(SPOUSE)).status).toBe(200);
    expect((await add(INPUT)).status).toBe(200);
  });

  it('asks a guest to log in, writing nothing', async () => {
    await expectGuestRefused(api.db, () => api.post(API_PATHS.familyMembers, INPUT));
  });
});

describe('PUT a family member', () => {
  it('replaces it and answers it as stored', async () => {
    const { status, body } = await edit(SPOUSE, { name: '刘阳', relation: 'SPOUSE', mobile: '13812340000' });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ id: SPOUSE, name: '刘阳', mobile: '13812340000', birthday: null });
  });

  it('refuses a broken field with its message and leaves the row as it was', async () => {
    await expectRefusedWithoutWriting(api.db, () => edit(SPOUSE, { ...INPUT, mobile: '12345' }), {
      status: 400,
      code: CALLER_HANDLED_CODE,
      message: FAMILY_MESSAGES.mobile,
    });
    await expectRefusedWithoutWriting(api.db, () => edit(SPOUSE, { ...INPUT, birthday: '2030-01-01' }), {
      status: 400,
      message: FAMILY_MESSAGES.birthdayInFuture,
    });
    expect((await list())[0]).toMatchObject({ name: '刘洋', mobile: '13812345678', birthday: '1990-05-20' });
  });

  it("answers another member's family member as an unknown one and changes nothing", async () => {
    const other = await edit(SPOUSE, INPUT, api.tokens.wang);
    const unknown = await edit('fam-no-such-member', INPUT, api.tokens.wang);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(FAMILY_MESSAGES.notFound);
    expect(unknown.body.message).toBe(FAMILY_MESSAGES.notFound);
    expect((await list())[0]?.name).toBe('刘洋');
  });

  it('answers a removed family member as an unknown one', async () => {
    await remove(SPOUSE);
    expect((await edit(SPOUSE, INPUT)).status).toBe(404);
  });
});

describe('DELETE a family member', () => {
  it('takes it off the list', async () => {
    expect((await remove(SPOUSE)).status).toBe(200);
    expect(await list()).toEqual([]);
  });

  it('keeps the row behind the orders made for them', async () => {
    const choice = await api.post<{ sn: string }>(
      API_PATHS.benefitChoose,
      {
        planCaseId: 'bpc-acme-2026-family',
        optionIds: ['bpo-family-ejiao'],
        addressId: 'addr-acme-zhang-home',
        familyMemberId: SPOUSE,
      },
      { accessToken: api.tokens.zhang },
    );
    expect(choice.status).toBe(200);
    expect((await remove(SPOUSE)).status).toBe(200);
    const [order] = await api.db.query<{ name: string }>(
      `SELECT f.name FROM benefit_orders b JOIN family_members f ON f.id = b.family_member_id WHERE b.sn = $1`,
      [choice.body.result.sn],
    );
    expect(order?.name).toBe('刘洋');
  });

  it("refuses another member's family member as an unknown one, removing nothing", async () => {
    const { status, body } = await remove(SPOUSE, api.tokens.wang);
    expect(status).toBe(404);
    expect(body.message).toBe(FAMILY_MESSAGES.notFound);
    expect(await list()).toHaveLength(1);
  });

  it('answers one removed already as an unknown one', async () => {
    await remove(SPOUSE);
    expect((await remove(SPOUSE)).status).toBe(404);
  });
});

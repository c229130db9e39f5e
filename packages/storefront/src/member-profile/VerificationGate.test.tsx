import { API_PATHS, type UserInfo, type VerifyStatus } from '@mall/schemas';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../ui/AppToaster.tsx';
import { POPPED_KEY, PopupHost } from '../shell/PopupHost.tsx';
import { STORY_POPUPS, storyPopupApi } from '../test/story-notices.ts';
import { fakeApi, type Answer } from '../test/fake-api.ts';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { toaster } from '../ui/toaster.ts';
import { gateMayShow, VerificationGate, type GateRouter } from './VerificationGate.tsx';

const STATUS = API_PATHS.verifyStatus;
const SEND_CODE = API_PATHS.sendVerifyCode;
const VERIFY = API_PATHS.verifyUserInfo;
const CONSENT_STATUS = API_PATHS.privacyConsentStatus;
const CONSENT = API_PATHS.privacyConsentAccept;
const IMAGE_CODE = API_PATHS.imageCode;

/** Answers `path` with `first`, then with `after` each time it is asked again. */
function answerThen(path: string, first: Answer, after: Answer) {
  fakeApi.answer(path, after);
  fakeApi.answer(path, first, { once: true });
}

/** The bodies POSTed to `path`, oldest first. */
const bodiesSent = (path: string) => fakeApi.sent(path, 'POST').map(({ body }) => body);

const MEMBER: UserInfo = {
  id: 'mbr-nova-xu',
  oneId: 'ent-nova',
  username: 'xuming',
  updatePwd: '0',
  updatePayPwd: '0',
};
const DUE: VerifyStatus = {
  bindMobile: '135****0201',
  mobileVerify: false,
  bindEmail: null,
  emailVerify: false,
  emailFormat: ['@nova.example.com'],
  requireMobile: true,
  requireEmail: true,
};
const DONE: VerifyStatus = { ...DUE, mobileVerify: true, emailVerify: true };

const at = (pathname: string): GateRouter => ({
  state: { location: { pathname, search: '' } },
  subscribe: () => () => undefined,
});

function renderGate(user: UserInfo | null = MEMBER, pathname = '/') {
  return render(
    <StorefrontStoryFrame session={{ userInfo: user, accessToken: user ? 'member-token' : null }}>
      <AppToaster />
      <VerificationGate router={at(pathname)} />
    </StorefrontStoryFrame>,
  );
}

beforeEach(() => {
  fakeApi.answer(IMAGE_CODE, { image: 'data:image/svg+xml;base64,PHN2Zy8+', uuid: 'u' });
  fakeApi.answer(CONSENT_STATUS, { required: false, consented: false });
});

afterEach(() => {
  toaster.remove();
  vi.useRealTimers();
});

describe('gateMayShow', () => {
  it('lets the gate show for a logged-in member on the mall, home included', () => {
    expect(gateMayShow('t', MEMBER, '/', '')).toBe(true);
    expect(gateMayShow('t', MEMBER, '/goodsDetail', '?skuId=1')).toBe(true);
  });

  it('keeps it away from guests, from the password reminder and from the open routes', () => {
    expect(gateMayShow(null, null, '/', '')).toBe(false);
    expect(gateMayShow('t', { ...MEMBER, updatePwd: '1' }, '/', '')).toBe(false);
    expect(gateMayShow('t', { ...MEMBER, updatePayPwd: '1' }, '/', '')).toBe(false);
    expect(gateMayShow('t', MEMBER, '/login', '')).toBe(false);
    expect(gateMayShow('t', MEMBER, '/privacyPolicy', '')).toBe(false);
  });
});

describe('<VerificationGate />', { timeout: 30_000 }, () => {
  it('shows nothing and asks nothing while the password reminder comes first', async () => {
    // Were the gate to ask, the member would have verifying to do.
    fakeApi.answer(STATUS, DUE);
    vi.useFakeTimers();
    renderGate({ ...MEMBER, updatePwd: '1' });
    // The gate asks from an effect of its mount, which render() has run (Testing Library renders
    // inside act); anything it puts off waits on a timer or a promise, and a minute of fake time runs
    // every such timer with the promises between them.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fakeApi.sent(STATUS)).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a send without the graphic code, and refreshes the graphic code after a failed send', async () => {
    fakeApi.answer(STATUS, DUE);
    fakeApi.fail(SEND_CODE, { code: 30000, message: '图形验证码错误' });
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: '账号验证' });
    expect(within(dialog).getByRole('button', { name: '提交验证' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('手机号'), '13500000288');
    const smsRow = within(within(dialog).getByRole('group', { name: '短信验证' }));
    await userEvent.click(smsRow.getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText('请输入图形验证码')).toBeInTheDocument();
    expect(fakeApi.sent(SEND_CODE)).toEqual([]);

    await waitFor(() => expect(fakeApi.sent(IMAGE_CODE, 'GET')).toHaveLength(1));
    await userEvent.type(within(dialog).getByLabelText('图形验证码'), 'ABCD');
    await userEvent.click(smsRow.getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText('图形验证码错误')).toBeInTheDocument();
    expect(bodiesSent(SEND_CODE)).toEqual([{ mobile: '13500000288', code: 'ABCD' }]);
    await waitFor(() => expect(fakeApi.sent(IMAGE_CODE, 'GET')).toHaveLength(2));
    expect(within(dialog).getByLabelText('图形验证码')).toHaveValue('');
  });

  it('refuses an e-mail without the enterprise suffix before sending', async () => {
    fakeApi.answer(STATUS, DUE);
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: '账号验证' });
    expect(within(dialog).getByText('请使用以 @nova.example.com 结尾的企业邮箱')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('企业邮箱'), 'xuming@gmail.com');
    await userEvent.type(within(dialog).getByLabelText('图形验证码'), 'ABCD');
    const mailRow = within(within(dialog).getByRole('group', { name: '邮箱验证' }));
    await userEvent.click(mailRow.getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText('请输入正确格式的企业邮箱')).toBeInTheDocument();
    expect(fakeApi.sent(SEND_CODE)).toEqual([]);
  });

  it('enables submit once everything is filled, and goes away after the verification', async () => {
    answerThen(STATUS, DUE, DONE);
    fakeApi.answer(VERIFY, null);
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: '账号验证' });
    const submit = within(dialog).getByRole('button', { name: '提交验证' });
    await userEvent.type(within(dialog).getByLabelText('手机号'), '13500000288');
    await userEvent.type(within(dialog).getByLabelText('短信验证码'), '123456');
    await userEvent.type(within(dialog).getByLabelText('企业邮箱'), 'xuming@nova.example.com');
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('邮箱验证码'), '654321');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByText('验证成功')).toBeInTheDocument();
    expect(bodiesSent(VERIFY)).toEqual([
      { mobile: '13500000288', smsCode: '123456', email: 'xuming@nova.example.com', emailCode: '654321' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for both privacy consents with the cancel button disabled, then goes away', async () => {
    fakeApi.answer(STATUS, DONE);
    answerThen(CONSENT_STATUS, { required: true, consented: false }, { required: true, consented: true });
    fakeApi.answer(CONSENT, null);
    renderGate();
    const dialog = await screen.findByRole('alertdialog', { name: '隐私政策与用户协议' });
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '我已阅读并同意《用户协议》' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '同意并继续' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请阅读并同意《隐私政策》');
    expect(fakeApi.sent(CONSENT)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '我已阅读并同意《隐私政策》' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '同意并继续' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(bodiesSent(CONSENT)).toEqual([{ privacyPolicy: true, userAgreement: true }]);
  });

  it('keeps the login popups waiting until the member has verified', async () => {
    window.localStorage.removeItem(POPPED_KEY);
    answerThen(STATUS, DUE, DONE);
    fakeApi.answer(VERIFY, null);
    render(
      <StorefrontStoryFrame session={{ userInfo: MEMBER, accessToken: 'member-token' }}>
        <PopupHost api={storyPopupApi({ EP: STORY_POPUPS.EP })} />
        <VerificationGate router={at('/')} />
      </StorefrontStoryFrame>,
    );
    const dialog = await screen.findByRole('dialog', { name: '账号验证' });
    expect(screen.queryByRole('dialog', { name: '春节福利积分已到账' })).not.toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('手机号'), '13500000288');
    await userEvent.type(within(dialog).getByLabelText('短信验证码'), '123456');
    await userEvent.type(within(dialog).getByLabelText('企业邮箱'), 'xuming@nova.example.com');
    await userEvent.type(within(dialog).getByLabelText('邮箱验证码'), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交验证' }));

    expect(await screen.findByRole('dialog', { name: '春节福利积分已到账' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '账号验证' })).not.toBeInTheDocument();
  });

  it('shows nothing to a member with nothing to do', async () => {
    fakeApi.answer(STATUS, { ...DUE, requireMobile: false, requireEmail: false });
    renderGate();
    await waitFor(() => expect(fakeApi.sent(CONSENT_STATUS)).not.toEqual([]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

import type { UserInfo, VerifyStatus } from '@mall/schemas';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchImageCode } from '../api/passport.ts';
import { AppToaster } from '../ui/AppToaster.tsx';
import { POPPED_KEY, PopupHost } from '../shell/PopupHost.tsx';
import { STORY_POPUPS, storyPopupApi } from '../test/story-notices.ts';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { toaster } from '../ui/toaster.ts';
import {
  fetchPrivacyConsent,
  fetchVerifyStatus,
  postPrivacyConsent,
  postVerifyCode,
  postVerifyUserInfo,
} from '../api/member-profile.ts';
import { gateMayShow, VerificationGate, type GateRouter } from './VerificationGate.tsx';

vi.mock('../api/member-profile.ts', () => ({
  fetchVerifyStatus: vi.fn(),
  postVerifyCode: vi.fn(),
  postVerifyUserInfo: vi.fn(),
  fetchPrivacyConsent: vi.fn(),
  postPrivacyConsent: vi.fn(),
}));
vi.mock('../api/passport.ts', () => ({ fetchImageCode: vi.fn() }));

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
  vi.mocked(fetchImageCode)
    .mockReset()
    .mockResolvedValue({ image: 'data:image/svg+xml;base64,PHN2Zy8+', uuid: 'u' });
  vi.mocked(fetchVerifyStatus).mockReset();
  vi.mocked(postVerifyCode).mockReset();
  vi.mocked(postVerifyUserInfo).mockReset();
  vi.mocked(fetchPrivacyConsent).mockReset().mockResolvedValue({ required: false, consented: false });
  vi.mocked(postPrivacyConsent).mockReset();
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
    vi.mocked(fetchVerifyStatus).mockResolvedValue(DUE);
    vi.useFakeTimers();
    renderGate({ ...MEMBER, updatePwd: '1' });
    // The gate asks from an effect of its mount, which render() has run (Testing Library renders
    // inside act); anything it puts off waits on a timer or a promise, and a minute of fake time runs
    // every such timer with the promises between them.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchVerifyStatus).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a send without the graphic code, and refreshes the graphic code after a failed send', async () => {
    vi.mocked(fetchVerifyStatus).mockResolvedValue(DUE);
    vi.mocked(postVerifyCode).mockResolvedValue({ ok: false, code: 30000, message: '图形验证码错误' });
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: '账号验证' });
    expect(within(dialog).getByRole('button', { name: '提交验证' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('手机号'), '13500000288');
    const smsRow = within(within(dialog).getByRole('group', { name: '短信验证' }));
    await userEvent.click(smsRow.getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText('请输入图形验证码')).toBeInTheDocument();
    expect(postVerifyCode).not.toHaveBeenCalled();

    await waitFor(() => expect(fetchImageCode).toHaveBeenCalledTimes(1));
    await userEvent.type(within(dialog).getByLabelText('图形验证码'), 'ABCD');
    await userEvent.click(smsRow.getByRole('button', { name: '获取验证码' }));
    expect(postVerifyCode).toHaveBeenCalledWith({ mobile: '13500000288', code: 'ABCD' });
    expect(await within(dialog).findByText('图形验证码错误')).toBeInTheDocument();
    expect(fetchImageCode).toHaveBeenCalledTimes(2);
    expect(within(dialog).getByLabelText('图形验证码')).toHaveValue('');
  });

  it('refuses an e-mail without the enterprise suffix before sending', async () => {
    vi.mocked(fetchVerifyStatus).mockResolvedValue(DUE);
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: '账号验证' });
    expect(within(dialog).getByText('请使用以 @nova.example.com 结尾的企业邮箱')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('企业邮箱'), 'xuming@gmail.com');
    await userEvent.type(within(dialog).getByLabelText('图形验证码'), 'ABCD');
    const mailRow = within(within(dialog).getByRole('group', { name: '邮箱验证' }));
    await userEvent.click(mailRow.getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText('请输入正确格式的企业邮箱')).toBeInTheDocument();
    expect(postVerifyCode).not.toHaveBeenCalled();
  });

  it('enables submit once everything is filled, and goes away after the verification', async () => {
    vi.mocked(fetchVerifyStatus).mockResolvedValueOnce(DUE).mockResolvedValue(DONE);
    vi.mocked(postVerifyUserInfo).mockResolvedValue({ ok: true, result: null });
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
    expect(postVerifyUserInfo).toHaveBeenCalledWith({
      mobile: '13500000288',
      smsCode: '123456',
      email: 'xuming@nova.example.com',
      emailCode: '654321',
    });
    expect(await screen.findByText('验证成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for both privacy consents with the cancel button disabled, then goes away', async () => {
    vi.mocked(fetchVerifyStatus).mockResolvedValue(DONE);
    vi.mocked(fetchPrivacyConsent)
      .mockResolvedValueOnce({ required: true, consented: false })
      .mockResolvedValue({ required: true, consented: true });
    vi.mocked(postPrivacyConsent).mockResolvedValue({ ok: true, result: null });
    renderGate();
    const dialog = await screen.findByRole('alertdialog', { name: '隐私政策与用户协议' });
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '我已阅读并同意《用户协议》' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '同意并继续' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请阅读并同意《隐私政策》');
    expect(postPrivacyConsent).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '我已阅读并同意《隐私政策》' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '同意并继续' }));
    expect(postPrivacyConsent).toHaveBeenCalledWith({ privacyPolicy: true, userAgreement: true });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the login popups waiting until the member has verified', async () => {
    window.localStorage.removeItem(POPPED_KEY);
    vi.mocked(fetchVerifyStatus).mockResolvedValueOnce(DUE).mockResolvedValue(DONE);
    vi.mocked(postVerifyUserInfo).mockResolvedValue({ ok: true, result: null });
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
    vi.mocked(fetchVerifyStatus).mockResolvedValue({ ...DUE, requireMobile: false, requireEmail: false });
    renderGate();
    await waitFor(() => expect(fetchPrivacyConsent).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

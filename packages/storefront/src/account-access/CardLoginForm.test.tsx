import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@mall/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokenAtom, refreshTokenAtom, userInfoAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { CardLoginForm } from './CardLoginForm.tsx';
import {
  answerPicture,
  memberFactory,
  picturesDrawn,
  renderForm,
  sentForm,
  sentWithPasswords,
} from '../test/account-access-support.tsx';
import { fakeApi } from '../test/fake-api.ts';

const LOGIN = API_PATHS.cardLogin;

beforeEach(() => {
  answerPicture();
  fakeApi.answer(API_PATHS.userInfo, memberFactory());
  appStore.set(accessTokenAtom, null);
  appStore.set(refreshTokenAtom, null);
  appStore.set(userInfoAtom, null);
});

async function fill(cardNo: string, password: string, code: string) {
  if (cardNo) await userEvent.type(screen.getByLabelText('卡号'), cardNo);
  if (password) await userEvent.type(screen.getByLabelText('卡密码'), password);
  if (code) await userEvent.type(screen.getByLabelText('图形验证码'), code);
  await userEvent.click(screen.getByRole('button', { name: '登录' }));
}

describe('<CardLoginForm />', () => {
  it('asks for the card number, the card password and the picture code before sending anything', async () => {
    renderForm(<CardLoginForm onLoggedIn={vi.fn()} />);
    await fill('', '', '');
    expect(await screen.findByText('请输入卡号')).toBeInTheDocument();
    expect(screen.getByText('请输入卡密码')).toBeInTheDocument();
    expect(screen.getByText('请输入图形验证码')).toBeInTheDocument();
    expect(fakeApi.sent(LOGIN)).toEqual([]);
  });

  it('refuses a card number whose check digit is wrong', async () => {
    renderForm(<CardLoginForm onLoggedIn={vi.fn()} />);
    await fill('6288000000000019', '826415', 'K7QM');
    expect(await screen.findByText('卡号格式不正确')).toBeInTheDocument();
    expect(screen.getByLabelText('卡号')).toHaveAttribute('aria-invalid', 'true');
    expect(fakeApi.sent(LOGIN)).toEqual([]);
  });

  it('logs in with the card number, the card password encrypted and the picture code, and keeps the session', async () => {
    fakeApi.answer(LOGIN, { accessToken: 'a1', refreshToken: 'r1' });
    const onLoggedIn = vi.fn();
    renderForm(<CardLoginForm oneId="ent-acme" onLoggedIn={onLoggedIn} />);
    await fill('6288 0000 0000 0018', '826415', 'k7qm');

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(memberFactory()));
    expect(sentForm(LOGIN)).toMatchObject({ cardNo: '6288000000000018', code: 'k7qm', oneId: 'ent-acme' });
    expect(sentForm(LOGIN).password).not.toContain('826415');
    expect(sentWithPasswords(LOGIN, ['password']).password).toBe('826415');
    expect(appStore.get(accessTokenAtom)).toBe('a1');
    expect(appStore.get(refreshTokenAtom)).toBe('r1');
    expect(appStore.get(userInfoAtom)?.username).toBe('cardzhou');
  });

  it('shows a refusal under the form, empties the spent picture code and draws a new picture', async () => {
    fakeApi.fail(LOGIN, { code: 30000, message: '卡号或密码错误' });
    const onLoggedIn = vi.fn();
    renderForm(<CardLoginForm onLoggedIn={onLoggedIn} />);
    await waitFor(() => expect(picturesDrawn()).toBe(1));
    await fill('6288000000000018', '000000', 'K7QM');

    expect(await screen.findByRole('alert')).toHaveTextContent('卡号或密码错误');
    expect(screen.getByLabelText('图形验证码')).toHaveValue('');
    expect(picturesDrawn()).toBe(2);
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(appStore.get(accessTokenAtom)).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@mall/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgetPasswordForm } from './ForgetPasswordForm.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import {
  answerPicture,
  answerSmsCodeSent,
  PICTURE,
  picturesDrawn,
  renderForm,
  sentForm,
} from '../test/account-access-support.tsx';
import { fakeApi } from '../test/fake-api.ts';

const CONTACT = API_PATHS.userContact;

beforeEach(() => {
  answerPicture();
  fakeApi.answer(CONTACT, { username: 'resetdemo', mobile: '135****0103' });
  answerSmsCodeSent('135****0103');
  fakeApi.answer(API_PATHS.checkSmsCode, true);
});

async function confirmAccount() {
  await userEvent.type(screen.getByLabelText('用户名'), ' resetdemo ');
  await userEvent.type(screen.getByLabelText('图形验证码'), 'Q4NB');
  await userEvent.click(screen.getByRole('button', { name: '下一步' }));
  await screen.findByText('验证码将发送至您绑定的手机 135****0103');
}

describe('<ForgetPasswordForm />', () => {
  it('asks for the login name, then shows the masked mobile the code will go to', async () => {
    const onStepChange = vi.fn();
    renderForm(<ForgetPasswordForm onVerified={vi.fn()} onStepChange={onStepChange} />);
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(fakeApi.sent(CONTACT)).toEqual([]);

    await confirmAccount();
    expect(sentForm(CONTACT)).toEqual({ username: 'resetdemo', code: 'Q4NB' });
    expect(screen.getByText('账号：resetdemo')).toBeInTheDocument();
    expect(onStepChange).toHaveBeenLastCalledWith(1);
  });

  it('asks for the picture code before looking the name up', async () => {
    renderForm(<ForgetPasswordForm onVerified={vi.fn()} />);
    expect(await screen.findByRole('img', { name: '图形验证码，点击换一张' })).toHaveAttribute(
      'src',
      PICTURE,
    );
    await userEvent.type(screen.getByLabelText('用户名'), 'resetdemo');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入图形验证码')).toBeInTheDocument();
    expect(fakeApi.sent(CONTACT)).toEqual([]);
  });

  it('shows a refused picture code at its input, draws a new picture and stays on the account step', async () => {
    fakeApi.fail(CONTACT, { code: 30000, message: '图形验证码错误' });
    renderForm(<ForgetPasswordForm onVerified={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('用户名'), 'resetdemo');
    await userEvent.type(screen.getByLabelText('图形验证码'), 'XXXX');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));

    expect(await screen.findByText('图形验证码错误')).toBeInTheDocument();
    // The look-up spent the picture code: a new one is drawn and the input is emptied.
    await waitFor(() => expect(picturesDrawn()).toBe(2));
    expect(screen.getByLabelText('图形验证码')).toHaveValue('');
    expect(screen.getByLabelText('用户名')).toHaveValue('resetdemo');
  });

  it('draws a new picture after a look-up the server refused with a message of its own', async () => {
    fakeApi.fail(CONTACT, { message: '用户不存在' });
    renderForm(<ForgetPasswordForm onVerified={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('用户名'), 'nobody');
    await userEvent.type(screen.getByLabelText('图形验证码'), 'Q4NB');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));

    await waitFor(() => expect(picturesDrawn()).toBe(2));
    expect(screen.getByLabelText('图形验证码')).toHaveValue('');
    expect(screen.getByLabelText('用户名')).toBeInTheDocument();
  });

  it('sends the recovery code by login name with the picture code, and counts down', async () => {
    renderForm(<ForgetPasswordForm onVerified={vi.fn()} />);
    await confirmAccount();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入图形验证码')).toBeInTheDocument();
    expect(fakeApi.sent(API_PATHS.sendSmsCode)).toEqual([]);

    await userEvent.type(screen.getByLabelText('图形验证码'), 'K7QM');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(sentForm(API_PATHS.sendSmsCode)).toEqual({
      type: '1',
      username: 'resetdemo',
      function: 'FORGET_PASSWORD',
      code: 'K7QM',
    });
  });

  it('checks the SMS code and hands the login name and the code on', async () => {
    const onVerified = vi.fn();
    renderForm(<ForgetPasswordForm onVerified={onVerified} />);
    await confirmAccount();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('短信验证码不能为空')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('短信验证码'), ' 482913 ');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith({ username: 'resetdemo', code: '482913' }));
    expect(sentForm(API_PATHS.checkSmsCode)).toEqual({
      username: 'resetdemo',
      function: 'FORGET_PASSWORD',
      code: '482913',
    });
  });

  it('shows a wrong or expired code at its field and goes no further', async () => {
    fakeApi.fail(API_PATHS.checkSmsCode, { code: 30000, message: '短信验证码错误或已失效' });
    const onVerified = vi.fn();
    renderForm(<ForgetPasswordForm onVerified={onVerified} />);
    await confirmAccount();
    await userEvent.type(screen.getByLabelText('短信验证码'), '000000');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('短信验证码错误或已失效')).toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('goes back to another account', async () => {
    renderForm(<ForgetPasswordForm onVerified={vi.fn()} />);
    await confirmAccount();
    await userEvent.click(screen.getByRole('button', { name: '更换账号' }));
    expect(screen.getByLabelText('用户名')).toHaveValue('');
  });
});

describe('<NewPasswordForm />', () => {
  it('saves a password that keeps the rules and shows what the server refuses', async () => {
    const onSubmit = vi.fn(async () => '短信验证码错误或已失效');
    renderForm(<NewPasswordForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('新密码'), 'Fresh#2027');
    await userEvent.type(screen.getByLabelText('确认新密码'), 'Fresh#2026');
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('两次输入的密码不一致，请重新输入')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('确认新密码'));
    await userEvent.type(screen.getByLabelText('确认新密码'), 'Fresh#2027');
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Fresh#2027'));
    expect(await screen.findByRole('alert')).toHaveTextContent('短信验证码错误或已失效');
  });

  it('says what a weak password lacks, in Chinese', async () => {
    renderForm(<NewPasswordForm onSubmit={vi.fn(async () => null)} />);
    await userEvent.type(screen.getByLabelText('新密码'), 'abcdefgh');
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(
      await screen.findByText('密码须至少包含大写字母、小写字母、数字、特殊字符中的三种'),
    ).toBeInTheDocument();
    expect(screen.getByText('请再次输入新密码')).toBeInTheDocument();
  });
});

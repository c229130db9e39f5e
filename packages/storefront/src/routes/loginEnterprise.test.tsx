import { API_PATHS } from '@mall/schemas';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerPicture } from '../test/account-access-support.tsx';
import { fakeApi } from '../test/fake-api.ts';
import { hangPages } from '../test/page-answers.ts';
import { renderRoute } from '../test/render-route.tsx';

beforeEach(() => {
  hangPages();
  answerPicture();
});

describe('/login/{loginRouteName}', () => {
  it("shows the enterprise's logo and name with the password and welfare-card ways in", async () => {
    fakeApi.answer(API_PATHS.enterpriseLoginPage('acme'), {
      oneId: 'ent-acme',
      loginRouteName: 'acme',
      enterpriseName: '艾克米科技有限公司',
      logo: '/img/logo.svg',
      background: null,
      pageId: 'page-hshsc-index',
    });
    renderRoute('/login/acme');

    expect(await screen.findByRole('heading', { name: '艾克米科技有限公司 会员登录' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '艾克米科技有限公司标志' })).toHaveAttribute('width', '64');
    expect(screen.getByRole('tab', { name: '账号密码登录' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '福利卡登录' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '忘记密码' })).toBeInTheDocument();
  });

  it('says when no enterprise has that login page, and still offers the general login', async () => {
    fakeApi.answer(API_PATHS.enterpriseLoginPage('nobody'), null);
    renderRoute('/login/nobody');

    expect(await screen.findByText('未找到该企业的登录页，请使用通用登录。')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '账号密码登录' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEnterpriseLoginPage, fetchImageCode } from '../api/passport.ts';
import { renderRoute } from '../test/render-route.tsx';

vi.mock('../api/passport.ts', () => ({
  fetchImageCode: vi.fn(),
  fetchUserInfo: vi.fn(),
  fetchEnterpriseLoginPage: vi.fn(),
  postLogin: vi.fn(),
  postLogout: vi.fn(),
}));
vi.mock('../api/pages.ts', () => ({
  fetchIndexPage: vi.fn(() => new Promise(() => {})),
  fetchPublicPage: vi.fn(() => new Promise(() => {})),
  fetchPageById: vi.fn(() => new Promise(() => {})),
}));

afterEach(() => {
  vi.mocked(fetchEnterpriseLoginPage).mockReset();
});

describe('/login/{loginRouteName}', () => {
  it("shows the enterprise's logo and name with the password and welfare-card ways in", async () => {
    vi.mocked(fetchImageCode).mockResolvedValue({ uuid: 'device', image: 'data:image/svg+xml;base64,' });
    vi.mocked(fetchEnterpriseLoginPage).mockResolvedValue({
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
    vi.mocked(fetchImageCode).mockResolvedValue({ uuid: 'device', image: 'data:image/svg+xml;base64,' });
    vi.mocked(fetchEnterpriseLoginPage).mockResolvedValue(null as never);
    renderRoute('/login/nobody');

    expect(await screen.findByText('未找到该企业的登录页，请使用通用登录。')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '账号密码登录' })).toBeInTheDocument();
  });
});

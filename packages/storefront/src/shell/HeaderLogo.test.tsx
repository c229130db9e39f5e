import { API_PATHS } from '@mall/schemas';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HEADER_LOGO_BOX, HEADER_SUB_LOGO_PX, HeaderLogo } from './HeaderLogo.tsx';
import * as frameStories from './PageFrame.stories.tsx';
import * as headerStories from './SiteHeader.stories.tsx';
import { PageFrame } from './PageFrame.tsx';
import { cacheBranding } from './site-branding.ts';
import { fakeApi } from '../test/fake-api.ts';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';

const { Mall, DisposableCard } = composeStories(frameStories);
const { EnterpriseLogo } = composeStories(headerStories);

const ACME = {
  logoPath: '/img/enterprises/acme-logo.svg',
  subLogoPath: '/img/enterprises/acme-union.svg',
};

function renderLogo(props: Partial<Parameters<typeof HeaderLogo>[0]>, locale?: 'zh-CN' | 'en-US') {
  return render(
    <StorefrontStoryFrame locale={locale}>
      <HeaderLogo siteName="好生活福利商城" siteLogo="/img/logo.svg" {...props} />
    </StorefrontStoryFrame>,
  );
}

/** The width and height a picture declares (what the browser reserves before it loads). */
const sizeOf = (image: HTMLElement) => [image.getAttribute('width'), image.getAttribute('height')];

describe('<HeaderLogo />', () => {
  it("shows the site's logo, sized and described, when there is no enterprise logo", () => {
    renderLogo({});
    const logo = screen.getByRole('img', { name: '好生活福利商城标志' });
    expect(logo).toHaveAttribute('src', '/img/logo.svg');
    expect(sizeOf(logo)).toEqual(['160', '48']);
  });

  it("keeps the site's logo for a member whose enterprise has none", () => {
    renderLogo({ enterpriseLogo: { logoPath: null, subLogoPath: null } });
    expect(screen.getByRole('img', { name: '好生活福利商城标志' })).toHaveAttribute('src', '/img/logo.svg');
    expect(screen.queryByRole('img', { name: '企业标志' })).not.toBeInTheDocument();
  });

  it("shows the enterprise's logo with its sub-logo beside it, both sized and described, in the site logo's box", () => {
    renderLogo({ enterpriseLogo: ACME });
    expect(screen.queryByRole('img', { name: '好生活福利商城标志' })).not.toBeInTheDocument();
    const logo = screen.getByRole('img', { name: '企业标志' });
    const subLogo = screen.getByRole('img', { name: '企业副标志' });
    expect(logo).toHaveAttribute('src', ACME.logoPath);
    expect(subLogo).toHaveAttribute('src', ACME.subLogoPath);
    expect(logo.compareDocumentPosition(subLogo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(sizeOf(subLogo)).toEqual([String(HEADER_SUB_LOGO_PX), String(HEADER_SUB_LOGO_PX)]);
    // Logo, gap and sub-logo fill the same 160 x 48 as the site's logo: nothing beside it moves.
    const [logoWidth, logoHeight] = sizeOf(logo).map(Number);
    expect(logoHeight).toBe(HEADER_LOGO_BOX.height);
    expect(logoWidth! + HEADER_SUB_LOGO_PX).toBeLessThanOrEqual(HEADER_LOGO_BOX.width);
    expect(logoWidth! + HEADER_SUB_LOGO_PX).toBeGreaterThan(HEADER_LOGO_BOX.width - 16);
  });

  it('gives an enterprise logo without a sub-logo the whole box', () => {
    renderLogo({ enterpriseLogo: { logoPath: '/img/enterprises/blue-logo.svg', subLogoPath: null } });
    expect(sizeOf(screen.getByRole('img', { name: '企业标志' }))).toEqual(['160', '48']);
    expect(screen.queryByRole('img', { name: '企业副标志' })).not.toBeInTheDocument();
  });

  it('describes the pictures in English on an English page', () => {
    renderLogo({ enterpriseLogo: ACME }, 'en-US');
    expect(screen.getByRole('img', { name: 'Enterprise logo' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Enterprise sub-logo' })).toBeInTheDocument();
  });

  it('keeps an empty box of the same size while the site call is out', () => {
    renderLogo({ siteLogo: undefined, pending: true });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe("the page header's logo", () => {
  it("links home through the enterprise's logo in a member's header (story EnterpriseLogo)", () => {
    render(<EnterpriseLogo />);
    const home = screen.getByRole('link', { name: '好生活福利商城首页' });
    expect(within(home).getByRole('img', { name: '企业标志' })).toHaveAttribute('src', ACME.logoPath);
    expect(within(home).getByRole('img', { name: '企业副标志' })).toHaveAttribute('src', ACME.subLogoPath);
  });

  beforeEach(() => {
    // A fresh branding cache keeps the site call from going out.
    cacheBranding({ siteName: '好生活福利商城', logoImg: '/img/logo.svg' });
  });

  const LOGO = API_PATHS.enterpriseLogo;

  /** Waits until the header has asked for its notices, which goes out after a logo call would have. */
  const headerCallsMade = () => waitFor(() => expect(fakeApi.sent(API_PATHS.noticeList)).not.toEqual([]));

  it("asks once for a member's enterprise logo and shows it in the home link, in place of the site's", async () => {
    fakeApi.answer(LOGO, ACME);
    render(<Mall />);
    const home = screen.getByRole('link', { name: '好生活福利商城首页' });
    expect(await within(home).findByRole('img', { name: '企业标志' })).toHaveAttribute('src', ACME.logoPath);
    expect(within(home).getByRole('img', { name: '企业副标志' })).toHaveAttribute('src', ACME.subLogoPath);
    expect(within(home).queryByRole('img', { name: '好生活福利商城标志' })).not.toBeInTheDocument();
    expect(fakeApi.sent(LOGO, 'GET')).toHaveLength(1);
  });

  it("keeps the site's logo when the call fails", async () => {
    fakeApi.fail(LOGO, 'network');
    render(<Mall />);
    await waitFor(() => expect(fakeApi.sent(LOGO)).toHaveLength(1));
    const home = screen.getByRole('link', { name: '好生活福利商城首页' });
    expect(within(home).getByRole('img', { name: '好生活福利商城标志' })).toBeInTheDocument();
    expect(within(home).queryByRole('img', { name: '企业标志' })).not.toBeInTheDocument();
  });

  it("never asks for a disposable card's session, an employee's call", async () => {
    render(<DisposableCard />);
    const home = screen.getByRole('link', { name: '好生活福利商城首页' });
    expect(within(home).getByRole('img', { name: '好生活福利商城标志' })).toBeInTheDocument();
    await headerCallsMade();
    expect(fakeApi.sent(LOGO)).toEqual([]);
  });

  it("never asks for a guest, who sees the site's logo", async () => {
    render(
      <StorefrontStoryFrame>
        <PageFrame>页面内容</PageFrame>
      </StorefrontStoryFrame>,
    );
    const home = screen.getByRole('link', { name: '好生活福利商城首页' });
    expect(within(home).getByRole('img', { name: '好生活福利商城标志' })).toBeInTheDocument();
    await headerCallsMade();
    expect(fakeApi.sent(LOGO)).toEqual([]);
  });
});

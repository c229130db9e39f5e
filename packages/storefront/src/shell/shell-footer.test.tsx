import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as footerStories from './SiteFooter.stories.tsx';
import * as licenceStories from './LicenceDialog.stories.tsx';
import * as subFooterStories from './SubFooter.stories.tsx';
import { LICENCE_DIALOG_WIDTH } from './LicenceDialog.tsx';
import { ICP_RECORD_URL, PARCEL_TRACKING_URL } from './SiteFooter.tsx';

const { Typical, English, ExclusiveHomepage } = composeStories(footerStories);
const { BusinessLicence } = composeStories(licenceStories);
const { Typical: TypicalSubFooter } = composeStories(subFooterStories);

const SERVICE_LINKS = [
  ['购物指南', '/accountCenter/shoppingGuide'],
  ['联系我们', '/accountCenter/contactUs'],
  ['售后服务', '/accountCenter/subAfterService'],
  ['配送方式', '/accountCenter/delivery'],
  ['商务合作', '/accountCenter/businessCooperation'],
];

function serviceLinks() {
  return within(screen.getByRole('navigation', { name: '服务指南' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('<SiteFooter />', () => {
  it('links the service pages of the account centre', () => {
    render(<Typical />);
    expect(screen.getByRole('heading', { name: '服务指南' })).toBeInTheDocument();
    expect(serviceLinks()).toEqual(SERVICE_LINKS);
  });

  it('shows the hotline, the service hours, the mailbox and the holiday note', () => {
    render(<Typical />);
    expect(screen.getByText('客服热线：400-800-0000')).toBeInTheDocument();
    expect(screen.getByText('客服时间：周一至周五 9:00-17:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'service@mall.example' })).toHaveAttribute(
      'href',
      'mailto:service@mall.example',
    );
    expect(screen.getByText(/周末及节假日的问题请发送邮件/)).toBeInTheDocument();
  });

  it('opens the ICP record and parcel tracking in new tabs', () => {
    render(<Typical />);
    const record = screen.getByRole('link', { name: '沪ICP备00000000号-1（在新标签页打开）' });
    expect(record).toHaveAttribute('href', ICP_RECORD_URL);
    expect(record).toHaveAttribute('target', '_blank');
    const parcel = screen.getByRole('link', { name: '快递查询（在新标签页打开）' });
    expect(parcel).toHaveAttribute('href', PARCEL_TRACKING_URL);
    expect(parcel).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a licence certificate in a pop-up and closes it', async () => {
    render(<Typical />);
    await userEvent.click(screen.getByRole('button', { name: '增值电信业务经营许可证' }));
    const dialog = await screen.findByRole('dialog', { name: '增值电信业务经营许可证' });
    const image = within(dialog).getByRole('img', { name: '增值电信业务经营许可证证书图片' });
    expect(image).toHaveAttribute('src', '/img/logo.svg');
    expect(image).toHaveAttribute('width', String(LICENCE_DIALOG_WIDTH - 48));

    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ends with the sub-footer copyright line', () => {
    render(<Typical />);
    expect(screen.getByText('© 2026 好生活福利商城 版权所有')).toBeInTheDocument();
  });

  it('keeps the exclusive homepage footer compact but complete', () => {
    render(<ExclusiveHomepage />);
    expect(screen.queryByRole('heading', { name: '服务指南' })).not.toBeInTheDocument();
    expect(screen.queryByText(/周末及节假日/)).not.toBeInTheDocument();
    expect(serviceLinks()).toEqual(SERVICE_LINKS);
    expect(screen.getByText('客服时间：周一至周五 9:00-17:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '营业执照' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '快递查询（在新标签页打开）' })).toBeInTheDocument();
  });

  it('speaks English in en-US', () => {
    render(<English />);
    expect(screen.getByRole('link', { name: 'Shopping guide' })).toBeInTheDocument();
    expect(screen.getByText('Customer service: Monday to Friday 9:00-17:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Business licence' })).toBeInTheDocument();
  });
});

describe('<LicenceDialog />', () => {
  it('is 800 px wide', async () => {
    render(<BusinessLicence />);
    const dialog = await screen.findByRole('dialog', { name: '营业执照' });
    expect(getComputedStyle(dialog).width).toBe(`${LICENCE_DIALOG_WIDTH}px`);
  });
});

describe('<SubFooter />', () => {
  it('shows the copyright line', () => {
    render(<TypicalSubFooter />);
    expect(screen.getByText('© 2026 好生活福利商城 版权所有')).toBeInTheDocument();
  });
});

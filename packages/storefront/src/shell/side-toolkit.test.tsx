import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as toolkitStories from './SideToolkit.stories.tsx';

const { Guest, Member, FullCart, English } = composeStories(toolkitStories);

// The meta-level `fn()` spy is shared between tests, so each test starts it at zero.
beforeEach(() => {
  const scrollToTop = Member.args.scrollToTop;
  if (vi.isMockFunction(scrollToTop)) scrollToTop.mockClear();
});

const toolkit = () => screen.getByRole('complementary', { name: '快捷工具' });

describe('<SideToolkit />', () => {
  it('links to the cart, with the count on the badge for a member', () => {
    render(<Member />);
    const cart = within(toolkit()).getByRole('link', { name: '购物车，12件商品' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(within(cart).getByText('12')).toBeInTheDocument();
  });

  it('caps the badge at 99', () => {
    render(<FullCart />);
    expect(within(toolkit()).getByRole('link', { name: '购物车，150件商品' })).toHaveTextContent('99+');
  });

  it('shows no badge to a guest', () => {
    render(<Guest />);
    const cart = within(toolkit()).getByRole('link', { name: '购物车' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(within(cart).queryByText(/\d/)).not.toBeInTheDocument();
  });

  it('shows the public-account QR code while the pointer is on its button, and on keyboard focus', async () => {
    const user = userEvent.setup();
    render(<Member />);
    const button = within(toolkit()).getByRole('button', { name: '关注公众号' });
    expect(screen.queryByRole('img', { name: '公众号二维码' })).not.toBeInTheDocument();
    expect(screen.queryByText('微信扫码关注公众号')).not.toBeVisible();

    await user.hover(button);
    // The QR code's code downloads on the first hover.
    const qr = await screen.findByRole('img', { name: '公众号二维码' });
    expect(qr).toHaveAttribute('width', '120');
    expect(qr).toHaveAttribute('height', '120');
    expect(screen.getByText('微信扫码关注公众号')).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.unhover(button);
    expect(screen.queryByRole('img', { name: '公众号二维码' })).not.toBeInTheDocument();

    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();
    expect(screen.getByRole('img', { name: '公众号二维码' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('img', { name: '公众号二维码' })).not.toBeInTheDocument();
  });

  it('scrolls back to the top', async () => {
    render(<Member />);
    await userEvent.click(within(toolkit()).getByRole('button', { name: '返回顶部' }));
    expect(Member.args.scrollToTop).toHaveBeenCalledTimes(1);
  });

  it('speaks English in en-US', () => {
    render(<English />);
    const tools = screen.getByRole('complementary', { name: 'Quick tools' });
    expect(within(tools).getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(within(tools).getByRole('button', { name: 'Follow our public account' })).toBeInTheDocument();
    expect(within(tools).getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });
});

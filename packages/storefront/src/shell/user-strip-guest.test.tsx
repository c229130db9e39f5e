import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LoginPrompt } from './LoginPrompt.tsx';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { UserStrip } from './UserStrip.tsx';

function Location() {
  return <p>location: {useLocation().pathname}</p>;
}

describe('<UserStrip /> for a guest', () => {
  it("asks for a login with the 'Please log in' confirm instead of opening a user-centre link", async () => {
    const user = userEvent.setup();
    const onKeepBrowsing = vi.fn();
    render(
      <StorefrontStoryFrame>
        <UserStrip />
        <Location />
        <LoginPrompt onLogin={() => undefined} onKeepBrowsing={onKeepBrowsing} />
      </StorefrontStoryFrame>,
    );

    await user.click(screen.getByRole('link', { name: '客服中心' }));

    const prompt = await screen.findByRole('alertdialog', { name: '请登录' });
    expect(within(prompt).getByText('请登录后再进行此操作')).toBeInTheDocument();
    expect(within(prompt).getByRole('button', { name: '立即登录' })).toBeInTheDocument();
    // The link was not followed.
    expect(screen.getByText(/^location:/)).toHaveTextContent('location: /');
    expect(screen.getByText(/^location:/)).not.toHaveTextContent('customerService');

    await user.click(within(prompt).getByRole('button', { name: '继续浏览' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onKeepBrowsing).toHaveBeenCalledTimes(1);
  });
});

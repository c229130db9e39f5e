import { ChakraProvider } from '@chakra-ui/react';
import { mallSystem } from '@mall/blocks';
import { API_PATHS } from '@mall/schemas';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppI18n } from '../i18n/app-i18n.ts';
import { storefrontMessages } from '../i18n/storefront-messages.ts';
import { LoginPrompt } from '../shell/LoginPrompt.tsx';
import { toaster } from '../ui/toaster.ts';
import { loginGateOpenAtom, loginPromptOpenAtom } from '../state/login-prompt.ts';
import { accessTokenAtom, userInfoAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { hangPages } from '../test/page-answers.ts';
import { renderRoute } from '../test/render-route.tsx';

beforeEach(() => {
  hangPages();
  // The account page the gate opens or not: its messages never answer, the page itself shows.
  fakeApi.hang(API_PATHS.userMessages);
  fakeApi.hang(API_PATHS.memberMessages);
});

const zh = storefrontMessages['zh-CN'];

describe('login gate', () => {
  it('asks a guest opening a member route to log in, and OK goes to /login with the path and query', async () => {
    appStore.set(accessTokenAtom, null);
    const { router } = renderRoute('/custom?id=page-custom');

    expect(await screen.findByRole('alertdialog', { name: zh['gate.title'] })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: zh['gate.ok'] }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('rePath')).toBe('/custom');
    expect(JSON.parse(params.get('query') ?? '')).toEqual({ id: 'page-custom' });
  });

  it('sends a guest who declines back home', async () => {
    appStore.set(accessTokenAtom, null);
    const { router } = renderRoute('/specialOffer?id=page-special-offer');

    await userEvent.click(await screen.findByRole('button', { name: zh['gate.cancel'] }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('warns a guest opening the special zone to log in first and takes them back', async () => {
    appStore.set(accessTokenAtom, null);
    const warn = vi.spyOn(toaster, 'create');
    const { router } = renderRoute('/special?id=page-special', { previous: '/friendlyTips' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/friendlyTips'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'warning', description: zh['gate.logInFirst'] }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('takes a guest who opened the special zone first to the home page', async () => {
    appStore.set(accessTokenAtom, null);
    const { router } = renderRoute('/special?id=page-special');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets a guest preview a member route', async () => {
    appStore.set(accessTokenAtom, null);
    renderRoute('/custom?id=page-custom&isPreview=1');

    // The page call never answers here: the route itself is showing, not the gate.
    expect(await screen.findByText(zh['page.loading'])).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('login gate on account pages (a known username)', () => {
  const member = { id: 'mbr-acme-zhang', oneId: 'ent-acme', username: 'zhangwei', nickName: '张伟' };

  it('asks a member whose stored profile has no username to log in on an account page, and OK goes to /login', async () => {
    appStore.set(accessTokenAtom, 'member-token');
    appStore.set(userInfoAtom, null);
    const { router } = renderRoute('/home/message?tab=station');

    const gate = await screen.findByRole('alertdialog', { name: zh['gate.title'] });
    expect(gate).toHaveTextContent(zh['gate.text']);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: zh['gate.ok'] }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('rePath')).toBe('/home/message');
    expect(JSON.parse(params.get('query') ?? '')).toEqual({ tab: 'station' });
  });

  it('treats a blank username as unknown, and cancel goes home', async () => {
    appStore.set(accessTokenAtom, 'member-token');
    appStore.set(userInfoAtom, { ...member, username: '  ' });
    const { router } = renderRoute('/home/message');

    await userEvent.click(await screen.findByRole('button', { name: zh['gate.cancel'] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('opens the account page for a member with a token and a known username', async () => {
    appStore.set(accessTokenAtom, 'member-token');
    appStore.set(userInfoAtom, member);
    renderRoute('/home/message');

    expect(await screen.findByRole('main', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: zh['gate.title'] })).not.toBeInTheDocument();
  });

  it('asks only for the token on pages outside the account', async () => {
    appStore.set(accessTokenAtom, 'member-token');
    appStore.set(userInfoAtom, null);
    renderRoute('/custom?id=page-custom');

    expect(await screen.findByText(zh['page.loading'])).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: zh['gate.title'] })).not.toBeInTheDocument();
  });

  it('asks a guest on an account page as before', async () => {
    appStore.set(accessTokenAtom, null);
    appStore.set(userInfoAtom, member);
    renderRoute('/home/message');

    expect(await screen.findByRole('alertdialog', { name: zh['gate.title'] })).toBeInTheDocument();
  });
});

describe('login gate and login prompt together', () => {
  it('shows only the prompt when the session expired as a member route opened, and the gate does not ask after it', async () => {
    // The member's first requests were refused and opened the prompt before the route's gate ran.
    render(
      <ChakraProvider value={mallSystem()}>
        <I18nextProvider i18n={createAppI18n('zh-CN')}>
          <JotaiProvider store={appStore}>
            <LoginPrompt onLogin={() => undefined} onKeepBrowsing={() => undefined} />
          </JotaiProvider>
        </I18nextProvider>
      </ChakraProvider>,
    );
    appStore.set(loginPromptOpenAtom, true);
    appStore.set(accessTokenAtom, null);
    renderRoute('/custom?id=page-custom');

    expect(await screen.findByRole('alertdialog', { name: zh['login.promptTitle'] })).toBeInTheDocument();
    expect(document.querySelectorAll('[role="alertdialog"]')).toHaveLength(1);
    expect(screen.queryByText(zh['gate.text'])).not.toBeInTheDocument();

    // Dismissed without an answer, the page is left to the prompt: the gate does not ask after it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelectorAll('[role="alertdialog"]')).toHaveLength(0));
    expect(appStore.get(loginGateOpenAtom)).toBe(false);
  });
});

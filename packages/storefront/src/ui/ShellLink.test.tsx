import { ChakraProvider } from '@chakra-ui/react';
import { mallSystem } from '@mall/blocks';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShellLink } from './ShellLink.tsx';

function renderAt(path: string) {
  render(
    <ChakraProvider value={mallSystem()}>
      <MemoryRouter initialEntries={[path]}>
        <ShellLink to="/home/myOrder?tab=all">我的订单</ShellLink>
        <ShellLink to="https://help.example.invalid/" newTab>
          帮助中心
        </ShellLink>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('<ShellLink />', () => {
  it('keeps custom-page mode on storefront paths', () => {
    renderAt('/custom?id=page-custom&pageType=custom');
    expect(screen.getByRole('link', { name: '我的订单' })).toHaveAttribute(
      'href',
      '/home/myOrder?tab=all&pageType=custom',
    );
    expect(screen.getByRole('link', { name: '帮助中心' })).toHaveAttribute(
      'href',
      'https://help.example.invalid/',
    );
  });

  it('leaves paths alone outside custom-page mode', () => {
    renderAt('/custom?id=page-custom');
    expect(screen.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/home/myOrder?tab=all');
  });
});

import type { OrderVisitor } from '@mall/schemas';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorefrontStoryFrame } from '../../test/StorefrontStoryFrame.tsx';
import { OrderVisitorPanel } from './OrderVisitorPanel.tsx';

// The visitor on an order's detail: as the server masked it, in the member's language; nothing for
// an order of goods that need none.

const VISITOR: OrderVisitor = {
  name: '张伟',
  documentType: 'ID_CARD',
  documentNumber: '1101**********002X',
  mobile: '138****8000',
  entryDate: '2026-12-01',
  email: null,
};

describe('OrderVisitorPanel', () => {
  it('shows who comes, their document masked, and when', async () => {
    render(
      <StorefrontStoryFrame>
        <OrderVisitorPanel visitor={VISITOR} />
      </StorefrontStoryFrame>,
    );
    const panel = within(await screen.findByRole('region', { name: '到访人信息' }));
    expect(panel.getByText('居民身份证')).toBeInTheDocument();
    expect(panel.getByText('1101**********002X')).toBeInTheDocument();
    expect(panel.getByText('2026-12-01')).toBeInTheDocument();
    expect(panel.queryByText('电子邮箱')).toBeNull();
  });

  it('reads in English, with the e-mail when one was given', async () => {
    render(
      <StorefrontStoryFrame locale="en-US">
        <OrderVisitorPanel visitor={{ ...VISITOR, documentType: 'PASSPORT', email: 'zw@acme.cn' }} />
      </StorefrontStoryFrame>,
    );
    const panel = within(await screen.findByRole('region', { name: 'Visitor' }));
    expect(panel.getByText('Entry date')).toBeInTheDocument();
    expect(panel.getByText('Passport')).toBeInTheDocument();
    expect(panel.getByText('zw@acme.cn')).toBeInTheDocument();
  });

  it('shows nothing for an order without a visitor', () => {
    const { container } = render(
      <StorefrontStoryFrame>
        <OrderVisitorPanel visitor={null} />
      </StorefrontStoryFrame>,
    );
    expect(container.querySelector('section')).toBeNull();
  });
});

import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockComponent, BlockProps } from '../registry/block-definition.ts';
import type { BlockRegistry } from '../registry/define-registry.ts';
import type { BlockServices } from '../services/types.ts';
import { fakeRegistry } from '../test/fake-registry.tsx';
import { fakeServices, TestHost } from '../test/test-services.tsx';
import { PageRenderer } from './PageRenderer.tsx';

// The studio's preview hands the renderer a new page object on every key an operator types, with
// every block but the edited one the same object as before. These tests hold the renderer to
// redrawing only what changed (issue 23: edit -> repaint under 100 ms on a 100-block page).

type Block = { key: string; type: string; options: { list: Array<{ title: string }> } };
const notice = (key: string, ...titles: string[]): Block => ({
  key,
  type: 'noticeShow',
  options: { list: (titles.length > 0 ? titles : ['Hi']).map((title) => ({ title })) },
});

/** Renders `pages[0]`, and answers a function that shows the next page in the same renderer. */
async function renderRevisions(
  first: object,
  {
    services = fakeServices(),
    registry = fakeRegistry().registry,
    mode = 'production',
    live = true,
  } = {} as {
    services?: BlockServices;
    registry?: BlockRegistry;
    mode?: 'production' | 'preview';
    live?: boolean;
  },
) {
  const tree = (page: object) => (
    <TestHost services={services}>
      <PageRenderer page={page} registry={registry} mode={mode} live={live} />
    </TestHost>
  );
  const view = await act(async () => render(tree(first)));
  return {
    services,
    /** Shows `page` in one synchronous commit, as a typed key does: nothing may wait for a promise. */
    revise: (page: object) => act(() => view.rerender(tree(page))),
    /** Shows `page` and waits for what it suspended on. */
    reviseAndWait: (page: object) => act(async () => view.rerender(tree(page))),
  };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('a page revised in place (the studio preview)', () => {
  it('keeps each unchanged block on screen as the same element while another block changes', async () => {
    const [first, second, third] = [notice('n1'), notice('n2'), notice('n3')];
    const { revise } = await renderRevisions({ list: [first, second, third] });
    const untouched = await screen.findByText('noticeShow n3 with 1 items');

    revise({ list: [first, notice('n2', 'Hi', 'Ho'), third] });

    expect(screen.getByText('noticeShow n2 with 2 items')).toBeInTheDocument();
    expect(screen.getByText('noticeShow n3 with 1 items')).toBe(untouched);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps a block mounted while its options change, so its own state survives the edit', async () => {
    let mounts = 0;
    function Counting({ blockKey, options }: BlockProps<unknown>) {
      useEffect(() => {
        mounts += 1;
      }, []);
      const titles = (options as Block['options']).list.map((item) => item.title);
      return (
        <p>
          {blockKey}: {titles.join(', ')}
        </p>
      );
    }
    const { registry } = fakeRegistry({
      noticeShow: { load: async () => Counting as BlockComponent<unknown> },
    });
    const { revise } = await renderRevisions({ list: [notice('n1', 'Hi')] }, { registry });
    const element = await screen.findByText('n1: Hi');

    revise({ list: [notice('n1', 'Hi there')] });

    expect(screen.getByText('n1: Hi there')).toBe(element);
    expect(mounts).toBe(1);
  });

  it('keeps the blocks mounted when one moves up the page', async () => {
    const [first, second] = [notice('n1'), notice('n2')];
    const { revise } = await renderRevisions({ list: [first, second] });
    const moved = await screen.findByText('noticeShow n2 with 1 items');

    revise({ list: [second, first] });

    expect(screen.getByText('noticeShow n2 with 1 items')).toBe(moved);
    expect(screen.getAllByText(/^noticeShow/).map((line) => line.textContent)).toEqual([
      'noticeShow n2 with 1 items',
      'noticeShow n1 with 1 items',
    ]);
  });

  it('draws a block again once an edit mends the options it threw on', async () => {
    function Picky({ options }: BlockProps<unknown>) {
      const title = (options as Block['options']).list[0]?.title;
      if (title === 'boom') throw new Error('cannot read the title');
      return <p>title {title}</p>;
    }
    const { registry } = fakeRegistry({ noticeShow: { load: async () => Picky as BlockComponent<unknown> } });
    const { revise } = await renderRevisions({ list: [notice('n1', 'boom')] }, { registry, mode: 'preview' });
    expect(await screen.findByText(/cannot read the title/)).toBeInTheDocument();

    revise({ list: [notice('n1', 'fine')] });

    expect(screen.getByText('title fine')).toBeInTheDocument();
    expect(screen.queryByText(/cannot read the title/)).not.toBeInTheDocument();
  });

  it("shows an edit that breaks the schema as the block's card at once, and the block when mended", async () => {
    const { revise } = await renderRevisions({ list: [notice('n1')] }, { mode: 'preview' });
    await screen.findByText('noticeShow n1 with 1 items');

    revise({ list: [{ key: 'n1', type: 'noticeShow', options: { list: 'not a list' } }] });
    expect(screen.queryByText('noticeShow n1 with 1 items')).not.toBeInTheDocument();
    expect(screen.getByText(/noticeShow/)).toBeInTheDocument();

    revise({ list: [notice('n1', 'a', 'b')] });
    expect(screen.getByText('noticeShow n1 with 2 items')).toBeInTheDocument();
  });

  it('asks for the plans on the page once while an edit leaves them as they were', async () => {
    const services = fakeServices({}, [{ planId: 'plan-1', isShow: true, isOpen: true }]);
    const goods = { key: 'g1', type: 'goodsList', options: { planId: 'plan-1' } };
    const { revise } = await renderRevisions({ list: [goods, notice('n1')] }, { services });
    await screen.findByText('goodsList g1');
    expect(services.checkAvailability).toHaveBeenCalledTimes(1);

    // Past the second in which any renderer reuses the same question's answer.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    revise({ list: [goods, notice('n1', 'Hi', 'Ho')] });
    await act(async () => {});
    vi.useRealTimers();

    expect(services.checkAvailability).toHaveBeenCalledTimes(1);
    expect(screen.getByText('goodsList g1')).toBeInTheDocument();
  });

  it('draws a page that is not live afresh: a storefront page read again mounts its blocks anew', async () => {
    const [first, second] = [notice('n1'), notice('n2')];
    const { reviseAndWait } = await renderRevisions({ list: [first, second] }, { live: false });
    const before = await screen.findByText('noticeShow n2 with 1 items');

    await reviseAndWait({ list: [first, second] });

    expect(await screen.findByText('noticeShow n2 with 1 items')).not.toBe(before);
  });
});

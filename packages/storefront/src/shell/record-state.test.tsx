import { ChakraProvider } from '@chakra-ui/react';
import { mallSystem } from '@mall/blocks';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '../api/request.ts';
import { recordState, type RecordStateWords } from './record-state.tsx';

const WORDS: RecordStateWords = {
  noKey: 'No order number',
  loading: 'Loading the order…',
  notFound: 'Order not found',
  notFoundHint: 'It may be another member’s',
  loadFailed: 'The order could not be loaded',
  retry: 'Try again',
};

type Load = Parameters<typeof recordState<{ sn: string }>>[1];
const load = (over: Partial<Load>): Load => ({
  data: undefined,
  error: undefined,
  isLoading: false,
  mutate: vi.fn(),
  ...over,
});

/** Renders what a record page shows for `key` and `answer`, with a spy for the way back. */
function renderState(key: string | null, answer: Load) {
  const back = { label: 'Back to my orders', onClick: vi.fn() };
  const state = recordState(key, answer, WORDS, back);
  render(
    <ChakraProvider value={mallSystem()}>
      {'message' in state ? state.message : <p>order {state.record.sn}</p>}
    </ChakraProvider>,
  );
  return back;
}

describe('recordState: what a page of one record shows before the record', () => {
  it('offers the way back when the address names no record, and asks for nothing', async () => {
    const back = renderState(null, load({ isLoading: true }));
    expect(screen.getByText('No order number')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to my orders' }));
    expect(back.onClick).toHaveBeenCalledOnce();
  });

  it('says it is loading while the record is on its way', () => {
    renderState('O1', load({ isLoading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the order…');
  });

  it('says an unknown record (or another member’s) is not found, with the hint and the way back', () => {
    renderState('O1', load({ error: new RequestError('no', 'not-found', false, undefined, 404) }));
    expect(screen.getByText('Order not found')).toBeInTheDocument();
    expect(screen.getByText('It may be another member’s')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to my orders' })).toBeInTheDocument();
  });

  it('offers to try again when the load failed otherwise, and asks again on the click', async () => {
    const answer = load({ error: new RequestError('down', 'server', false, 500, 500) });
    renderState('O1', answer);
    expect(screen.getByText('The order could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(answer.mutate).toHaveBeenCalledOnce();
  });

  it('answers the record once it is here, even while it is asked for again', () => {
    renderState('O1', load({ data: { sn: 'O1' }, isLoading: true }));
    expect(screen.getByText('order O1')).toBeInTheDocument();
  });
});

import { act } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeStored } from './session-storage.ts';
import { noteStateAtLoad, useStoredAsRendered } from './render-cookie.ts';

function YearChoice() {
  return <p>{useStoredAsRendered('isYear') === 'true' ? '年度福利选择' : '没有年度福利'}</p>;
}

afterEach(() => {
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('a stored value read as rendered', () => {
  it('hydrates as the server rendered it when the value arrives meanwhile, then shows the new value', async () => {
    const store = createStore();
    const app = (
      <Provider store={store}>
        <YearChoice />
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    expect(container.textContent).toBe('没有年度福利');
    noteStateAtLoad(store);

    // The benefit flags answer while the page hydrates (MemberSync asks on start).
    writeStored('isYear', 'true');
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, app, { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('年度福利选择');
  });

  it('renders again when the page writes the value after hydrating', async () => {
    const store = createStore();
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <Provider store={store}>
          <YearChoice />
        </Provider>,
      );
    });
    expect(container.textContent).toBe('没有年度福利');

    await act(async () => writeStored('isYear', 'true'));

    expect(container.textContent).toBe('年度福利选择');
  });
});

import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { standInViewport } from '../testing/viewport-and-motion.ts';
import { useOffScreen } from './useOffScreen.ts';

const rendered = vi.fn();

function Watched() {
  const [offScreen, watch] = useOffScreen();
  rendered();
  return <p ref={watch}>{offScreen ? 'off screen' : 'on screen'}</p>;
}

describe('useOffScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    rendered.mockClear();
  });

  it('watches its element without drawing the component again as the element arrives', () => {
    // Kept in state, the element drew the marquee and the carousels twice in the task that hydrated them.
    vi.stubGlobal('IntersectionObserver', standInViewport().IntersectionObserver);
    render(<Watched />);
    expect(screen.getByText('on screen')).toBeInTheDocument();
    expect(rendered).toHaveBeenCalledTimes(1);
  });

  it('says when its element leaves the viewport and when it is back', () => {
    const viewport = standInViewport();
    vi.stubGlobal('IntersectionObserver', viewport.IntersectionObserver);
    render(<Watched />);

    viewport.scrollAway();
    expect(screen.getByText('off screen')).toBeInTheDocument();
    viewport.scrollBack();
    expect(screen.getByText('on screen')).toBeInTheDocument();
  });
});

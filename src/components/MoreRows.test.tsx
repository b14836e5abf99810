import { MantineProvider } from '@mantine/core';
import { render as renderInto, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MoreRows } from './MoreRows';

/** Renders `ui` in Mantine's provider, which stays around it on a rerender. */
function render(ui: ReactNode) {
  return renderInto(ui, {
    wrapper: ({ children }) => <MantineProvider>{children}</MantineProvider>,
  });
}

/**
 * jsdom has no IntersectionObserver. This one reports, as the browser does, once as soon as
 * it observes a node: whether the node is in view, which the test sets.
 */
let inView = true;
let observers = 0;
class ReportingObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(node: Element) {
    observers += 1;
    this.report(
      [{ isIntersecting: inView, target: node } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  inView = true;
  observers = 0;
  vi.stubGlobal('IntersectionObserver', ReportingObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('MoreRows', () => {
  it('asks for the next page when the end of the list is in view', () => {
    const fetchNextPage = vi.fn();
    render(
      <MoreRows
        hasNextPage
        isFetchingNextPage={false}
        isFetching={false}
        fetchNextPage={fetchNextPage}
        pages={1}
      />,
    );
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('waits while the list is being read, and asks once the read is over', () => {
    const fetchNextPage = vi.fn();
    const props = { hasNextPage: true, isFetchingNextPage: false, fetchNextPage, pages: 3 };
    // A live update refreshes the loaded pages; a request for the next page meanwhile would
    // be dropped, so none is made.
    const view = render(<MoreRows {...props} isFetching />);
    expect(observers).toBe(0);
    expect(fetchNextPage).not.toHaveBeenCalled();
    // The refresh ends with the same number of pages, the end of the list still in view.
    view.rerender(<MoreRows {...props} isFetching={false} />);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('does not ask while the end of the list is out of view, and shows nothing at the end', () => {
    inView = false;
    const fetchNextPage = vi.fn();
    const view = render(
      <MoreRows
        hasNextPage
        isFetchingNextPage={false}
        isFetching={false}
        fetchNextPage={fetchNextPage}
        pages={1}
      />,
    );
    expect(observers).toBe(1);
    expect(fetchNextPage).not.toHaveBeenCalled();
    view.rerender(
      <MoreRows
        hasNextPage={false}
        isFetchingNextPage={false}
        isFetching={false}
        fetchNextPage={fetchNextPage}
        pages={2}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

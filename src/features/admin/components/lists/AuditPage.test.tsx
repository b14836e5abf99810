import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { AuditPage } from './AuditPage';

const ENTRY = {
  id: 7,
  actorId: 3,
  action: 'DEPOSIT_RETURNED',
  targetType: 'deposit',
  targetId: '12',
  before: null,
  after: { reason: 'R01' },
  createdAt: '2026-11-27T12:00:00.000Z',
  actorName: 'Avery Admin',
  targetName: null,
};

/** The audit page with one entry, and the spy that records each page's filters. */
function renderPage() {
  const audit = vi.fn((_input: Record<string, unknown>) => [ENTRY]);
  render(<AuditPage />, { answers: { 'adminOps.audit': audit } });
  return audit;
}

/** The list of options the combobox `input` controls, once it is open. */
function optionsOf(input: HTMLElement) {
  return waitFor(() => {
    const id = input.getAttribute('aria-controls');
    const list = id ? document.getElementById(id) : null;
    if (!list) throw new Error('the list is not open');
    return within(list);
  });
}

describe('the audit log filters', () => {
  it('finds an action by any part of its code and filters by the one picked', async () => {
    const audit = renderPage();
    await screen.findByRole('cell', { name: 'DEPOSIT_RETURNED' }, { timeout: 5000 });
    const action = screen.getByRole('combobox', { name: 'Action' });
    act(() => action.focus());
    fireEvent.click(action);
    fireEvent.change(action, { target: { value: 'deposit' } });
    const list = await optionsOf(action);
    const offered = list.getAllByRole('option', { hidden: true }).map((o) => o.textContent);
    expect(offered).toEqual(['DEPOSIT_CARD', 'DEPOSIT_CHECK', 'DEPOSIT_RETURNED']);
    fireEvent.click(list.getByRole('option', { name: 'DEPOSIT_RETURNED', hidden: true }));
    await waitFor(
      () =>
        expect(audit).toHaveBeenLastCalledWith(
          expect.objectContaining({ action: 'DEPOSIT_RETURNED', targetType: undefined }),
        ),
      { timeout: 3000 },
    );
  });

  it('offers the kinds of record as a list, All first', async () => {
    const audit = renderPage();
    const target = await screen.findByRole('combobox', { name: 'Target type' }, { timeout: 5000 });
    const choices = within(target)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(choices.slice(0, 3)).toEqual(['', 'account', 'application']);
    expect(choices).toContain('transfer');
    fireEvent.change(target, { target: { value: 'transfer' } });
    await waitFor(
      () =>
        expect(audit).toHaveBeenLastCalledWith(
          expect.objectContaining({ targetType: 'transfer', action: undefined }),
        ),
      { timeout: 3000 },
    );
  });
});

describe('the audit log pages', () => {
  /** 26 entries for the first page (one more than a page), and `second` for the next. */
  function renderPages(second: unknown) {
    const first = Array.from({ length: 26 }, (_, i) => ({ ...ENTRY, id: 100 - i }));
    render(<AuditPage />, {
      answers: {
        'adminOps.audit': (input: { offset?: number }) => (input.offset ? second : first),
      },
    });
  }

  it('keeps naming the rows on screen while the next page loads', async () => {
    renderPages('pending');
    const pages = await screen.findByRole('navigation', { name: 'Pages' }, { timeout: 5000 });
    expect(within(pages).getByText('Showing 1–25')).toBeTruthy();
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
    expect(screen.getAllByRole('cell', { name: 'DEPOSIT_RETURNED' })).toHaveLength(25);
    expect(within(pages).getByText('Showing 1–25')).toBeTruthy();
    expect(within(pages).queryByText(/^Showing 26/)).toBeNull();
  });

  it('names the next page once its rows are on screen', async () => {
    renderPages([{ ...ENTRY, id: 1 }]);
    const pages = await screen.findByRole('navigation', { name: 'Pages' }, { timeout: 5000 });
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await within(pages).findByText('Showing 26–26', undefined, { timeout: 3000 });
    expect(screen.getAllByRole('cell', { name: 'DEPOSIT_RETURNED' })).toHaveLength(1);
  });
});

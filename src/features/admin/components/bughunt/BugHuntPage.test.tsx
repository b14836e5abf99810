import type { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/i18n';
import { type Answers, render } from '@/test/render';
import { BugHuntPage } from './BugHuntPage';
import { BugReports } from './BugReports';

// The toasts the screen shows, recorded (the toast viewport itself is not rendered here).
const toasts = vi.hoisted(() => ({ show: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/toast')>()),
  showToast: toasts.show,
  showErrorToast: toasts.error,
}));

const defect = (key: string, on = false) => ({
  key,
  title: `The ${key} defect`,
  area: 'UI',
  severity: 'LOW',
  where: '/dashboard',
  expected: 'What should happen',
  actual: 'What happens',
  technique: 'exploratory testing',
  on,
});

const LOCKED =
  'Planted defects can be switched on in the main bank only when the server runs with BUG_HUNT=on; use a sandbox for a bug hunt';

/** The screen's answers: two defects (one on), no reports, one class; `more` overrides. */
function answers(more: Answers = {}): Answers {
  return {
    'defects.list': [defect('bell-label', true), defect('accounts-slow')],
    'defects.status': { maySwitchOn: true, hostsSandboxes: true },
    'defects.reports': { reports: [], scores: [] },
    'adminClasses.page': { items: [{ id: 3, name: 'Testers' }], nextCursor: null, total: 1 },
    ...more,
  };
}

/** Resolves once the procedure at `path` ('defects.status') has answered. */
async function answered(queryClient: QueryClient, path: string) {
  await waitFor(() => {
    const query = queryClient
      .getQueryCache()
      .getAll()
      .find((q) => (q.queryKey[0] as string[]).join('.') === path);
    expect(query?.state.status).toBe('success');
  });
}

beforeEach(() => {
  toasts.show.mockClear();
  toasts.error.mockClear();
});

describe('the bug hunt screen in a bank that may not switch defects on', () => {
  it('says so before any action, naming the class sandboxes and BUG_HUNT=on, and keeps Save from switching any on', async () => {
    render(<BugHuntPage />, {
      answers: answers({ 'defects.status': { maySwitchOn: false, hostsSandboxes: true } }),
    });
    const notice = await screen.findByTestId('defects-locked');
    expect(notice).toHaveTextContent('Defects cannot be switched on in this bank');
    expect(notice).toHaveTextContent(/only in a class's sandboxes/);
    expect(notice).toHaveTextContent(/"Apply to a class's banks"/);
    expect(notice).toHaveTextContent(/restart the server with BUG_HUNT=on/);
    // What the switches hold here is a choice for the sandboxes, not what is on.
    expect(screen.getByText('1 of 2 defects chosen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save defects' })).toBeDisabled();
    // Every defect off may still be saved here.
    fireEvent.click(screen.getByRole('switch', { name: 'bell-label' }));
    expect(screen.getByRole('button', { name: 'Save defects' })).toBeEnabled();
  });

  it('names only the restart when this bank hosts no sandboxes', async () => {
    render(<BugHuntPage />, {
      answers: answers({ 'defects.status': { maySwitchOn: false, hostsSandboxes: false } }),
    });
    const notice = await screen.findByTestId('defects-locked');
    expect(notice).toHaveTextContent(/restart the server with BUG_HUNT=on/);
    expect(notice).not.toHaveTextContent(/sandboxes/);
  });
});

describe('the bug hunt screen in a bank that may switch defects on', () => {
  it('shows no notice, and counts the defects on', async () => {
    const { queryClient } = render(<BugHuntPage />, { answers: answers() });
    await screen.findByText('1 of 2 defects on');
    await answered(queryClient, 'defects.status');
    expect(screen.queryByTestId('defects-locked')).toBeNull();
    expect(screen.queryByText('Defects cannot be switched on in this bank')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save defects' })).toBeEnabled();
  });
});

describe('a refused save', () => {
  it('puts the switches back to what is saved', async () => {
    render(<BugHuntPage />, { answers: answers({ 'defects.save': new Error(LOCKED) }) });
    const slow = await screen.findByRole('switch', { name: 'accounts-slow' });
    fireEvent.click(slow);
    expect(screen.getByText('2 of 2 defects on')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save defects' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith({ message: LOCKED }));
    await waitFor(() => expect(screen.getByText('1 of 2 defects on')).toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'accounts-slow' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'bell-label' })).toBeChecked();
  });
});

describe('the two tabs', () => {
  it('count the reports to review, and show them without the catalogue', async () => {
    const report = (id: number, status: string) => ({
      id,
      userId: 2,
      student: 'Demo User (demo)',
      title: `Report ${id}`,
      where: '/dashboard',
      steps: '',
      expected: '',
      actual: '',
      severity: 'LOW',
      requestId: null,
      status,
      defectKey: null,
      suggestions: [],
      createdAt: '2026-11-26T09:00:00.000Z',
    });
    const { router } = render(<BugHuntPage />, {
      answers: answers({
        'defects.reports': {
          reports: [report(1, 'PENDING'), report(2, 'CONFIRMED'), report(3, 'PENDING')],
          scores: [],
        },
      }),
    });
    expect(await screen.findByRole('switch', { name: 'accounts-slow' })).toBeInTheDocument();
    expect(screen.queryByText('Report 1')).toBeNull();
    const reportsTab = await screen.findByRole('tab', { name: /Reports/ });
    expect(within(reportsTab).getByLabelText('2 to review')).toHaveTextContent('2');

    fireEvent.click(reportsTab);
    expect(await screen.findByText('Report 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/defect-reports.csv',
    );
    expect(screen.queryByRole('switch', { name: 'accounts-slow' })).toBeNull();
    // In the address, so a reload stays on the reports.
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'reports' }));
  });
});

describe("applying to a class's banks", () => {
  /** Picks the class and presses the button; the answer is the save's. */
  async function apply(answer: { on: string[]; sandboxes: string[]; thisBank: boolean }) {
    render(<BugHuntPage />, { answers: answers({ 'defects.save': answer }) });
    const labelled = await screen.findAllByLabelText('Class');
    const input = labelled.find((element) => element.tagName === 'INPUT')!;
    fireEvent.click(input);
    const list = await waitFor(() => {
      const id = input.getAttribute('aria-controls');
      const element = id ? document.getElementById(id) : null;
      if (!element) throw new Error('the list is not open');
      return element;
    });
    fireEvent.click(await within(list).findByRole('option', { name: 'Testers', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: "Apply to a class's banks" }));
    await waitFor(() => expect(toasts.show).toHaveBeenCalled());
    return toasts.show.mock.calls[0]![0] as { message: string };
  }

  it('says one sandbox in the singular', async () => {
    expect(await apply({ on: ['bell-label'], sandboxes: ['student01'], thisBank: false })).toEqual({
      message: 'Defects applied to 1 sandbox of the class',
    });
  });

  it('says several sandboxes in the plural', async () => {
    const sandboxes = ['student01', 'student02'];
    expect(await apply({ on: ['bell-label'], sandboxes, thisBank: false })).toEqual({
      message: 'Defects applied to 2 sandboxes of the class',
    });
  });

  it('says this bank and one sandbox in the singular, and several in the plural', async () => {
    expect(await apply({ on: ['bell-label'], sandboxes: ['student01'], thisBank: true })).toEqual({
      message: 'Defects applied to this bank and 1 sandbox of the class',
    });
    cleanup();
    toasts.show.mockClear();
    const sandboxes = ['student01', 'student02'];
    expect(await apply({ on: ['bell-label'], sandboxes, thisBank: true })).toEqual({
      message: 'Defects applied to this bank and 2 sandboxes of the class',
    });
  });
});

describe("a student's report", () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  const steps = '1. Open the dashboard\n2. Look at the bell';
  const expected = 'The bell says\n"Notifications"';
  const actual = 'It says\n"Messages"';

  /** The trainer's list with one pending report of low severity. */
  const renderReport = () =>
    render(<BugReports />, {
      answers: {
        'defects.reports': {
          reports: [
            {
              id: 1,
              userId: 2,
              student: 'Demo User (demo)',
              title: 'Bell has the wrong name',
              where: '/dashboard',
              steps,
              expected,
              actual,
              severity: 'LOW',
              requestId: null,
              status: 'PENDING',
              defectKey: null,
              suggestions: [],
              createdAt: '2026-11-26T09:00:00.000Z',
            },
          ],
          scores: [],
        },
        'defects.list': [],
      },
    });

  it('says its severity and status in the reader’s language', async () => {
    await setLanguage('it');
    renderReport();
    const report = await screen.findByTestId('report-1');
    expect(within(report).getByText('IN ATTESA')).toBeInTheDocument();
    expect(within(report).getByText(/Demo User \(demo\) · BASSA ·/)).toBeInTheDocument();
  });

  it('shows the steps, expected and actual with their line breaks', async () => {
    renderReport();
    const report = await screen.findByTestId('report-1');
    for (const text of [steps, `Expected: ${expected}`, `Actual: ${actual}`]) {
      const element = within(report).getByText((_, node) => node?.textContent === text);
      expect(element.textContent).toContain('\n');
      expect(element).toHaveStyle({ whiteSpace: 'pre-wrap' });
    }
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { render } from '@/test/render';
import { ReportBugButton } from './ReportBugButton';

/**
 * The button in a bank where a server-side defect is on (the browser is told only that a hunt
 * runs); the reports it sends, in order.
 */
function renderHunt(): unknown[] {
  const sent: unknown[] = [];
  render(<ReportBugButton />, {
    answers: {
      'defects.active': { on: [], hunting: true },
      'defects.report': (input: unknown) => {
        sent.push(input);
        return { id: sent.length };
      },
    },
  });
  return sent;
}

describe('Report a bug', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('is not shown while no bug hunt runs', async () => {
    render(<ReportBugButton />, { answers: { 'defects.active': { on: [], hunting: false } } });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Report a bug' })).toBeNull();
  });

  it('is shown while a defect is on, and sends the report with the screen filled in', async () => {
    const sent = renderHunt();
    await userEvent.click(await screen.findByRole('button', { name: 'Report a bug' }));
    await userEvent.type(await screen.findByLabelText(/Title/), 'Bell is wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(sent[0]).toMatchObject({ title: 'Bell is wrong', where: '/' }));
  });

  it('refuses a title with a bidirectional override, or with nothing visible, before sending', async () => {
    const sent = renderHunt();
    await userEvent.click(await screen.findByRole('button', { name: 'Report a bug' }));
    const title = await screen.findByLabelText(/Title/);
    fireEvent.change(title, { target: { value: 'Bell \u202eis wrong' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText('Title: no tabs, line breaks or control characters'),
    ).toBeVisible();
    fireEvent.change(title, { target: { value: '\u200b\u2060' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Title is required')).toBeVisible();
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toEqual([]);
  });

  it('names the severities in the reader’s language and sends their codes', async () => {
    await setLanguage('it');
    const sent = renderHunt();
    await userEvent.click(await screen.findByRole('button', { name: 'Segnala un bug' }));
    await userEvent.type(await screen.findByLabelText(/Titolo/), 'La campanella sbaglia');
    const severity = screen.getByRole('combobox', { name: 'Gravità' });
    expect(severity).toHaveValue('MEDIA');
    await userEvent.click(severity);
    await userEvent.click(await screen.findByRole('option', { name: 'ALTA', hidden: true }));
    expect(severity).toHaveValue('ALTA');
    await userEvent.click(screen.getByRole('button', { name: 'Invia segnalazione' }));
    await waitFor(() => expect(sent[0]).toMatchObject({ severity: 'HIGH' }));
  });

  it('keeps a report closed before sending, and starts the next one empty once sent', async () => {
    const sent = renderHunt();
    const open = async () =>
      userEvent.click(await screen.findByRole('button', { name: 'Report a bug' }));
    await open();
    await userEvent.type(await screen.findByLabelText(/Title/), 'Bell is wrong');
    await userEvent.type(screen.getByLabelText('Steps'), 'Open the bell');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByLabelText(/Title/)).toBeNull());

    await open();
    expect(await screen.findByLabelText(/Title/)).toHaveValue('Bell is wrong');
    expect(screen.getByLabelText('Steps')).toHaveValue('Open the bell');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(screen.queryByLabelText(/Title/)).toBeNull());

    await open();
    expect(await screen.findByLabelText(/Title/)).toHaveValue('');
    expect(screen.getByLabelText('Steps')).toHaveValue('');
    expect(screen.getByLabelText(/Where/)).toHaveValue('/');
  });
});

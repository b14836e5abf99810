import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { AnswerKey } from './AnswerKey';

const entry = {
  key: 'a11y-bell-label-wrong',
  title: "The notification bell's label names another place",
  area: 'ACCESSIBILITY',
  severity: 'LOW',
  where: '/dashboard',
  expected: 'The bell is labelled "Notifications", where it leads.',
  actual: 'It is labelled "Messages".',
  technique: 'accessibility scan',
  on: false,
  foundBy: [
    {
      userId: 2,
      student: 'Demo User (demo)',
      first: true,
      reportId: 1,
      reportedAt: '2026-11-26T09:00:00.000Z',
    },
    {
      userId: 3,
      student: 'Jane Doe (jane)',
      first: false,
      reportId: 2,
      reportedAt: '2026-11-26T09:05:00.000Z',
    },
  ],
};

describe('the answer key', () => {
  it('lists each defect with its technique and who found it, the first finder marked', async () => {
    render(<AnswerKey />, { answers: { 'defects.answerKey': [entry] } });
    const row = await screen.findByTestId('answer-a11y-bell-label-wrong');
    expect(within(row).getByText('accessibility scan')).toBeInTheDocument();
    expect(within(row).getByText('It is labelled "Messages".')).toBeInTheDocument();
    const first = within(row).getByText('Demo User (demo)').parentElement!;
    expect(within(first).getByText('First')).toBeInTheDocument();
    const later = within(row).getByText('Jane Doe (jane)').parentElement!;
    expect(within(later).queryByText('First')).toBeNull();
  });
});

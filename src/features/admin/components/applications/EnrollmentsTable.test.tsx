import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { EnrollmentsTable } from './EnrollmentsTable';

const application = (id: number, name: string, hasPassport: boolean, hasIdDocument: boolean) => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: '+1 555 0100',
  countryId: null,
  city: null,
  status: 'PENDING',
  hasPassport,
  hasIdDocument,
  createdAt: '2026-03-01T10:00:00.000Z',
});

describe('the enrollment applications table', () => {
  it('links each stored document to its download, and says No for a missing one', async () => {
    render(<EnrollmentsTable offset={0} setOffset={() => {}} status="" />, {
      answers: {
        'adminOps.enrollmentsPage': {
          items: [application(41, 'Ada', true, false), application(42, 'Grace', false, true)],
          nextCursor: null,
          total: 2,
        },
        'places.countries': [],
      },
    });
    const passport = await screen.findByRole(
      'link',
      { name: 'Download the passport of Ada' },
      { timeout: 5000 },
    );
    expect(passport).toHaveAttribute('href', '/api/admin/applications/41/documents/passport');
    expect(screen.getByRole('link', { name: 'Download the ID document of Grace' })).toHaveAttribute(
      'href',
      '/api/admin/applications/42/documents/idDocument',
    );
    // Only what was uploaded is offered.
    expect(screen.queryByRole('link', { name: 'Download the ID document of Ada' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download the passport of Grace' })).toBeNull();
    expect(passport.closest('td')).toHaveTextContent(/^Passport \/ No$/);
    expect(screen.getByText('ID document').closest('td')).toHaveTextContent(/^No \/ ID document$/);
  });

  it('asks before a decision, saying what it does; Cancel decides nothing', async () => {
    const decide = vi.fn(({ id, decision }: { id: number; decision: string }) => ({
      id,
      status: decision,
    }));
    render(<EnrollmentsTable offset={0} setOffset={() => {}} status="" />, {
      answers: {
        'adminOps.enrollmentsPage': {
          items: [application(41, 'Ada', true, true)],
          nextCursor: null,
          total: 1,
        },
        'places.countries': [],
        'adminOps.decideEnrollment': decide,
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Approve application of Ada' }, { timeout: 5000 }),
    );
    const ask = await screen.findByRole('dialog', { name: 'Approve application of Ada' });
    expect(ask).toHaveTextContent(
      'Approve the application of Ada? They are verified (local and wire transfers open) and told; the decision is final.',
    );
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decide).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Reject application of Ada' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject application of Ada' });
    expect(reject).toHaveTextContent(
      'Reject the application of Ada? They are told; the decision is final.',
    );
    fireEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(decide).toHaveBeenCalledTimes(1));
    expect(decide).toHaveBeenCalledWith({ id: 41, decision: 'REJECTED' });
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});

/**
 * The class credentials sheet prints an address students can open on their phones: the
 * server's public address when it has one. When the address is this computer's own
 * (localhost), a notice on the screen, kept off the paper, tells the trainer so.
 */
import { DEFAULT_BRAND } from '@shared/brand-defaults';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { render } from '@/test/render';
import { ClassSheet } from './ClassSheet';

const CLASS = {
  id: 1,
  name: 'Monday QA',
  prefix: 'student',
  count: 1,
  students: 1,
  openingDeposit: '100.00',
  createdAt: '2026-11-20T10:00:00.000Z',
  studentList: [
    { id: 11, username: 'student01', name: 'Student 01', initialCredentialsActive: true },
  ],
};

const NOTICE = 'Students cannot reach this address';

const show = (publicOrigin: unknown) =>
  render(<ClassSheet classId={1} />, {
    answers: {
      'brand.get': DEFAULT_BRAND,
      'adminClasses.detail': CLASS,
      'adminClasses.credentials': [
        { username: 'student01', password: 'pw-1234', name: 'Student 01' },
      ],
      'adminClasses.publicOrigin': publicOrigin,
    },
  });

/** The sheet's heading line: the brand and the address it prints. */
const addressLine = async () =>
  (await screen.findByText(new RegExp(`^${DEFAULT_BRAND.name} · `), {}, { timeout: 5000 }))
    .textContent;

describe('ClassSheet', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it("prints the server's public address, not the trainer's localhost, and no notice", async () => {
    show({ origin: 'https://bank.example.org' });
    expect(await addressLine()).toBe(`${DEFAULT_BRAND.name} · https://bank.example.org`);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(screen.getByText('pw-1234')).toBeInTheDocument();
  });

  it('warns on the screen only when the address is localhost, naming what to do', async () => {
    // The test browser's own address is http://localhost:….
    expect(new URL(window.location.href).hostname).toBe('localhost');
    show({ origin: null });
    expect(await addressLine()).toBe(`${DEFAULT_BRAND.name} · ${window.location.origin}`);
    const notice = screen.getByText(NOTICE).closest('[data-no-print]');
    expect(notice).not.toBeNull();
    const text = notice?.textContent ?? '';
    expect(text).toContain(`Students' phones cannot reach ${window.location.origin}`);
    expect(text).toContain('HOST=0.0.0.0');
    expect(text).toContain('PUBLIC_ORIGIN');
    // The Print button stays off the paper as well.
    expect(screen.getByRole('button', { name: 'Print' })).toHaveAttribute('data-no-print');
  });

  it.each([
    ['http://127.0.0.1:3222', true],
    ['http://[::1]:3222', true],
    ['http://bank.localhost:3222', true],
    ['http://192.168.1.20:3222', false],
    ['https://bank.example.org', false],
  ])('on %s shows the notice: %s', async (origin, warned) => {
    show({ origin });
    expect(await addressLine()).toBe(`${DEFAULT_BRAND.name} · ${origin}`);
    if (warned) {
      expect(screen.getByText(NOTICE)).toBeInTheDocument();
      expect(screen.getByText(/for example http:\/\/192\.168\.x\.y:3222,/)).toBeInTheDocument();
    } else {
      expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    }
  });

  it('falls back to the browser address when the server cannot say', async () => {
    show(new Error('Unavailable'));
    expect(await addressLine()).toBe(`${DEFAULT_BRAND.name} · ${window.location.origin}`);
    expect(screen.getByText('pw-1234')).toBeInTheDocument();
  });

  it('warns in Italian too', async () => {
    await setLanguage('it');
    show({ origin: 'http://127.0.0.1:3000' });
    await addressLine();
    expect(
      screen.getByText('Gli studenti non possono raggiungere questo indirizzo'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /I telefoni degli studenti non possono raggiungere http:\/\/127\.0\.0\.1:3000:/,
      ),
    ).toBeInTheDocument();
  });
});

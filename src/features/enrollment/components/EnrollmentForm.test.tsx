import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { EnrollmentForm } from './EnrollmentForm';

const png = new File([new Uint8Array([137, 80, 78, 71])], 'p.png', { type: 'image/png' });
const answers = { 'places.countries': [], 'places.cities': [] };

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function upload(name: 'passport' | 'idDocument', file: File) {
  const input = document.querySelector(`input[type="file"][name="${name}"]`) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

afterEach(() => vi.unstubAllGlobals());

describe('the enrollment form', () => {
  it('names what is missing, keeps the prefill and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<EnrollmentForm prefill={{ name: 'Ada Lovelace', email: 'ada@example.com' }} />, {
      answers,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Phone is required')).toBeInTheDocument();
    expect(screen.getByText('A date of birth is required.')).toBeInTheDocument();
    expect(screen.getByText('Min 4 digits')).toBeInTheDocument();
    expect(screen.getByText('Passport file is required')).toBeInTheDocument();
    expect(screen.getByText('ID document file is required')).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Ada Lovelace');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends every field and both files, and shows a refused file under its field', async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ message: 'passport: Passport must be a PNG' }), {
          status: 400,
        }),
    );
    vi.stubGlobal('fetch', fetch);
    render(<EnrollmentForm prefill={{ name: 'Ada Lovelace', email: 'ada@example.com' }} />, {
      answers,
    });
    await screen.findByLabelText(/^Phone/);
    fill(/^Phone/, '5550100');
    fireEvent.click(screen.getByRole('button', { name: /^Date of Birth/ }));
    fireEvent.click(await screen.findByRole('button', { name: '2020', hidden: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Jan', hidden: true }));
    fireEvent.click((await screen.findAllByLabelText(/^15 January 2020/))[0] as HTMLElement);
    fill(/^Password/, 'Violet-Harbor-Lantern-42');
    fill(/^Confirm Password/, 'Violet-Harbor-Lantern-42');
    fill(/^Transaction PIN/, '2468');
    upload('passport', png);
    upload('idDocument', png);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/api\/applications$/);
    const body = init.body as FormData;
    expect(
      Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual(
      expect.objectContaining({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '5550100',
        dob: '2020-01-15',
        password: 'Violet-Harbor-Lantern-42',
        password2: 'Violet-Harbor-Lantern-42',
        pin: '2468',
      }),
    );
    expect((body.get('passport') as File).name).toBe('p.png');
    expect((body.get('idDocument') as File).name).toBe('p.png');
    expect((await screen.findAllByText('Passport must be a PNG')).length).toBeGreaterThan(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Application failed');
  });

  it('says the application is pending review and what comes next, and opens no dashboard by itself', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            applicationId: 9,
            userId: 40,
            username: '7000000042',
            message: 'Application received: pending review',
          }),
          { status: 201 },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    render(<EnrollmentForm prefill={{ name: 'Ada Lovelace', email: 'ada@example.com' }} />, {
      answers: { ...answers, 'auth.me': null },
    });
    await screen.findByLabelText(/^Phone/);
    fill(/^Phone/, '5550100');
    fireEvent.click(screen.getByRole('button', { name: /^Date of Birth/ }));
    fireEvent.click(await screen.findByRole('button', { name: '2020', hidden: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Jan', hidden: true }));
    fireEvent.click((await screen.findAllByLabelText(/^15 January 2020/))[0] as HTMLElement);
    fill(/^Password/, 'Violet-Harbor-Lantern-42');
    fill(/^Confirm Password/, 'Violet-Harbor-Lantern-42');
    fill(/^Transaction PIN/, '2468');
    upload('passport', png);
    upload('idDocument', png);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(
      await screen.findByRole('heading', { name: 'Application received: pending review' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('new-account-id')).toHaveTextContent('7000000042');
    expect(
      screen.getByText(/Local and wire transfers open once it is approved/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your account has been created.')).not.toBeInTheDocument();
    const dashboard = screen.getByRole('link', { name: 'Go to your dashboard' });
    expect(dashboard).toHaveAttribute('href', '/dashboard');
    // Still the pending screen a moment later: the customer chooses when to go on.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(
      screen.getByRole('heading', { name: 'Application received: pending review' }),
    ).toBeInTheDocument();
  });
});

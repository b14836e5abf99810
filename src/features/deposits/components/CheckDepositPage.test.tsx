import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { CheckDepositPage } from './CheckDepositPage';

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const checking = {
  id: 7,
  accountNumber: '1000000007',
  accountType: 'CHECKING',
  balance: '100.00',
};
const answers = { 'accounts.mine': [checking], 'deposits.page': { items: [], nextCursor: null } };

function upload(name: 'front' | 'back', file: File) {
  const input = document.querySelector(`input[type="file"][name="${name}"]`) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

/** Opens 'Deposit to' and chooses the checking account once the accounts are loaded. */
async function chooseChecking() {
  const input = await screen.findByLabelText(/^Deposit to/, { selector: 'input' });
  fireEvent.click(input);
  const list = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    const element = id ? document.getElementById(id) : null;
    if (!element) throw new Error('the account list is not open');
    return element;
  });
  fireEvent.click(
    await within(list).findByRole('option', { name: /CHECKING ••••0007/, hidden: true }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the check deposit form', () => {
  it('asks for both photos and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<CheckDepositPage />, { answers });
    await chooseChecking();
    fireEvent.change(screen.getByLabelText(/^Amount/, { selector: 'input' }), {
      target: { value: '25.00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit check' }));
    expect(await screen.findByText('Add a photo of the front of the check')).toBeInTheDocument();
    expect(screen.getByText('Add a photo of the back of the check')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names an image above 5 MB as soon as it is picked, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<CheckDepositPage />, { answers });
    await chooseChecking();
    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    upload('front', big);
    expect(await screen.findByText('The image is larger than 5 MB')).toBeInTheDocument();
    upload('back', png('back.png'));
    fireEvent.change(screen.getByLabelText(/^Amount/, { selector: 'input' }), {
      target: { value: '25.00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit check' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('The image is larger than 5 MB')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the account, the amount and both images, and shows a refused field', async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(
          JSON.stringify({
            message: 'Invalid input',
            issues: [{ path: ['amount'], message: 'Amount is above the check limit' }],
          }),
          { status: 400 },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    render(<CheckDepositPage />, { answers });
    await chooseChecking();
    fireEvent.change(screen.getByLabelText(/^Amount/, { selector: 'input' }), {
      target: { value: '25.00' },
    });
    const front = png('front.png');
    const back = png('back.png');
    upload('front', front);
    upload('back', back);
    fireEvent.click(screen.getByRole('button', { name: 'Deposit check' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/deposits/check');
    const body = init.body as FormData;
    expect(body.get('accountId')).toBe('7');
    expect(body.get('amount')).toBe('25.00');
    expect((body.get('front') as File).name).toBe('front.png');
    expect((body.get('back') as File).name).toBe('back.png');
    expect(await screen.findByText('Amount is above the check limit')).toBeInTheDocument();
  });

  it('shows a refusal of one image under it, without the field key the API puts first', async () => {
    const message = 'front: The front of the check must be a JPEG or PNG file (its content is not)';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ message, code: 'BAD_REQUEST' }), { status: 400 }),
      ),
    );
    render(<CheckDepositPage />, { answers });
    await chooseChecking();
    fireEvent.change(screen.getByLabelText(/^Amount/, { selector: 'input' }), {
      target: { value: '25.00' },
    });
    upload('front', png('front.png'));
    upload('back', png('back.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Deposit check' }));
    const shown = 'The front of the check must be a JPEG or PNG file (its content is not)';
    await waitFor(() => expect(screen.getAllByText(shown)).toHaveLength(2));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});

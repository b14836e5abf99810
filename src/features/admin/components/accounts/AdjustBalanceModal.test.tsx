import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { AdjustBalanceModal } from './AdjustBalanceModal';

function open(onConfirm: (balance: string, reason: string) => void) {
  render(
    <AdjustBalanceModal
      opened
      balance="1200.00"
      accountNumber="1000000021"
      loading={false}
      onConfirm={onConfirm}
      onClose={() => undefined}
    />,
  );
}

describe('Adjust balance', () => {
  it('shows the old and the new balance before anything is posted', async () => {
    open(vi.fn());
    expect(
      await screen.findByText('The balance of account 1000000021 is $1,200.00.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Post adjustment' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^New balance/), { target: { value: '1250' } });
    expect(
      screen.getByText('The balance of account 1000000021 goes from $1,200.00 to $1,250.00.'),
    ).toBeVisible();
  });

  it('needs a reason, and refuses one longer than 200 characters', async () => {
    const onConfirm = vi.fn();
    open(onConfirm);
    fireEvent.change(await screen.findByLabelText(/^New balance/), { target: { value: '1250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post adjustment' }));
    expect(await screen.findByText('Give a reason')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Post adjustment' }));
    expect(await screen.findByText('At most 200 characters')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('posts the new balance with two decimals and the reason, trimmed', async () => {
    const onConfirm = vi.fn();
    open(onConfirm);
    fireEvent.change(await screen.findByLabelText(/^New balance/), { target: { value: ' 1250 ' } });
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: '  Fee refund ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post adjustment' }));
    expect(onConfirm).toHaveBeenCalledWith('1250.00', 'Fee refund');
  });
});

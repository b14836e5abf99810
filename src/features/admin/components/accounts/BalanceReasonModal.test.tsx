import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { BalanceReasonModal } from './BalanceReasonModal';

function open(onConfirm: (reason: string) => void) {
  render(
    <BalanceReasonModal
      opened
      from="$1,200.00"
      to="$1,250.00"
      accountNumber="1000000021"
      loading={false}
      onConfirm={onConfirm}
      onClose={() => undefined}
    />,
  );
}

describe('the balance change reason', () => {
  it('refuses a reason longer than 200 characters and posts nothing', async () => {
    const onConfirm = vi.fn();
    open(onConfirm);
    fireEvent.change(await screen.findByLabelText('Reason'), {
      target: { value: 'x'.repeat(201) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post adjustment' }));
    expect(await screen.findByText('At most 200 characters')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('posts the typed reason, trimmed', async () => {
    const onConfirm = vi.fn();
    open(onConfirm);
    fireEvent.change(await screen.findByLabelText('Reason'), {
      target: { value: '  Fee refund ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post adjustment' }));
    expect(onConfirm).toHaveBeenCalledWith('Fee refund');
  });

  it('posts the suggestion when kept, or when the field is emptied', async () => {
    const onConfirm = vi.fn();
    open(onConfirm);
    const field = await screen.findByLabelText('Reason');
    expect(field).toHaveValue('Balance correction');
    fireEvent.click(screen.getByRole('button', { name: 'Post adjustment' }));
    expect(onConfirm).toHaveBeenLastCalledWith('Balance correction');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post adjustment' }));
    expect(onConfirm).toHaveBeenLastCalledWith('Balance correction');
  });
});

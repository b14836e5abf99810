import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Beneficiary } from '@/features/beneficiaries/lib/beneficiaryForm';
import { render } from '@/test/render';
import { BeneficiaryFormModal } from './BeneficiaryFormModal';

const saved: Beneficiary = {
  id: 9,
  userId: 7,
  name: 'Grace Hopper',
  accountNumber: '000123456789',
  bankName: 'Harbor Credit',
  routingNumber: '021000021',
  beneficiaryType: 'EXTERNAL',
  swiftCode: null,
  address: null,
  country: null,
  createdAt: '2026-11-01T09:00:00.000Z',
};

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the beneficiary dialog', () => {
  it('names the missing and malformed fields and sends nothing', async () => {
    const create = vi.fn(() => saved);
    render(<BeneficiaryFormModal opened onClose={() => {}} />, {
      answers: { 'beneficiaries.create': create },
    });
    await screen.findByLabelText(/^Beneficiary Name/);
    fill(/^Account Number/, '12');
    fill(/^Routing Number/, '123456789');
    fireEvent.click(screen.getByRole('button', { name: 'Add Beneficiary' }));
    expect(await screen.findByText('Beneficiary name is required')).toBeInTheDocument();
    expect(screen.getByText('At least 4 characters')).toBeInTheDocument();
    expect(screen.getByText('Bank name is required')).toBeInTheDocument();
    expect(screen.getByText('This is not a valid routing number (checksum)')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('adds the beneficiary as the shared schema normalises it, and hands it back', async () => {
    const create = vi.fn(() => saved);
    const onSaved = vi.fn();
    const onClose = vi.fn();
    render(<BeneficiaryFormModal opened onClose={onClose} onSaved={onSaved} />, {
      answers: { 'beneficiaries.create': create },
    });
    await screen.findByLabelText(/^Beneficiary Name/);
    fill(/^Beneficiary Name/, '  Grace Hopper ');
    fill(/^Account Number/, '0001 2345 6789');
    fill(/^Bank Name/, 'Harbor Credit');
    fireEvent.click(screen.getByRole('button', { name: 'Add Beneficiary' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        name: 'Grace Hopper',
        accountNumber: '000123456789',
        bankName: 'Harbor Credit',
        routingNumber: null,
        beneficiaryType: 'EXTERNAL',
        swiftCode: null,
        address: null,
        country: null,
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(onClose).toHaveBeenCalled();
  });

  it('edits a saved beneficiary on the full page, with its SWIFT/BIC in capitals', async () => {
    const update = vi.fn(() => saved);
    render(<BeneficiaryFormModal opened onClose={() => {}} beneficiary={saved} extended />, {
      answers: { 'beneficiaries.update': update },
    });
    expect(await screen.findByLabelText(/^Beneficiary Name/)).toHaveValue('Grace Hopper');
    fill(/^SWIFT\/BIC/, 'deutdeff');
    fill(/^Country/, 'Germany');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({
        id: 9,
        name: 'Grace Hopper',
        accountNumber: '000123456789',
        bankName: 'Harbor Credit',
        routingNumber: '021000021',
        beneficiaryType: 'EXTERNAL',
        swiftCode: 'DEUTDEFF',
        address: null,
        country: 'Germany',
      }),
    );
  });
});

import { NO_FAULTS } from '@shared/dto';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { FaultsForm } from './FaultsForm';

const settings = {
  latencyMs: 0,
  settleLocalAfterSeconds: 30,
  settleWireAfterSeconds: 120,
  externalFailureRate: 0,
  checkHoldSeconds: 60,
  faults: NO_FAULTS,
};

describe('the Faults section', () => {
  it('saves percentages as rates with the trainer settings unchanged', async () => {
    const save = vi.fn(() => settings);
    render(<FaultsForm />, {
      answers: { 'adminOps.training': settings, 'adminOps.saveTraining': save },
    });
    const error = await screen.findByRole('textbox', { name: 'Calls refused with an error (%)' });
    fireEvent.change(error, { target: { value: '50' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Only paths starting with' }), {
      target: { value: '/api/transfers' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Events delivered twice (%)' }), {
      target: { value: '100' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save faults' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        checkHoldSeconds: 60,
        faults: expect.objectContaining({
          errorRate: 0.5,
          pathPrefix: '/api/transfers',
          webhooks: { duplicateRate: 1, outOfOrderRate: 0, delayMs: 0 },
        }),
      }),
    );
  });

  it('refuses a rate above 100 % and a path without a leading slash', async () => {
    const save = vi.fn(() => settings);
    render(<FaultsForm />, {
      answers: { 'adminOps.training': settings, 'adminOps.saveTraining': save },
    });
    const throttle = await screen.findByRole('textbox', { name: 'Calls throttled with 429 (%)' });
    fireEvent.change(throttle, { target: { value: '150' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Only paths starting with' }), {
      target: { value: 'api' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save faults' }));
    expect(await screen.findByText('Enter 0 to 100 percent')).toBeInTheDocument();
    expect(screen.getByText('Enter a path starting with /, or leave it empty')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});

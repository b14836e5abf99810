import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { StepUpForm } from './StepUpForm';

describe("the 'Confirm it is you' form", () => {
  it('sends nothing for an empty password', async () => {
    const stepUp = vi.fn(() => ({ verifiedUntil: '2026-01-01T00:05:00.000Z' }));
    const onDone = vi.fn();
    render(<StepUpForm useCode={false} onToggle={() => {}} onDone={onDone} />, {
      answers: { 'adminApprovals.stepUp': stepUp },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stepUp).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the password and reports the confirmation', async () => {
    const stepUp = vi.fn(() => ({ verifiedUntil: '2026-01-01T00:05:00.000Z' }));
    const onDone = vi.fn();
    render(<StepUpForm useCode={false} onToggle={() => {}} onDone={onDone} />, {
      answers: { 'adminApprovals.stepUp': stepUp },
    });
    fireEvent.change(await screen.findByLabelText('Password'), {
      target: { value: ' Admin-1234' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(stepUp).toHaveBeenCalledWith({ password: ' Admin-1234' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
  });

  it('refuses a code that is not six digits and sends nothing', async () => {
    const stepUp = vi.fn(() => ({ verifiedUntil: '2026-01-01T00:05:00.000Z' }));
    render(<StepUpForm useCode onToggle={() => {}} onDone={() => {}} />, {
      answers: { 'adminApprovals.stepUp': stepUp },
    });
    fireEvent.change(await screen.findByLabelText('Authentication code'), {
      target: { value: '12a' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app'),
    ).toBeInTheDocument();
    expect(stepUp).not.toHaveBeenCalled();
  });

  it('sends a code and shows the server’s refusal under the field', async () => {
    const stepUp = vi.fn(() => new Error('Incorrect authentication code'));
    const onDone = vi.fn();
    render(<StepUpForm useCode onToggle={() => {}} onDone={onDone} />, {
      answers: { 'adminApprovals.stepUp': stepUp },
    });
    fireEvent.change(await screen.findByLabelText('Authentication code'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(stepUp).toHaveBeenCalledWith({ code: '123456' }));
    expect(await screen.findByText('Incorrect authentication code')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});

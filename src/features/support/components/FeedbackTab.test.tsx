import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { FeedbackTab } from './FeedbackTab';

describe('the feedback form', () => {
  it('needs a message before anything is sent', async () => {
    const send = vi.fn(() => ({}));
    render(<FeedbackTab />, { answers: { 'support.createFeedback': send } });
    fireEvent.click(await screen.findByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends no rating as null, then empties the form', async () => {
    const send = vi.fn(() => ({}));
    render(<FeedbackTab />, { answers: { 'support.createFeedback': send } });
    fireEvent.change(await screen.findByLabelText(/^Your feedback/), {
      target: { value: 'Great app' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ rating: null, message: 'Great app' }));
    await waitFor(() => expect(screen.getByLabelText(/^Your feedback/)).toHaveValue(''));
  });

  it('sends the stars picked', async () => {
    const send = vi.fn(() => ({}));
    render(<FeedbackTab />, { answers: { 'support.createFeedback': send } });
    fireEvent.keyDown(await screen.findByLabelText('4 out of 5'), { key: 'Enter' });
    fireEvent.change(screen.getByLabelText(/^Your feedback/), { target: { value: 'Good' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ rating: 4, message: 'Good' }));
  });
});

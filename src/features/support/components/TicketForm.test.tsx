import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { TicketForm } from './TicketForm';

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the support ticket form', () => {
  it('needs a subject, a message and a valid email before anything is sent', async () => {
    const create = vi.fn(() => ({}));
    render(<TicketForm email="" phone="" />, { answers: { 'support.createTicket': create } });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Ticket' }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByText('Valid email required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the ticket with the profile email, no phone as null, and empties subject and message', async () => {
    const create = vi.fn(() => ({}));
    render(<TicketForm email="demo@example.com" phone="  " />, {
      answers: { 'support.createTicket': create },
    });
    await screen.findByLabelText(/^Subject/);
    fill(/^Subject/, 'Card blocked');
    fill(/^Message/, 'My card was blocked abroad.');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Ticket' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        subject: 'Card blocked',
        category: 'general',
        priority: 'medium',
        message: 'My card was blocked abroad.',
        email: 'demo@example.com',
        phone: null,
      }),
    );
    await waitFor(() => expect(screen.getByLabelText(/^Subject/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('demo@example.com');
  });

  it("shows the server's field error on its field and keeps what was typed", async () => {
    const refusal = new TRPCClientError('Invalid input', {
      result: {
        error: {
          code: -32600,
          message: '',
          data: { httpStatus: 400, issues: [{ path: ['email'], message: 'Domain not accepted' }] },
        },
      },
    } as never);
    const create = vi.fn(() => refusal);
    render(<TicketForm email="demo@example.com" phone="" />, {
      answers: { 'support.createTicket': create },
    });
    await screen.findByLabelText(/^Subject/);
    fill(/^Subject/, 'Statement');
    fill(/^Message/, 'Where is my statement?');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Ticket' }));
    expect(await screen.findByText('Domain not accepted')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Statement');
  });
});

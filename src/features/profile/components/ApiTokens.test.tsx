import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { ApiTokens } from './ApiTokens';

const me = {
  id: 7,
  role: 'USER',
  username: 'demo',
  firstName: 'Demo',
  lastName: 'User',
  email: 'demo@example.com',
  mfa: 'OK',
};

interface Token {
  id: string;
  name: string;
  scopes: string[];
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
}

/** A small in-memory token store answering `tokens.*` as the server does. */
function tokenServer() {
  const tokens: Token[] = [];
  const calls: { create: unknown[]; revoke: unknown[] } = { create: [], revoke: [] };
  return {
    calls,
    answers: {
      'auth.me': me,
      'tokens.list': () => [...tokens].reverse(),
      'tokens.create': (input: { name: string; scopes: string[]; expiresInDays: number }) => {
        calls.create.push(input);
        const token: Token = {
          id: `tok${tokens.length + 1}`,
          name: input.name,
          scopes: input.scopes,
          createdAt: '2026-11-21T15:05:00.000Z',
          expiresAt: '2026-12-21T15:05:00.000Z',
          lastUsedAt: null,
        };
        tokens.push(token);
        return { ...token, token: `${token.id}.s3cret-text` };
      },
      'tokens.revoke': (input: { id: string }) => {
        calls.revoke.push(input);
        tokens.splice(
          tokens.findIndex((token) => token.id === input.id),
          1,
        );
        return { ok: true };
      },
    },
  };
}

describe('the API tokens section', () => {
  it('creates a token, shows its text once, lists it and revokes it after a confirmation', async () => {
    const server = tokenServer();
    render(<ApiTokens />, { answers: server.answers });
    expect(await screen.findByText('You have no API tokens.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the API reference' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    // Customers are not offered the admin scope.
    expect(screen.queryByLabelText(/^Admin/)).toBeNull();

    fireEvent.change(screen.getByLabelText(/^Token name/), { target: { value: ' reporting ' } });
    fireEvent.click(screen.getByLabelText(/^Transfer/));
    fireEvent.change(screen.getByLabelText('Expires after'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));

    expect(await screen.findByTestId('new-token')).toHaveTextContent('tok1.s3cret-text');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(server.calls.create).toEqual([
      { name: 'reporting', scopes: ['read', 'transfer'], expiresInDays: 90 },
    ]);
    const table = await screen.findByRole('table', { name: 'Your API tokens' });
    const row = within(table).getByRole('row', { name: /reporting/ });
    expect(row).toHaveTextContent('read');
    expect(row).toHaveTextContent('transfer');
    expect(row).toHaveTextContent('Nov 21, 2026');
    expect(row).toHaveTextContent('Never');
    expect(row).toHaveTextContent('Dec 21, 2026');
    // The list never carries the secret.
    expect(table).not.toHaveTextContent('s3cret');

    // A second creation replaces the first text: each is shown once.
    fireEvent.change(screen.getByLabelText(/^Token name/), { target: { value: 'backup' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    await waitFor(() =>
      expect(screen.getByTestId('new-token')).toHaveTextContent('tok2.s3cret-text'),
    );
    expect(screen.queryByText('tok1.s3cret-text')).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Revoke reporting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    expect(server.calls.revoke).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    await waitFor(() => expect(server.calls.revoke).toEqual([{ id: 'tok1' }]));
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /reporting/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('row', { name: /backup/ })).toBeInTheDocument();
  });

  it('says why the server refused a token', async () => {
    const server = tokenServer();
    render(<ApiTokens />, {
      answers: {
        ...server.answers,
        'tokens.create': new Error('name: Name is required'),
      },
    });
    await screen.findByText('You have no API tokens.');
    fireEvent.change(screen.getByLabelText(/^Token name/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Name is required$/);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { RequestLog } from './RequestLog';

interface Input {
  limit: number;
  cursor?: string;
  status?: number;
  method?: string;
  path?: string;
  idempotencyKey?: string;
  id?: number;
}

const row = (n: number, extra: Record<string, unknown> = {}) => ({
  time: '2026-11-21T15:05:00.000Z',
  method: 'POST',
  path: `/api/transfers/${n}`,
  status: 201,
  durationMs: 4,
  requestId: `req-${n}`,
  idempotencyKey: null,
  tokenName: null,
  replayed: false,
  fault: null,
  ...extra,
});

/** Answers `requests.page` / `requests.userPage` from 25 rows, 20 a page, as the server does. */
function logServer() {
  const rows = Array.from({ length: 25 }, (_, i) =>
    row(25 - i, i === 0 ? { idempotencyKey: 'pay-42', status: 409, replayed: true } : {}),
  );
  const calls: Input[] = [];
  const page = (input: Input) => {
    calls.push(input);
    const matching = rows.filter(
      (r) =>
        (input.idempotencyKey === undefined || r.idempotencyKey === input.idempotencyKey) &&
        (input.status === undefined || r.status === input.status),
    );
    const start = input.cursor ? Number(input.cursor) : 0;
    const items = matching.slice(start, start + input.limit);
    const next = start + input.limit < matching.length ? String(start + input.limit) : null;
    return { items, nextCursor: next, total: matching.length };
  };
  return { calls, answers: { 'requests.page': page, 'requests.userPage': page } };
}

describe('the My requests section', () => {
  it('lists the requests, pages with Older and Newer, and filters by idempotency key', async () => {
    const server = logServer();
    render(<RequestLog />, { answers: server.answers });
    const table = await screen.findByRole('table', { name: 'My requests' });
    expect(within(table).getByText('/api/transfers/25')).toBeInTheDocument();
    expect(within(table).getByText('409')).toBeInTheDocument();
    expect(within(table).getByText('Replayed')).toBeInTheDocument();
    expect(screen.getByText('Total: 25')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await within(table).findByText('/api/transfers/5')).toBeInTheDocument();
    expect(within(table).queryByText('/api/transfers/25')).toBeNull();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await within(table).findByText('/api/transfers/25')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Idempotency key'), { target: { value: 'pay-42' } });
    await waitFor(() => expect(screen.getByText('Total: 1')).toBeInTheDocument());
    expect(server.calls.at(-1)).toMatchObject({ idempotencyKey: 'pay-42', limit: 20 });
    expect(within(table).queryByText('/api/transfers/24')).toBeNull();
  });

  it('says under the Path filter that it matches the whole path', async () => {
    render(<RequestLog />, { answers: logServer().answers });
    const path = await screen.findByRole('textbox', { name: 'Path' });
    expect(path).toHaveAccessibleDescription('The whole path, as the table shows it');
  });

  it('reads a user’s log on the admin page', async () => {
    const server = logServer();
    render(<RequestLog userId={12} />, { answers: server.answers });
    expect(await screen.findByRole('table', { name: 'Requests' })).toBeInTheDocument();
    expect(server.calls.at(-1)).toMatchObject({ id: 12 });
  });
});

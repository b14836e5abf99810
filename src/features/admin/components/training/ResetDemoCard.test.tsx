/**
 * Reset demo bank asks first, and its question counts the classes the reset deletes with
 * their students, pointing to the class's own reset; with no class it says nothing of them.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ResetDemoCard } from './ResetDemoCard';

const aClass = (id: number, students: number) => ({
  id,
  name: `Class ${id}`,
  prefix: `c${id}s`,
  count: students,
  students,
  openingDeposit: '100.00',
  createdAt: '2026-11-20T10:00:00.000Z',
});

async function ask(classes: ReturnType<typeof aClass>[], reset = vi.fn(() => ({ ok: true }))) {
  render(<ResetDemoCard />, {
    answers: {
      'adminClasses.page': { items: classes, nextCursor: null, total: classes.length },
      'adminOps.resetDemo': reset,
    },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Reset demo bank' }));
  return screen.findByRole('dialog', { name: 'Reset the demo bank?' });
}

describe('Reset demo bank', () => {
  it('counts the classes and students it deletes before anything is reset', async () => {
    const reset = vi.fn(() => ({ ok: true }));
    const dialog = await ask([aClass(1, 12), aClass(2, 8)], reset);
    expect(
      await within(dialog).findByText(
        '2 classes are deleted with their students (20 in all): they can no longer sign in. To start one class again, use Reset class on its page instead.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reset).not.toHaveBeenCalled();
  });

  it('says one class in the singular', async () => {
    const dialog = await ask([aClass(1, 1)]);
    expect(
      await within(dialog).findByText(
        '1 class is deleted with its students (1 in all): they can no longer sign in. To start the class again, use Reset class on its page instead.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of classes when there are none', async () => {
    const dialog = await ask([]);
    expect(within(dialog).getByText(/classes, trainer settings/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByText(/can no longer sign in/)).toBeNull();
  });
});

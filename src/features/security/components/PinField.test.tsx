import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { PinField } from './PinField';

describe('the PIN field', () => {
  it("names its eye button in the reader's words, not Mantine's 'Toggle password visibility'", async () => {
    render(<PinField value="" onChange={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Show or hide characters' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /password/i })).toBeNull();
    // The field alone answers to its label.
    expect(screen.getAllByLabelText(/PIN/)).toHaveLength(1);
  });
});

import { TextInput } from '@mantine/core';
import { useState } from 'react';

interface InlineTextInputProps {
  /** The accessible name, already translated ('First name of user 3'). */
  label: string;
  /** The saved value. */
  value: string;
  /**
   * Called on blur when the trimmed text differs from the saved value; `reset` puts the
   * saved value back (after a refused save).
   */
  onCommit: (value: string, reset: () => void) => void;
  disabled?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'decimal';
  w?: number;
}

/**
 * A table cell's text field that saves on blur ("editable inline and save on blur"), only when the value changed. Enter leaves the field (saving it),
 * Escape puts the saved value back. A new saved value (after a save or a refresh) starts a
 * new draft: the field is keyed by it.
 */
export function InlineTextInput(props: InlineTextInputProps) {
  return <InlineDraft key={props.value} {...props} />;
}

function InlineDraft({
  label,
  value,
  onCommit,
  disabled = false,
  inputMode = 'text',
  w,
}: InlineTextInputProps) {
  const [draft, setDraft] = useState(value);

  return (
    <TextInput
      aria-label={label}
      value={draft}
      size="xs"
      w={w}
      miw={w ? undefined : 120}
      inputMode={inputMode}
      disabled={disabled}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={() => {
        const next = draft.trim();
        if (next !== value) onCommit(next, () => setDraft(value));
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
        if (event.key === 'Escape') setDraft(value);
      }}
    />
  );
}

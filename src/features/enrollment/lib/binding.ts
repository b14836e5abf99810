/** How the enrollment sections read and change one text field of the form. */
import type { EnrollmentErrors, TextField } from './enrollmentForm';

/** One text field as a section sees it: its value, its setter and its (translated) error. */
export interface FieldBinding {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The binding of one field: its value, its setter and its error message (translated). */
export type Bind = (field: TextField) => FieldBinding;

/** A text input's props from a binding. */
export function inputProps(binding: FieldBinding) {
  return {
    value: binding.value,
    onChange: (event: { currentTarget: { value: string } }) =>
      binding.onChange(event.currentTarget.value),
    error: binding.error,
  };
}

export type { EnrollmentErrors };

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type EnrollmentFiles,
  initialValues,
  submitApplication,
  toFormData,
  validateEnrollment,
} from './enrollmentForm';

const png = new File([new Uint8Array([137, 80, 78, 71])], 'p.png', { type: 'image/png' });
const files: EnrollmentFiles = { passport: png, idDocument: png };

function valid() {
  return {
    ...initialValues({ name: 'Ada Lovelace', email: 'ada@example.com', countryId: '12' }),
    phone: '5550100',
    dob: '1990-01-15',
    password: 'Violet-Harbor-Lantern-42',
    password2: 'Violet-Harbor-Lantern-42',
    pin: '1234',
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('enrollment form', () => {
  it('prefills name, email and a numeric countryId only', () => {
    expect(initialValues({ countryId: 'x1' }).countryId).toBe('');
    expect(initialValues({ name: 'A', countryId: '7' })).toMatchObject({
      name: 'A',
      countryId: '7',
    });
  });

  it("shows the form's validation messages", () => {
    const errors = validateEnrollment(
      { ...initialValues({}), password: 'abc', password2: 'abcdef', pin: '12' },
      { passport: null, idDocument: null },
    );
    expect(errors).toMatchObject({
      name: 'Name is required',
      email: 'Valid email required',
      phone: 'Phone is required',
      dob: 'A date of birth is required.',
      password: 'At least 12 characters',
      pin: 'Min 4 digits',
      passport: 'Passport file is required',
      idDocument: 'ID document file is required',
    });
    const mismatch = validateEnrollment(
      { ...valid(), password2: 'Copper-Meadow-Falcon-17' },
      files,
    );
    expect(mismatch).toEqual({ password2: 'Passwords do not match' });
    expect(
      validateEnrollment(
        { ...valid(), password2: 'Copper-Meadow-Falcon-17' },
        { passport: null, idDocument: png },
      ),
    ).toEqual({ password2: 'Passwords do not match', passport: 'Passport file is required' });
    expect(validateEnrollment(valid(), files)).toEqual({});
  });

  it('sends every field and both files', () => {
    const form = toFormData(valid(), files);
    expect(form.get('dob')).toBe('1990-01-15');
    expect(form.get('countryId')).toBe('12');
    expect((form.get('passport') as File).name).toBe('p.png');
  });

  it("reads the answer's message and field issues", async () => {
    const answer = (status: number, body: unknown) =>
      vi.fn(async () => new Response(JSON.stringify(body), { status }));
    vi.stubGlobal('fetch', answer(200, { username: '1234567890', message: 'ok' }));
    expect(await submitApplication(new FormData())).toMatchObject({
      ok: true,
      username: '1234567890',
    });
    vi.stubGlobal(
      'fetch',
      answer(400, { message: 'x', issues: [{ path: ['email'], message: 'Valid email required' }] }),
    );
    expect(await submitApplication(new FormData())).toEqual({
      ok: false,
      message: 'x',
      errors: { email: 'Valid email required' },
    });
    vi.stubGlobal('fetch', answer(400, { message: 'passport: Passport must be a PNG' }));
    expect(await submitApplication(new FormData())).toMatchObject({
      message: 'Passport must be a PNG',
      errors: { passport: 'Passport must be a PNG' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    expect(await submitApplication(new FormData())).toMatchObject({
      message: 'Application failed',
    });
  });
});

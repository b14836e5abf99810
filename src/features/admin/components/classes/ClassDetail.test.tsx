/**
 * A class's page: its name is shown as the trainer typed it, in any language (a class called
 * "Monday QA" is not read as a text of the interface), and the summary names the first and
 * last student's usernames, agreeing with the count.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { render } from '@/test/render';
import { ClassDetail } from './ClassDetail';

const student = (n: number) => ({
  id: 10 + n,
  username: `student0${n}`,
  name: `Student 0${n}`,
  initialCredentialsActive: true,
  signInLocked: false,
});

const CLASS = {
  id: 1,
  name: 'Monday QA',
  prefix: 'student',
  count: 3,
  students: 3,
  openingDeposit: '100.00',
  createdAt: '2026-11-20T10:00:00.000Z',
  studentList: [student(1), student(2), student(3)],
};

const show = (detail: typeof CLASS) =>
  render(<ClassDetail classId={1} />, { answers: { 'adminClasses.detail': detail } });

describe('ClassDetail', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('heads the page with the class name as typed, in Italian too', async () => {
    await setLanguage('it');
    show(CLASS);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Monday QA' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '3 studenti (da student01 a student03), deposito iniziale di $100.00 sul conto corrente.',
      ),
    ).toBeInTheDocument();
  });

  it('marks a student whose sign-in is locked, so the trainer knows whom to unlock', async () => {
    show({
      ...CLASS,
      studentList: [student(1), { ...student(2), signInLocked: true }, student(3)],
    });
    const row = (await screen.findByRole('link', { name: 'student02' }, { timeout: 5000 })).closest(
      'tr',
    )!;
    expect(row).toHaveTextContent('Sign-in locked');
    expect(screen.getAllByText('Sign-in locked')).toHaveLength(1);
  });

  it('says the students it has, one in the singular', async () => {
    show({ ...CLASS, count: 1, students: 1, studentList: [student(1)] });
    expect(
      await screen.findByText(
        '1 student (student01), $100.00 opening deposit in checking.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});

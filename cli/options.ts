/**
 * What every command shares: the global options (`--url`, `--token`, `--json`), parsers for
 * flag values that refuse bad input before any call with a message naming the flag, and
 * printing a result as text or JSON.
 */
import { type Command, InvalidArgumentError } from 'commander';
import { BankClient, bankConfig } from './bank';

/** The options the program itself takes, read by every command. */
export interface GlobalOptions {
  url?: string;
  token?: string;
  json?: boolean;
}

/** The global options as a command sees them (its own and its parents'). */
export function globalsOf(command: Command): GlobalOptions {
  return command.optsWithGlobals() as GlobalOptions;
}

/**
 * A client for the bank the global options and the environment name.
 * @throws CliError for a bad URL or a missing token (bank.ts)
 */
export function clientOf(command: Command): BankClient {
  const { url, token } = globalsOf(command);
  return new BankClient(bankConfig({ url, token }, process.env));
}

/**
 * Parses a whole number from 1 up (an id, a count of days).
 * @throws InvalidArgumentError (commander prints it with the flag's name) otherwise
 */
export function positiveInt(value: string): number {
  if (!/^\d{1,15}$/.test(value.trim()) || Number(value) < 1) {
    throw new InvalidArgumentError('Give a whole number from 1 up.');
  }
  return Number(value);
}

/**
 * Checks an amount of money as the bank takes it: a decimal string more than 0 with at most
 * two decimals (`12.34`, `5`); the string is sent as is.
 * @throws InvalidArgumentError otherwise
 */
export function amount(value: string): string {
  const text = value.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text) || Number(text) <= 0) {
    throw new InvalidArgumentError(
      'Give an amount more than 0 with at most 2 decimals, e.g. 12.34.',
    );
  }
  return text;
}

/**
 * Checks a business day written `YYYY-MM-DD` (a real calendar day).
 * @throws InvalidArgumentError otherwise
 */
export function isoDay(value: string): string {
  const text = value.trim();
  const day = new Date(`${text}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(day.getTime())) {
    throw new InvalidArgumentError('Give a day as YYYY-MM-DD.');
  }
  if (day.toISOString().slice(0, 10) !== text) {
    throw new InvalidArgumentError(`${text} is not a day of the calendar.`);
  }
  return text;
}

/**
 * A parser that accepts one of `choices`, case-insensitively, answering it as written there.
 * @throws InvalidArgumentError naming the choices otherwise
 */
export function oneOf<T extends string>(choices: readonly T[]): (value: string) => T {
  return (value) => {
    const found = choices.find((c) => c.toLowerCase() === value.trim().toLowerCase());
    if (!found) throw new InvalidArgumentError(`Give one of ${choices.join(', ')}.`);
    return found;
  };
}

/**
 * Prints one command's result: with `--json` the bank's answer as JSON, else the text.
 * @param command the running command (for `--json`)
 * @param value what the bank answered
 * @param text the lines a person reads
 */
export function printResult(command: Command, value: unknown, text: () => string): void {
  if (globalsOf(command).json) process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  else process.stdout.write(`${text()}\n`);
}

/** Prints one item of a stream (`listen`, `logs tail`): one JSON line, or the text. */
export function printLine(command: Command, value: unknown, text: () => string): void {
  if (globalsOf(command).json) process.stdout.write(`${JSON.stringify(value)}\n`);
  else process.stdout.write(`${text()}\n`);
}

/** Prints a note for the person at the terminal (stderr, so stdout stays the data). */
export function note(text: string): void {
  process.stderr.write(`${text}\n`);
}

/**
 * `acme-bank clock`: reads the bank's business clock and moves it forward
 * (`/api/admin/clock`, `/api/admin/clock/advance`), running close of business for every day
 * passed. Needs an admin's token with the `admin` scope.
 */
import { Command, InvalidArgumentError } from 'commander';
import { clientOf, isoDay, positiveInt, printResult } from '../options';

interface Clock {
  now: string;
  date: string;
  offsetSeconds: number;
  closedThrough: string | null;
}

interface Advanced extends Clock {
  days: { date: string; steps: Record<string, number> }[];
}

/** One closed day as a line: the day and the steps that did something. */
function dayLine(day: Advanced['days'][number]): string {
  const done = Object.entries(day.steps)
    .filter(([, count]) => count > 0)
    .map(([step, count]) => `${step} ${count}`);
  return `  ${day.date}: ${done.length > 0 ? done.join(', ') : 'nothing to do'}`;
}

/** The `clock` command with `show` and `advance`. */
export function clockCommand(): Command {
  const clock = new Command('clock').description(
    'Read or move the bank\'s business clock (needs an admin\'s token with the "admin" scope).',
  );

  clock
    .command('show')
    .description('The business time, the business day and the last day closed.')
    .action(async (_opts: unknown, command: Command) => {
      const { body } = await clientOf(command).call<Clock>('GET', '/admin/clock');
      printResult(
        command,
        body,
        () =>
          `Business day ${body.date} (${body.now}), ${Math.round(body.offsetSeconds / 86400)} day(s) ahead of real time; closed through ${body.closedThrough ?? 'none yet'}.`,
      );
    });

  clock
    .command('advance')
    .description(
      'Move the business clock forward by <days> (1 to 366) or to --until a day, closing business for every day passed (settlements, scheduled payments, bills, loans, interest, month-end statements). It never goes back.',
    )
    .argument('[days]', 'days to move forward, 1 to 366', positiveInt)
    .option(
      '--until <YYYY-MM-DD>',
      'the business day to move to, instead of a number of days',
      isoDay,
    )
    .addHelpText(
      'after',
      '\nExamples:\n  acme-bank clock advance 1\n  acme-bank clock advance --until 2026-12-31',
    )
    .action(async (days: number | undefined, opts: { until?: string }, command: Command) => {
      if ((days === undefined) === (opts.until === undefined)) {
        throw new InvalidArgumentError('Give either a number of days or --until YYYY-MM-DD.');
      }
      if (days !== undefined && days > 366) {
        throw new InvalidArgumentError('Advance by 1 to 366 days.');
      }
      const { body } = await clientOf(command).call<Advanced>(
        'POST',
        '/admin/clock/advance',
        days !== undefined ? { days } : { until: opts.until },
      );
      printResult(command, body, () =>
        [
          `Business day now ${body.date}; closed ${body.days.length} day(s):`,
          ...body.days.map(dayLine),
        ].join('\n'),
      );
    });

  return clock;
}

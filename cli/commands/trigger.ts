/**
 * `acme-bank trigger <event>`: runs one of the bank's simulations of the outside world
 * (`/api/admin/simulations/…`) or loads a lesson (`/api/admin/scenarios/{name}`), with a flag
 * for each field the bank takes. Needs an admin's token with the `admin` scope.
 */
import { Command } from 'commander';
import { amount, clientOf, oneOf, positiveInt, printResult } from '../options';

/** The ACH return codes the bank takes for a returned transfer. */
export const RETURN_CODES = ['R01', 'R02', 'R03', 'R04', 'R10', 'R16', 'R29'] as const;

interface Inbound {
  transactionId: number;
  accountId: number;
  amount: string;
  description: string;
  balance: string;
}

interface Transfer {
  id: number;
  fromAccountId: number;
  amount: string;
  status: string;
  returnReason: string | null;
}

interface CardAuthorization {
  id: number;
  cardId: number;
  accountId: number;
  amount: string;
  merchant: string;
  status: string;
  declineReason: string | null;
}

interface Scenario {
  name: string;
  title: string;
  description: string;
  outcome?: string;
}

/** One line about a card authorization, after any of its three calls. */
function describeAuthorization(a: CardAuthorization): string {
  const why = a.declineReason ? ` (${a.declineReason})` : '';
  return `Card authorization ${a.id} ${a.status}${why}: ${a.amount} at ${a.merchant} on card ${a.cardId} (account ${a.accountId}).`;
}

/**
 * Settles or reverses a card authorization (`…/card-authorizations/{id}/settle|reverse`).
 * @param end which end
 */
function endAuthorization(end: 'settle' | 'reverse'): Command {
  const what =
    end === 'settle'
      ? 'The merchant settles an APPROVED card authorization: the purchase is posted and its hold ends.'
      : 'The merchant reverses an APPROVED card authorization: its hold is released.';
  return new Command(`card-${end}`)
    .description(`${what} A second time answers 409.`)
    .requiredOption(
      '--authorization <id>',
      'the card authorization (from trigger card-authorization)',
      positiveInt,
    )
    .action(async (opts: { authorization: number }, command: Command) => {
      const { body } = await clientOf(command).call<CardAuthorization>(
        'POST',
        `/admin/simulations/card-authorizations/${opts.authorization}/${end}`,
      );
      printResult(command, body, () => describeAuthorization(body));
    });
}

/** The `trigger` command and one subcommand per simulation. */
export function triggerCommand(): Command {
  const trigger = new Command('trigger')
    .description(
      'Run one of the bank\'s simulations of the outside world, or load a lesson (needs an admin\'s token with the "admin" scope).',
    )
    .addHelpText(
      'after',
      '\nExamples:\n  acme-bank trigger inbound-transfer --account 1 --amount 12.34 --payer "Globex Payroll"\n  acme-bank trigger card-authorization --card 1 --amount 4.50 --merchant "Corner Grocery"\n  acme-bank trigger card-settle --authorization 7\n  acme-bank trigger lesson month-end',
    );

  trigger
    .command('inbound-transfer')
    .description(
      'Another bank pays into a customer account (an ACH credit or a wire); the customer is notified.',
    )
    .requiredOption('--account <id>', 'the open customer account to credit', positiveInt)
    .requiredOption('--amount <amount>', 'how much, e.g. 12.34', amount)
    .requiredOption('--payer <name>', 'who pays, as the statement shows it')
    .option('--rail <rail>', 'ACH or WIRE', oneOf(['ACH', 'WIRE'] as const), 'ACH')
    .option('--reference <text>', "the payer's reference, kept on the statement row")
    .action(
      async (
        opts: { account: number; amount: string; payer: string; rail: string; reference?: string },
        command: Command,
      ) => {
        const { body } = await clientOf(command).call<Inbound>(
          'POST',
          '/admin/simulations/inbound-transfer',
          {
            accountId: opts.account,
            amount: opts.amount,
            payerName: opts.payer,
            rail: opts.rail,
            ...(opts.reference === undefined ? {} : { reference: opts.reference }),
          },
        );
        printResult(
          command,
          body,
          () =>
            `${body.description}: ${body.amount} credited to account ${body.accountId} (statement row ${body.transactionId}); balance now ${body.balance}.`,
        );
      },
    );

  trigger
    .command('return')
    .description(
      'The receiving bank returns a COMPLETED LOCAL transfer to another bank: the money comes back to its account and the transfer turns FAILED.',
    )
    .requiredOption('--transfer <id>', 'the transfer to return', positiveInt)
    .requiredOption(
      '--code <code>',
      `the ACH return code: ${RETURN_CODES.join(', ')}`,
      oneOf(RETURN_CODES),
    )
    .action(async (opts: { transfer: number; code: string }, command: Command) => {
      const { body } = await clientOf(command).call<Transfer>(
        'POST',
        '/admin/simulations/returns',
        {
          transferId: opts.transfer,
          returnCode: opts.code,
        },
      );
      printResult(
        command,
        body,
        () =>
          `Transfer ${body.id} returned (${body.returnReason ?? opts.code}): ${body.amount} back on account ${body.fromAccountId}; status ${body.status}.`,
      );
    });

  trigger
    .command('card-authorization')
    .description(
      'A merchant asks to authorize a card purchase: APPROVED holds the amount, DECLINED says why (the amount 4.04 is always declined).',
    )
    .requiredOption('--card <id>', 'the debit card', positiveInt)
    .requiredOption('--amount <amount>', 'how much, e.g. 12.34', amount)
    .requiredOption('--merchant <name>', 'the merchant, as the statement shows it')
    .action(async (opts: { card: number; amount: string; merchant: string }, command: Command) => {
      const { body } = await clientOf(command).call<CardAuthorization>(
        'POST',
        '/admin/simulations/card-authorizations',
        { cardId: opts.card, amount: opts.amount, merchant: opts.merchant },
      );
      printResult(command, body, () => describeAuthorization(body));
    });

  trigger.addCommand(endAuthorization('settle'));
  trigger.addCommand(endAuthorization('reverse'));

  trigger
    .command('interest')
    .description('Pay the interest savings accounts accrued so far, now, as a month end would.')
    .action(async (_opts: unknown, command: Command) => {
      const { body } = await clientOf(command).call<{ accounts: number; total: string }>(
        'POST',
        '/admin/simulations/interest',
        {},
      );
      printResult(
        command,
        body,
        () => `Interest paid: ${body.total} to ${body.accounts} savings account(s).`,
      );
    });

  trigger
    .command('statements')
    .description(
      "Make this month's statements as the books stand now (the month end replaces them).",
    )
    .action(async (_opts: unknown, command: Command) => {
      const { body } = await clientOf(command).call<{ period: string; statements: number }>(
        'POST',
        '/admin/simulations/statements',
        {},
      );
      printResult(
        command,
        body,
        () => `Statements for ${body.period}: ${body.statements} made or refreshed.`,
      );
    });

  trigger
    .command('lesson')
    .description('Load a lesson by name; without a name, list the lessons the bank has.')
    .argument('[name]', 'the lesson, e.g. overdrawn or month-end')
    .action(async (name: string | undefined, _opts: unknown, command: Command) => {
      const client = clientOf(command);
      if (name === undefined) {
        const { body } = await client.call<Scenario[]>('GET', '/admin/scenarios');
        printResult(command, body, () =>
          body.map((s) => `${s.name.padEnd(22)} ${s.title}: ${s.description}`).join('\n'),
        );
        return;
      }
      const { body } = await client.call<Scenario>(
        'POST',
        `/admin/scenarios/${encodeURIComponent(name)}`,
      );
      printResult(command, body, () => `Lesson ${body.name} loaded: ${body.outcome ?? body.title}`);
    });

  return trigger;
}

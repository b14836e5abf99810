/**
 * The bank CLI (`npx acme-bank …`, bin/acme-bank.mjs): drives a running Acme bank over its
 * REST API with an API token. Commands: `trigger` (simulations and lessons), `listen`
 * (events forwarded as signed webhooks), `logs tail` (the request log, live) and `clock`
 * (the business clock). Built on commander; it imports nothing of the server or the client.
 */
import { Command, CommanderError } from 'commander';
import { CliError, DEFAULT_BANK_URL } from './bank';
import { clockCommand } from './commands/clock';
import { listenCommand } from './commands/listen';
import { logsCommand } from './commands/logs';
import { triggerCommand } from './commands/trigger';

/** The program with every command (a new one per run, so tests may build several). */
export function buildProgram(): Command {
  const program = new Command('acme-bank')
    .description(
      'Drive an Acme bank from the terminal: trigger simulations, forward its events to a local webhook receiver, tail your API requests, move its clock.',
    )
    .version('0.1.0')
    .option('--url <url>', `the bank's URL (or BANK_URL; default ${DEFAULT_BANK_URL})`)
    .option('--token <token>', 'an API token, <id>.<secret> (or BANK_TOKEN)')
    .option('--json', 'print JSON (one JSON line per item for listen and logs tail)')
    .addHelpText(
      'after',
      '\nCreate a token in the bank under Settings → Developer → API tokens; trigger and clock need an admin\'s token with the "admin" scope.\n\nExamples:\n  export BANK_URL=http://localhost:3000 BANK_TOKEN=<id>.<secret>\n  acme-bank trigger inbound-transfer --account 1 --amount 12.34 --payer "Globex Payroll"\n  acme-bank listen --forward-to http://localhost:4242/webhooks\n  acme-bank logs tail --method POST\n  acme-bank clock advance 1',
    );
  program.addCommand(triggerCommand());
  program.addCommand(listenCommand());
  program.addCommand(logsCommand());
  program.addCommand(clockCommand());
  // Every command's --help lists the global options too, and a usage error points to --help.
  const all = (command: Command): Command[] => [command, ...command.commands.flatMap(all)];
  for (const command of all(program)) {
    command.configureHelp({ showGlobalOptions: true }).showHelpAfterError('(add --help for usage)');
  }
  return program;
}

/**
 * Runs the CLI on `argv` (as process.argv). Any failure is printed on stderr (as
 * `{"error": {...}}` with --json) and sets a non-zero exit code.
 */
export async function main(argv: string[]): Promise<void> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      process.exitCode = error.exitCode || 1;
      process.stderr.write(`Error: ${error.message.replace(/^error: /, '')}\n`);
      return;
    }
    const e = error as Error;
    const known = e instanceof CliError;
    process.exitCode = 1;
    if (argv.includes('--json')) {
      process.stderr.write(
        `${JSON.stringify({ error: { message: e.message, status: known ? e.status : null, code: known ? e.code : null } })}\n`,
      );
    } else {
      process.stderr.write(`Error: ${e.message}\n`);
    }
  }
}

await main(process.argv);

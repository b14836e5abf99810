#!/usr/bin/env node
/**
 * Lints the OpenAPI document the app serves (GET /api/openapi.json) with Redocly CLI
 * (recommended rules) and Spectral (spectral:oas). Any error or warning from either fails.
 * With --owasp it runs Spectral's OWASP ruleset instead and only reports (never fails).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const owasp = process.argv.includes('--owasp');
const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
const doc = join(dir, 'openapi.json');
const bin = (name) => join(process.cwd(), 'node_modules', '.bin', name);

/** Runs a command; returns its exit status and its output. */
function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', cwd: dir });
  return { status: result.status ?? 1, out: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

let failed = false;
try {
  const dump = spawnSync(bin('tsx'), ['scripts/openapi-dump.ts', doc], { stdio: 'inherit' });
  if (dump.status !== 0) throw new Error('Could not produce the OpenAPI document');

  const ruleset = join(dir, '.spectral.yaml');
  writeFileSync(
    ruleset,
    owasp
      ? 'extends: ["spectral:oas", "@stoplight/spectral-owasp-ruleset"]\n'
      : 'extends: ["spectral:oas"]\n',
  );
  // Spectral resolves a package ruleset from the ruleset file's folder: point it at ours.
  const env = { ...process.env, NODE_PATH: join(process.cwd(), 'node_modules') };
  const spectral = spawnSync(
    bin('spectral'),
    ['lint', '--ruleset', ruleset, '--fail-severity', owasp ? 'error' : 'warn', doc],
    { encoding: 'utf8', cwd: process.cwd(), env },
  );
  process.stdout.write(`Spectral (${owasp ? 'spectral:oas + OWASP' : 'spectral:oas'}):\n`);
  process.stdout.write(spectral.stdout || '');
  process.stderr.write(spectral.stderr || '');
  if (!owasp && spectral.status !== 0) failed = true;

  if (!owasp) {
    const redocly = run(bin('redocly'), ['lint', '--extends=recommended', '--format=stylish', doc]);
    process.stdout.write(`Redocly (recommended):\n${redocly.out.replace(/.*╔[\s\S]*╝\n/, '')}`);
    // Redocly exits 0 with warnings ("You have 8 warnings."): any warning fails here too.
    const warned = /[1-9]\d* warnings?\b/.test(redocly.out);
    if (redocly.status !== 0 || warned) failed = true;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed) {
  console.error('OpenAPI lint failed: fix every error and warning above.');
  process.exit(1);
}

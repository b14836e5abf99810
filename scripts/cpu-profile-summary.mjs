// Summarises a V8 CPU profile (`node --cpu-prof` writes one on exit, `*.cpuprofile`): the top
// functions by self time, and self time by where the code comes from (each npm package, the
// bank's own source files, Node's internals, garbage collection), as Markdown tables.
// The bank's server is one bundle; its functions are traced back to their source files through
// the bundle's source map, with Node's own `SourceMap` (no dependency).
// Usage: node scripts/cpu-profile-summary.mjs <file.cpuprofile> [top=25] [skip-ms=0]
// `skip-ms` leaves out the first milliseconds of the profile (the server's start and seed), so
// that only the load is counted.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

const [file, topArg, skipArg] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node scripts/cpu-profile-summary.mjs <file.cpuprofile> [top]');
  process.exit(2);
}
const TOP = Number(topArg ?? 25);
const SKIP_US = Number(skipArg ?? 0) * 1000;
const profile = JSON.parse(readFileSync(file, 'utf8'));

// Self time of each node: the time deltas of the samples taken while it was on top.
const selfUs = new Map();
let at = 0;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at < SKIP_US) return;
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

const maps = new Map();
/** The source map of a bundle beside it (`x.js.map`), or null. */
function mapOf(url) {
  if (!maps.has(url)) {
    const path = url.startsWith('file:') ? fileURLToPath(url) : url;
    const mapPath = `${path}.map`;
    maps.set(
      url,
      existsSync(mapPath) ? new SourceMap(JSON.parse(readFileSync(mapPath, 'utf8'))) : null,
    );
  }
  return maps.get(url);
}

/** Where a frame's code lives: its source file (through a source map) and the group it counts in. */
function place({ url, lineNumber, columnNumber }) {
  if (!url) return { file: '', group: '(V8 and native)' };
  if (url.startsWith('node:')) return { file: url, group: 'Node internals' };
  let source = url;
  const map = url.includes('/dist/') && !url.includes('node_modules/') ? mapOf(url) : null;
  if (map) {
    const entry = map.findEntry(lineNumber, columnNumber);
    if (entry?.originalSource) source = `${entry.originalSource}:${entry.originalLine + 1}`;
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (pkg) return { file: source.slice(source.lastIndexOf('node_modules/')), group: pkg };
  const own = /(src-server|src)\/.*$/.exec(source)?.[0];
  return { file: own ?? source, group: own ? own.replace(/\/[^/]+$/, '/') : 'other' };
}

let total = 0;
let idle = 0;
const byFunction = new Map();
const byGroup = new Map();
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  if (!us) continue;
  // V8's own entries are named in brackets: (garbage collector), (program), (idle).
  const meta = node.callFrame.functionName.startsWith('(');
  const name = node.callFrame.functionName || '(anonymous)';
  if (name === '(idle)') {
    idle += us;
    continue;
  }
  total += us;
  const where = meta ? { file: '', group: name } : place(node.callFrame);
  const key = `${name}\t${where.file}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  byGroup.set(where.group, (byGroup.get(where.group) ?? 0) + us);
}

const pct = (us) => `${((us / total) * 100).toFixed(1)} %`;
const ms = (us) => (us / 1000).toFixed(0);
console.log(
  `Busy ${ms(total)} ms of ${ms(total + idle)} ms profiled (${((total / (total + idle)) * 100).toFixed(0)} % busy).\n`,
);
console.log(`| function | where | self ms | share |\n|---|---|---|---|`);
for (const [key, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
  const [name, where] = key.split('\t');
  console.log(`| \`${name}\` | ${where ? `\`${where}\`` : ''} | ${ms(us)} | ${pct(us)} |`);
}
console.log(`\n| code | self ms | share |\n|---|---|---|`);
for (const [group, us] of [...byGroup].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
  console.log(`| ${group} | ${ms(us)} | ${pct(us)} |`);
}

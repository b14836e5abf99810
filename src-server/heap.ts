/**
 * How far the V8 heap may grow beyond its live data (server RSS at most 200 MB after the load). Under a burst of transfers V8 lets the old generation grow up to
 * four times the live data before a full collection, so a process with ~35 MB live sat at
 * ~200 MB resident. A growing factor of 1.5 keeps it near 160 MB for the same throughput
 * (measured with `npm run bench`; docs/PERFORMANCE.md). It is not a cap: a large statement
 * export still gets all the memory it needs. Imported first by main.ts, before the heap grows.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--heap-growing-percent=50');

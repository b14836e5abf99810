/**
 * The README's table of planted defects, generated from the catalogue: key, area, severity,
 * where and title, never the answer key's expected and actual behaviour.
 */
import { DEFECTS } from './catalogue';

/** The Markdown table of the catalogue, one row per defect, in catalogue order. */
export function readmeDefectTable(): string {
  const rows = DEFECTS.map(
    (x) => `| \`${x.key}\` | ${x.area} | ${x.severity} | \`${x.where}\` | ${x.title} |`,
  );
  return [
    '| Key | Area | Severity | Where | Title |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

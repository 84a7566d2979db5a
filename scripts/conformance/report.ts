/** The kit's output: a line per operation, a summary table by check, and a JUnit XML file. */
import { checkNames, type Outcome } from './results';

const mark = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP' } as const;

/** One line per operation: PASS with the checks it passed, or FAIL with each failure and why. */
export function operationLines(outcomes: Outcome[]): string[] {
  const byOperation = new Map<string, Outcome[]>();
  for (const outcome of outcomes) byOperation.set(outcome.operationId, [...(byOperation.get(outcome.operationId) ?? []), outcome]);
  return [...byOperation].map(([operationId, own]) => {
    const failed = own.filter((outcome) => outcome.status === 'fail');
    const status = failed.length ? 'fail' : own.every((outcome) => outcome.status === 'skip') ? 'skip' : 'pass';
    const counts = checkNames
      .map((check) => [check, own.filter((outcome) => outcome.check === check && outcome.status === 'pass').length] as const)
      .filter(([, count]) => count > 0)
      .map(([check, count]) => `${check} ×${count}`)
      .join(', ');
    const why = failed.map((outcome) => `\n    ✗ ${outcome.check} — ${outcome.name}: ${outcome.detail ?? ''}`).join('');
    const skipped = own.filter((outcome) => outcome.status === 'skip').map((outcome) => `\n    – ${outcome.check} — ${outcome.name}: ${outcome.detail ?? ''}`).join('');
    return `${mark[status]} ${operationId}${counts ? `  (${counts} passed)` : ''}${why}${skipped}`;
  });
}

export function summaryTable(outcomes: Outcome[]): string {
  const rows = checkNames.map((check) => {
    const own = outcomes.filter((outcome) => outcome.check === check);
    const count = (status: Outcome['status']) => own.filter((outcome) => outcome.status === status).length;
    return `| ${check} | ${count('pass')} | ${count('fail')} | ${count('skip')} |`;
  });
  return ['| check | passed | failed | skipped |', '|---|---:|---:|---:|', ...rows].join('\n');
}

/** Text as XML 1.0 allows it in an attribute: escaped, without the control characters it forbids. */
const escape = (text: string) =>
  Array.from(text)
    .filter((char) => {
      const code = char.codePointAt(0)!;
      return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
    })
    .join('')
    .replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** JUnit XML: one suite per check, one case per operation and case. */
export function junitXml(outcomes: Outcome[], seconds: number): string {
  const suites = checkNames.map((check) => {
    const own = outcomes.filter((outcome) => outcome.check === check);
    const cases = own.map((outcome) => {
      const name = escape(`${outcome.operationId}: ${outcome.name}`);
      const inner =
        outcome.status === 'fail'
          ? `<failure message="${escape(outcome.detail ?? '')}"/>`
          : outcome.status === 'skip'
            ? `<skipped message="${escape(outcome.detail ?? '')}"/>`
            : '';
      return `    <testcase classname="conformance.${escape(check)}" name="${name}">${inner}</testcase>`;
    });
    const failures = own.filter((outcome) => outcome.status === 'fail').length;
    const skipped = own.filter((outcome) => outcome.status === 'skip').length;
    return `  <testsuite name="${escape(check)}" tests="${own.length}" failures="${failures}" skipped="${skipped}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  const failures = outcomes.filter((outcome) => outcome.status === 'fail').length;
  const skipped = outcomes.filter((outcome) => outcome.status === 'skip').length;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="conformance" tests="${outcomes.length}" failures="${failures}" skipped="${skipped}" time="${seconds.toFixed(1)}">\n${suites.join('\n')}\n</testsuites>\n`;
}

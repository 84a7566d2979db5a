/** What the kit found: one outcome per check, operation and case. */

export const checkNames = ['positive', 'authentication', 'roles', 'negative data', 'stateful', 'data safety'] as const;
export type CheckName = (typeof checkNames)[number];

export interface Outcome {
  check: CheckName;
  operationId: string;
  name: string;
  status: 'pass' | 'fail' | 'skip';
  detail?: string;
}

export class Results {
  readonly outcomes: Outcome[] = [];

  add(outcome: Outcome): void {
    this.outcomes.push(outcome);
  }

  pass(check: CheckName, operationId: string, name: string): void {
    this.add({ check, operationId, name, status: 'pass' });
  }

  fail(check: CheckName, operationId: string, name: string, detail: string): void {
    this.add({ check, operationId, name, status: 'fail', detail });
  }

  skip(check: CheckName, operationId: string, name: string, detail: string): void {
    this.add({ check, operationId, name, status: 'skip', detail });
  }

  /** Passes when `problems` is empty, else fails with them. */
  judge(check: CheckName, operationId: string, name: string, problems: string[]): void {
    if (problems.length === 0) this.pass(check, operationId, name);
    else this.fail(check, operationId, name, problems.join('; '));
  }

  get failed(): number {
    return this.outcomes.filter((outcome) => outcome.status === 'fail').length;
  }
}

/** A WHERE clause built from conditions, the `?` of each becoming its value's numbered parameter. */
export class SqlConditions {
  readonly params: unknown[] = [];
  private readonly clauses: string[];

  constructor(fixed: string[] = []) {
    this.clauses = [...fixed];
  }

  add(clause: string, value: unknown): this {
    this.params.push(value);
    this.clauses.push(clause.replaceAll('?', `$${this.params.length}`));
    return this;
  }

  get sql(): string {
    return this.clauses.length ? this.clauses.join(' AND ') : 'TRUE';
  }
}

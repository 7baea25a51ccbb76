/** What one console statement read. */
export interface ConsoleRead {
  /** Items as plain JSON values (sets as lists, binary as base64 text). */
  items: Record<string, unknown>[];
  /** More rows were there than the limit allowed. */
  truncated: boolean;
  /** The statement stopped because it read the most the console lets one statement read. */
  tooMuchData: boolean;
  /** How many items DynamoDB was asked to look at, at most (pages x page size). */
  evaluatedAtMost: number;
}

/** Read-only PartiQL on the Data table (ExecuteStatement in the cloud and on DynamoDB Local). */
export interface DatabaseConsole {
  /** The Data table's physical name: the one table the console lists and reads. */
  readonly dataTable: string;
  /** Tables that must never be named in a statement (the Auth table). */
  readonly forbiddenTables: string[];
  /**
   * Runs one statement (already checked by the PartiQL guard) and reads up to `maxRows` rows, stopping
   * once it has read as much as one statement may. Statement errors (bad syntax, unknown index) fail
   * with DomainError validation_failed carrying DynamoDB's reason.
   */
  select(statement: string, maxRows: number): Promise<ConsoleRead>;
}

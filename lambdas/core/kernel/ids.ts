export interface Ids {
  /** A new unique, URL-safe id. */
  next(): string;
}

/** A value together with how it came about, for teachers and score sheets. */
export interface Explained<T> {
  readonly value: T;
  /** The expression with the values substituted, e.g. "2 × 10 = 20". */
  readonly text: string;
}

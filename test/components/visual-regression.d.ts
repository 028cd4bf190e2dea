/** The browser side of @web/test-runner-visual-regression 0.10 (its types do not resolve under bundler resolution). */
declare module '@web/test-runner-visual-regression' {
  /** Compare a screenshot of `element` with the baseline `name` (written on the first run). */
  export function visualDiff(element: Node, name: string): Promise<void>;
}

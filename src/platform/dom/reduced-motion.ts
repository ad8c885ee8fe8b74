/** The visitor's motion preference, apart from the breakpoints (styles/breakpoints.ts): only lazy views read it. */
let motionQuery: MediaQueryList | undefined;
/** Whether the visitor asked for less motion; one live query, read often (every price tick). */
export function reducedMotion(): boolean {
  motionQuery ??= matchMedia('(prefers-reduced-motion: reduce)');
  return motionQuery.matches;
}

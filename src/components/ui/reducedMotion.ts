/** Whether the diner asked for reduced motion: scripted motion follows it, as the global stylesheet does for CSS. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

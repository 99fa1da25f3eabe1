/** Whether the visitor asks for less motion (WCAG 2.2.2, 2.3.3). Browser only: call it in effects or client components. */
export const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** A violation as a test lists it: its rule, what the rule asks for, the elements it names. */
export interface Violation {
  readonly id: string;
  readonly help: string;
  readonly targets: readonly unknown[];
}

/**
 * The page's serious and critical violations of WCAG 2 A and AA as axe finds them (its frames
 * included), each with its rule, what it asks for and the elements it names: a test expects none.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
}

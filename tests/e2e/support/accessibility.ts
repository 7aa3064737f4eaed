import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Serious and critical WCAG 2.1 A/AA (and best-practice) violations on the page as it is, each as
 * "rule: selectors". Waits first for running CSS transitions (a toast sliding in, a dialog fading
 * up) to end: axe measures colours as painted, and a half-faded element fails contrast it passes
 * once shown. Endless CSS animations (spinners, the gallery rows) are not waited for. Toasts that
 * are leaving (sonner marks them `data-removed`) or not yet in (`data-mounted="false"`) are left
 * out: they are on their way between invisible and shown. A scan that finds something is taken
 * again once: a toast can start to leave between the wait and the scan (its 4 s ran out), and a
 * real violation is still there the second time.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const found = await scanOnce(page);
  if (found.length === 0) return found;
  await page.waitForTimeout(600);
  return scanOnce(page);
}

async function scanOnce(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .exclude('[data-sonner-toast][data-removed="true"]')
    .exclude('[data-sonner-toast][data-mounted="false"]')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
}

/** Fails on serious or critical accessibility violations on the page as it is (listing them). */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/**
 * Accessibility checks for component and screen tests (jest-axe over axe-core): a render must
 * have no violation of serious or critical impact. jsdom has no layout, so colour contrast is
 * checked in the browser by the e2e suite (@axe-core/playwright), not here.
 */
import { configureAxe } from 'jest-axe';

const axe = configureAxe({
  // jsdom cannot compute colours; contrast is covered by e2e in Chromium.
  rules: { 'color-contrast': { enabled: false } },
});

/**
 * Runs axe on `container` (default the whole document body).
 * @throws a jest assertion error listing every serious/critical violation (rule, impact, nodes)
 */
export async function expectNoAxeViolations(container: Element = document.body): Promise<void> {
  const results = await axe(container);
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map((v) => `${v.impact}: ${v.id} — ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(report).toEqual([]);
}

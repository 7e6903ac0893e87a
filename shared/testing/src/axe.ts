/**
 * Accessibility checks for component and screen tests (jest-axe over axe-core): a render must
 * have no violation of serious or critical impact. jsdom has neither stylesheets nor layout, so
 * axe cannot measure colour contrast here (it would only report it as "incomplete"): contrast is
 * checked in both colour schemes from the theme's own colours by shared/ui/src/contrast.node.test.ts,
 * and on every route, light and dark, in Chromium by e2e/a11y.spec.ts.
 */
import { configureAxe } from 'jest-axe';

const axe = configureAxe({
  // jsdom cannot compute colours: see the file comment for where contrast is checked.
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

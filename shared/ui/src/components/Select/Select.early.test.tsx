/**
 * A keyboard press on the Select's stand-in in the server's HTML, before React runs (architecture §9
 * "A tap before hydration is kept"): the template's early-input script records it, and once the page
 * is hydrated the press is replayed — the real Select opens with its options, as a press after
 * hydration would. A field makes no click of Enter, Space or ArrowDown, so only the keys are there
 * to record. Each case loads the kit afresh (`jest.isolateModulesAsync`): once Mantine's Select is
 * loaded, a Select renders the real one at once and there is no stand-in left to press.
 */
import { screen } from '@testing-library/react';
import { EARLY_INPUT_SCRIPT } from '../../../early-input.js';

jest.setTimeout(30_000);

beforeAll(() => {
  // what the template's <head> runs before any of the page's content arrives
  new Function(EARLY_INPUT_SCRIPT)();
});
afterEach(() => {
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).__streamscoutHydrating;
});

/**
 * Renders the Select on the "server", puts its HTML in the document, presses `key` on the stand-in,
 * then hydrates it (the shell's order: mark hydrating, hydrate, replay the presses) with fresh modules.
 */
async function pressBeforeHydration(key: string): Promise<void> {
  await jest.isolateModulesAsync(async () => {
    const { act, createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { MantineProvider } = await import('@mantine/core');
    const { markHydrating, replayEarlyPresses } = await import('../../../early-input.js');
    const { Select } = await import('./Select');
    const tree = () =>
      createElement(
        MantineProvider,
        { env: 'test' },
        createElement(Select, {
          label: 'Change region',
          data: [
            { value: 'GB', label: 'United Kingdom' },
            { value: 'JP', label: 'Japan' },
          ],
          defaultValue: 'GB',
        }),
      );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    const input = container.querySelector<HTMLInputElement>('input[data-stand-in]');
    if (!input) throw new Error('no stand-in in the server HTML');
    input.focus();
    input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    markHydrating();
    await act(async () => {
      hydrateRoot(container, tree());
    });
    await act(async () => {
      replayEarlyPresses();
      await import('./MantineSelect');
    });
  });
}

it.each(['ArrowDown', 'Enter', ' '])('%j pressed on the stand-in before hydration opens the options once the page runs', async (key) => {
  await pressBeforeHydration(key);
  expect(await screen.findByRole('option', { name: 'Japan' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Change region' })).not.toHaveAttribute('data-stand-in');
});

it('another key before hydration is not a press: the options stay closed', async () => {
  await pressBeforeHydration('a');
  expect(screen.getByRole('combobox', { name: 'Change region' })).toHaveAttribute('data-stand-in');
  expect(screen.queryByRole('option', { name: 'Japan' })).toBeNull();
});

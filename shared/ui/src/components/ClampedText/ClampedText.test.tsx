/**
 * ClampedText's clamp per width is CSS in the server's HTML: jsdom applies no media query, so
 * these read the rules (e2e/breakpoints.spec.ts sees them applied in Chromium).
 */
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@streamscout/testing';
import { UiProvider } from '../../providers/UiProvider';
import { ClampedText } from './ClampedText';

describe('ClampedText', () => {
  it('clamps at `base` lines, and from each named width at its own count (in order of width)', () => {
    renderWithProviders(
      <ClampedText lines={{ base: 15, laptop: 2, tablet: 3 }} size="sm" data-testid="t">
        A long overview
      </ClampedText>,
    );
    const text = screen.getByTestId('t');
    expect(text).toHaveTextContent('A long overview');
    expect(text.getAttribute('style')).toContain('--text-line-clamp: 15');
    const css = Array.from(document.querySelectorAll('style'), (s) => s.textContent).join('');
    const rules = Array.from(css.matchAll(/@media\s*\(min-width:\s*([\d.]+em)\)\{([^{]+)\{-webkit-line-clamp:(\d+);\}\}/g), (m) => [
      m[1],
      text.matches(m[2]),
      m[3],
    ]);
    // 768 px = 48em → 3 lines; 1024 px = 64em → 2 (later in the sheet, so it wins over 3 there)
    expect(rules).toEqual([
      ['48em', true, '3'],
      ['64em', true, '2'],
    ]);
  });

  it('is in the server’s HTML with its rules: right at every width before any script runs', () => {
    const html = renderToString(
      <UiProvider>
        <ClampedText lines={{ base: 15, tablet: 3 }}>Overview</ClampedText>
      </UiProvider>,
    );
    expect(html).toMatch(/@media\s*\(min-width:\s*48em\)\{\[data-line-clamp\]\.streamscout-clamp-15-tablet-3\{-webkit-line-clamp:3;\}\}/);
    expect(html).toMatch(/<p[^>]*class="[^"]*streamscout-clamp-15-tablet-3[^"]*"[^>]*data-line-clamp="true"/);
  });

  it('one clamp at every width: no rules', () => {
    renderWithProviders(
      <ClampedText lines={{ base: 2 }} data-testid="t">
        x
      </ClampedText>,
    );
    expect(screen.getByTestId('t').getAttribute('style')).toContain('--text-line-clamp: 2');
    expect(Array.from(document.querySelectorAll('style'), (s) => s.textContent).join('')).not.toContain('streamscout-clamp');
  });
});

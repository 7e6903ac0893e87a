import { render } from '@testing-library/react';
import { MantineProvider, useMantineTheme } from '@mantine/core';
import { theme, cssVariablesResolver, BACKGROUND, LAYOUT_BREAKPOINTS } from './theme';
import { mediaBelow, mediaFrom, mediaOver } from './breakpoints';

describe('theme (spec §9)', () => {
  it('has brand/accent palettes around the spec colours, em breakpoints and 4 px radius', () => {
    let resolved: ReturnType<typeof useMantineTheme> | null = null;
    function Probe() {
      resolved = useMantineTheme();
      return null;
    }
    render(
      <MantineProvider theme={theme} env="test">
        <Probe />
      </MantineProvider>,
    );
    const t = resolved!;
    expect(t.primaryColor).toBe('brand');
    expect(t.colors.brand).toHaveLength(10);
    expect(t.colors.brand[6]).toBe('#1e88e5');
    expect(t.colors.accent[6]).toBe('#40c4ff');
    expect(t.breakpoints).toMatchObject({ sm: '37.5em', md: '56.25em', lg: '75em', xl: '96em' });
    // the layout widths of spec §9, by name, for visibleFrom / hiddenFrom and style props
    expect(t.breakpoints).toMatchObject({ compact: '40em', tablet: '48em', laptop: '64em', desktop: '84.375em', wide: '96em' });
    expect(t.spacing.sm).toBe('0.5rem'); // 8 px
    expect(t.radius[t.defaultRadius as 'sm']).toBe('0.25rem'); // 4 px
  });

  it('sets the light and dark body backgrounds', () => {
    const vars = cssVariablesResolver(theme as never);
    expect(vars.light['--mantine-color-body']).toBe(BACKGROUND.light);
    expect(vars.dark['--mantine-color-body']).toBe('#242424');
    expect(BACKGROUND.light).toBe('#dcdcdc');
  });

  it('decides the layout widths once: 640, 768, 1024, 1350, 1536 px, as media queries on both sides of each edge', () => {
    expect(LAYOUT_BREAKPOINTS).toEqual({ compact: 640, tablet: 768, laptop: 1024, desktop: 1350, wide: 1536 });
    // at or above 768 px (visibleFrom="tablet"), below it (hiddenFrom="tablet"), over it (the carousel's steps)
    expect(mediaFrom('tablet')).toBe('(min-width: 48em)');
    expect(mediaBelow('tablet')).toBe('(max-width: 47.99375em)');
    expect(mediaOver('tablet')).toBe('(min-width: 48.0625em)');
    expect(mediaOver('wide')).toBe('(min-width: 96.0625em)');
  });
});

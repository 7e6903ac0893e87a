import { render } from '@testing-library/react';
import { MantineProvider, useMantineTheme } from '@mantine/core';
import { theme, cssVariablesResolver, BACKGROUND } from './theme';

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
    expect(t.spacing.sm).toBe('0.5rem'); // 8 px
    expect(t.radius[t.defaultRadius as 'sm']).toBe('0.25rem'); // 4 px
  });

  it('sets the light and dark body backgrounds', () => {
    const vars = cssVariablesResolver(theme as never);
    expect(vars.light['--mantine-color-body']).toBe(BACKGROUND.light);
    expect(vars.dark['--mantine-color-body']).toBe('#242424');
    expect(BACKGROUND.light).toBe('#dcdcdc');
  });
});

import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MantineProvider, theme } from '@streamscout/ui';

/** Renders inside the providers the shell gives its children (Mantine in test env, a memory router). */
export function renderAt(ui: ReactNode, path = '/') {
  return render(
    <MantineProvider theme={theme} env="test">
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </MantineProvider>,
  );
}

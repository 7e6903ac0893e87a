import { render } from '@testing-library/react';
import { expectNoAxeViolations } from './axe';

describe('expectNoAxeViolations', () => {
  it('fails on a critical violation (an image without alt text) and names the rule', async () => {
    render(<img src="/poster.png" />);
    await expect(expectNoAxeViolations()).rejects.toThrow(/image-alt/);
  });

  it('passes accessible markup', async () => {
    render(
      <main>
        <h1>Title</h1>
        <img src="/poster.png" alt="Heat" />
        <button type="button">Add to queue</button>
      </main>,
    );
    await expectNoAxeViolations();
  });
});

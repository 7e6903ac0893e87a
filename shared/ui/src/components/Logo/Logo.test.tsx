import { screen } from '@testing-library/react';
import { Logo } from './Logo';
import { renderUi } from '../../test/render';

describe('Logo', () => {
  it('reads StreamScout', () => {
    renderUi(<Logo size="xl" />);
    expect(screen.getByTestId('logo')).toHaveTextContent('StreamScout');
  });
  it('mark-only is an image named StreamScout', () => {
    renderUi(<Logo size={24} markOnly />);
    expect(screen.getByRole('img', { name: 'StreamScout' })).toBeInTheDocument();
  });
});

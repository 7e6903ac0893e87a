import { screen } from '@testing-library/react';
import { Logo } from './Logo';
import { renderWithProviders } from '@streamscout/testing';

describe('Logo', () => {
  it('reads StreamScout', () => {
    renderWithProviders(<Logo size="xl" />);
    expect(screen.getByTestId('logo')).toHaveTextContent('StreamScout');
  });
  it('mark-only is an image named StreamScout', () => {
    renderWithProviders(<Logo size={24} markOnly />);
    expect(screen.getByRole('img', { name: 'StreamScout' })).toBeInTheDocument();
  });
});

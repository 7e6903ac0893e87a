import { screen } from '@testing-library/react';
import { StatusPage } from './StatusPage';
import { renderWithProviders } from '@streamscout/testing';

describe('StatusPage', () => {
  it('shows status and text with a way home', () => {
    renderWithProviders(<StatusPage status={400} text="Bad Request" />);
    expect(screen.getByRole('heading', { name: '400' })).toBeInTheDocument();
    expect(screen.getByText('Bad Request')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return home' })).toHaveAttribute('href', '/');
  });
});

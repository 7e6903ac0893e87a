import { screen } from '@testing-library/react';
import { makeShow, renderWithProviders } from '@streamscout/testing';
import { ShowCard } from '../ShowCard/ShowCard';
import { AppLink, AppUrlProvider } from './AppLink';

describe('AppLink', () => {
  it('inside the app: a client-side link that carries navigation state', async () => {
    const show = makeShow({ id: 42, title: 'Heat' });
    const { user, location, locationState } = renderWithProviders(
      <AppLink to="/details/movie/42" state={{ show }}>
        Heat
      </AppLink>,
    );
    await user.click(screen.getByRole('link', { name: 'Heat' }));
    expect(location()).toBe('/details/movie/42');
    expect(locationState()).toEqual({ show });
  });

  it('under an AppUrlProvider: an absolute link into the full app (trailing slash of appUrl ignored)', () => {
    renderWithProviders(
      <AppUrlProvider appUrl="https://app.example/">
        <ShowCard show={makeShow({ id: 7, media_type: 'tv', title: 'Lost' })} />
      </AppUrlProvider>,
    );
    expect(screen.getByRole('link', { name: /Lost/ })).toHaveAttribute('href', 'https://app.example/details/tv/7');
  });
});

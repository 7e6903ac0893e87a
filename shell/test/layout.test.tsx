import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { OfflineNotice, OFFLINE_TEXT } from '../src/layout/OfflineNotice';
import { SearchForm, SEARCH_PLACEHOLDER } from '../src/layout/SearchForm';
import { Footer } from '../src/layout/Footer';
import { NotFound } from '../src/screens/NotFound';
import { renderAt } from './render';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

describe('shell layout', () => {
  it('shows the offline notice only while the browser is offline', () => {
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    renderAt(<OfflineNotice />);
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
    online.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(OFFLINE_TEXT)).toBeInTheDocument();
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
    online.mockRestore();
  });

  it('search form is prefilled from the trimmed q and navigates to /search?q=', () => {
    renderAt(
      <>
        <SearchForm />
        <Where />
      </>,
      '/search?q=%20%20star%20',
    );
    const box = screen.getByPlaceholderText(SEARCH_PLACEHOLDER) as HTMLInputElement;
    expect(box.value).toBe('star');
    fireEvent.change(box, { target: { value: ' tom & jerry #1 ' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe('/search?q=tom+%26+jerry+%231');
  });

  it('search form refuses a blank query', () => {
    renderAt(
      <>
        <SearchForm />
        <Where />
      </>,
      '/',
    );
    const box = screen.getByPlaceholderText(SEARCH_PLACEHOLDER);
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('footer credits TMDB and JustWatch and links to the repository', () => {
    renderAt(<Footer />);
    expect(screen.getByRole('link', { name: 'TMDB' })).toHaveAttribute('href', 'https://www.themoviedb.org/');
    expect(screen.getByRole('link', { name: 'JustWatch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Source code' })).toHaveAttribute('href', expect.stringContaining('github.com'));
  });

  it('page-not-found logs the status text and offers Return home and Go Back', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAt(
      <Routes>
        <Route path="/" element={<Where />} />
        <Route path="*" element={<NotFound />} />
      </Routes>,
      '/nowhere',
    );
    expect(log).toHaveBeenCalledWith('Not Found');
    fireEvent.click(screen.getByRole('link', { name: 'Return home' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
    log.mockRestore();
  });
});

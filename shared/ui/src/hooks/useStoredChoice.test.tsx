import { act, render, screen } from '@testing-library/react';
import { useStoredChoice } from './useStoredChoice';

const KEY = 'streamscout:test-sort';
const CHOICES = ['none', 'alpha', 'rev'] as const;
type Choice = (typeof CHOICES)[number];

let chooseFrom: ((next: Choice) => void) | null = null;
function Reader({ id, storageKey = KEY }: { id: string; storageKey?: string }) {
  const [choice, choose] = useStoredChoice<Choice>(storageKey, CHOICES, 'none');
  chooseFrom = choose;
  return <span data-testid={id}>{choice}</span>;
}

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

it('reads the stored choice (JSON as Mantine wrote it, or bare) without writing anything on mount', () => {
  localStorage.setItem(KEY, '"alpha"');
  const setItem = jest.spyOn(Storage.prototype, 'setItem');
  const { unmount } = render(<Reader id="a" />);
  expect(screen.getByTestId('a')).toHaveTextContent('alpha');
  expect(setItem).not.toHaveBeenCalled();
  unmount();
  localStorage.setItem(KEY, 'rev');
  render(<Reader id="b" />);
  expect(screen.getByTestId('b')).toHaveTextContent('rev');
});

it('reads an unknown or unparsable stored value as the fallback', () => {
  localStorage.setItem(KEY, '"sideways"');
  const { unmount } = render(<Reader id="a" />);
  expect(screen.getByTestId('a')).toHaveTextContent('none');
  unmount();
  localStorage.setItem(KEY, '"broken');
  render(<Reader id="b" />);
  expect(screen.getByTestId('b')).toHaveTextContent('none');
});

it('stores a choice as JSON and shows it in every reader of the key', () => {
  render(
    <>
      <Reader id="a" />
      <Reader id="b" />
    </>,
  );
  act(() => chooseFrom!('rev'));
  expect(localStorage.getItem(KEY)).toBe('"rev"');
  expect(screen.getByTestId('a')).toHaveTextContent('rev');
  expect(screen.getByTestId('b')).toHaveTextContent('rev');
});

it('keeps a choice for the page when storage refuses it', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  // a key of its own: the page keeps this choice for the rest of the file
  render(<Reader id="a" storageKey="streamscout:test-blocked" />);
  act(() => chooseFrom!('alpha'));
  expect(screen.getByTestId('a')).toHaveTextContent('alpha');
});

it('follows a choice made in another tab, over one made earlier in this page', () => {
  render(<Reader id="a" />);
  act(() => chooseFrom!('alpha'));
  expect(screen.getByTestId('a')).toHaveTextContent('alpha');
  act(() => {
    localStorage.setItem(KEY, '"rev"');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: '"rev"' }));
  });
  expect(screen.getByTestId('a')).toHaveTextContent('rev');
});

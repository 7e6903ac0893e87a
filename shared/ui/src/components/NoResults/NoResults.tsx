import type { ReactNode } from 'react';
import { Link } from '@streamscout/routes/router';
import { paths } from '@streamscout/routes';
import { Button, Stack, Text, Title } from '@mantine/core';
import type { Show } from '@streamscout/tmdb';
import { ShowCarousel } from '../ShowCarousel/ShowCarousel';
import { useT } from '@streamscout/i18n';

/** Props of {@link NoResults}. */
export interface NoResultsProps {
  /** The (trimmed) search query, quoted back to the user. */
  query: string;
  /** Popular shows to suggest; the suggestion block appears only when non-empty. */
  suggestions?: Show[] | null;
  /** The suggestion cards' poster overlay (see ShowCarousel's `cardActions`). */
  cardActions?: (show: Show) => ReactNode;
}

/**
 * Empty search results (spec §2 "Search results"): 'No results found!', "We couldn't find any
 * search results for {query}! Please try again with a different keyword or check your spelling.",
 * a 'Return Home' button to /, and — when `suggestions` is non-empty — 'These popular shows might
 * interest you:' with a ShowCarousel of them.
 */
export function NoResults({ query, suggestions, cardActions }: NoResultsProps) {
  const hasSuggestions = Array.isArray(suggestions) && suggestions.length > 0;
  const i18n = useT();
  return (
    <Stack align="center" gap="md" py="lg" data-testid="no-results">
      <Title order={2}>{i18n.t('search.noResults.title', 'No results found!')}</Title>
      <Text ta="center" maw={640}>
        {i18n.t(
          'search.noResults.text',
          "We couldn't find any search results for {query}! Please try again with a different keyword or check your spelling.",
          { query },
        )}
      </Text>
      <Button component={Link} to={paths.home()}>
        {i18n.t('search.noResults.home', 'Return Home')}
      </Button>
      {hasSuggestions && (
        <Stack align="center" gap="sm" w="100%" mt="lg">
          <Title order={3} size="h4">
            {i18n.t('search.noResults.suggestions', 'These popular shows might interest you:')}
          </Title>
          <ShowCarousel shows={suggestions} cardActions={cardActions} />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The show carousel's slides: a card, or a placeholder until the cards are drawn
 * (`useCarouselStart`), in the element Mantine's `Carousel.Slide` renders.
 */
import { memo, type ReactNode } from 'react';
import { Carousel } from '@mantine/carousel';
import { Box, Center } from '@mantine/core';
import type { Show } from '@streamscout/tmdb';
import { SHOW_CARD_HEIGHT, ShowCard } from '../ShowCard/ShowCard';
import { useT } from '@streamscout/i18n';

/** One card of the carousel, centred in its slide; re-renders only when its show, priority or overlay changes. */
export const CarouselCard = memo(function CarouselCard({
  show,
  priority,
  cardActions,
}: {
  show: Show;
  priority: boolean;
  cardActions: ((show: Show) => ReactNode) | undefined;
}) {
  return (
    <Center>
      <ShowCard show={show} priority={priority} actions={cardActions?.(show)} />
    </Center>
  );
});

/**
 * The classes Mantine's `Carousel.Slide` gives a slide: its CSS module class (the width from the
 * carousel's `slideSize`, the gap from `slideGap`) and the static `mantine-Carousel-slide`.
 */
const SLIDE_CLASS = `${Carousel.classes.slide} mantine-Carousel-slide`;

/**
 * One slide: the element Mantine's `Carousel.Slide` renders (same classes and attributes, so the
 * server's HTML, the carousel's CSS and embla's view of its container are unchanged), without
 * reading the carousel's context. Mantine's slide renders again on every render of its carousel,
 * whose context value is new each time (embla's API arriving, the selected slide, a hover): on `/`
 * that was ~230 slide renders in two synchronous tasks right after hydration, on a phone's CPU
 * ~100 ms. This one takes its card as an element the carousel keeps (its `slides`), so a
 * render of the carousel alone passes it by.
 */
export function Slide({ children }: { children: ReactNode }) {
  const i18n = useT();
  return (
    <div
      className={SLIDE_CLASS}
      data-orientation="horizontal"
      role="group"
      aria-roledescription={i18n.t('carousel.slideRole', 'slide')}
      aria-label={i18n.t('carousel.slide', 'Carousel slide')}
    >
      {children}
    </div>
  );
}

/** A slide not drawn yet (`FIRST_CARDS`): an empty box of a card's height (the slide gives its width), hidden from assistive technology. */
export function CardPlaceholder() {
  return <Box mih={SHOW_CARD_HEIGHT} aria-hidden="true" data-testid="card-placeholder" />;
}

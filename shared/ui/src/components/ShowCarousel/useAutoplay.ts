/** The show carousel's autoplay (spec §9: a step every 3000 ms). */
import { useEffect } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

/** What {@link useAutoplay} plays. */
export interface Autoplay {
  /** embla's API; nothing plays before it exists. */
  embla: EmblaCarouselType | null;
  /** ms between steps; 0 plays nothing. */
  interval: number;
  /** Hovered, focused, swiped, reduced motion or out of view. */
  paused: boolean;
  /** Slides in the carousel, and visible at once: nothing plays when all are visible. */
  slides: number;
  visible: number;
  /** Runs before each step (every card drawn, the engine started: `useCarouselStart`). */
  wake: () => void;
}

/**
 * Pages `embla` forward every `interval` ms while it exists, `interval` > 0, not `paused` and some
 * slides are out of sight; a step is skipped while the tab is hidden. The timer starts afresh when
 * any of these change.
 */
export function useAutoplay({ embla, interval, paused, slides, visible, wake }: Autoplay): void {
  useEffect(() => {
    if (!embla || !interval || paused || slides <= visible) return;
    const id = window.setInterval(() => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      wake();
      embla.scrollNext();
    }, interval);
    return () => window.clearInterval(id);
  }, [embla, interval, paused, slides, visible, wake]);
}

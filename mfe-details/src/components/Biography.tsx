import { useId, useState } from 'react';
import { Box, Button, Text } from '@streamscout/ui';
import { useT } from '@streamscout/i18n';

/** Spec §9: a long biography is collapsed to this height, px. */
export const BIO_COLLAPSED_HEIGHT = 335;
/** Spec §9: the Read more / Read less toggle is offered only above this many characters. */
const BIO_TOGGLE_THRESHOLD = 1000;

/** Fades the last 60 px above the collapse line only, so text that ends higher up is not dimmed. */
const FADE = `linear-gradient(to bottom, #000 ${BIO_COLLAPSED_HEIGHT - 60}px, transparent ${BIO_COLLAPSED_HEIGHT}px)`;

/** Whether a biography gets the collapse and its toggle (strictly more than 1000 characters). */
export function biographyCollapses(text: string): boolean {
  return text.length > BIO_TOGGLE_THRESHOLD;
}

/**
 * An actor's biography (spec §2 "Actor details"): paragraphs kept (TMDB separates them with
 * line breaks). Over 1000 characters it starts collapsed to 335 px (its last 60 px fading out) with a
 * 'Read more' / 'Read less' button (aria-expanded, aria-controls); otherwise shown whole with no
 * button. Nothing for an empty biography.
 */
export function Biography({ text }: { text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const i18n = useT();
  const bio = text.trim();
  if (!bio) return null;
  const collapses = biographyCollapses(bio);
  const collapsed = collapses && !open;
  return (
    <Box>
      <Text
        id={id}
        data-testid="biography"
        data-collapsed={collapsed}
        style={{
          whiteSpace: 'pre-line',
          maxHeight: collapsed ? BIO_COLLAPSED_HEIGHT : undefined,
          overflow: 'hidden',
          maskImage: collapsed ? FADE : undefined,
          WebkitMaskImage: collapsed ? FADE : undefined,
        }}
      >
        {bio}
      </Text>
      {collapses && (
        <Button variant="subtle" px={0} mt={4} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {open ? i18n.t('biography.less', 'Read less') : i18n.t('biography.more', 'Read more')}
        </Button>
      )}
    </Box>
  );
}

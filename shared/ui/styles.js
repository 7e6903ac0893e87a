/**
 * Mantine's global CSS, imported once per page by an app host's bootstrap (the shell, or a
 * standalone remote) — never by an exposed module (architecture §3, §8). Apps import this file
 * instead of `@mantine/*`, which only the UI kit reaches.
 */
import '@mantine/core/styles.css';
import '@mantine/carousel/styles.css';

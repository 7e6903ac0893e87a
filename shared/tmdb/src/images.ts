/**
 * Image URLs (spec §7 "Images come from an image host at w500 (original for banners), local
 * placeholder if no path"). The host is the configured `imageBaseUrl` ('{root}/{size}/{file}').
 */
import { getTmdbConfig } from './config';

function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Inline 2:3 (500×750) grey poster reading "No image": no network request, never broken. */
export const PLACEHOLDER_POSTER = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="750" viewBox="0 0 500 750">' +
    '<rect width="500" height="750" fill="#9e9e9e"/>' +
    '<rect x="175" y="270" width="150" height="110" rx="8" fill="none" stroke="#eeeeee" stroke-width="10"/>' +
    '<circle cx="215" cy="305" r="14" fill="#eeeeee"/>' +
    '<path d="M185 370l45-45 30 30 20-20 35 35z" fill="#eeeeee"/>' +
    '<text x="250" y="450" font-family="Arial,Helvetica,sans-serif" font-size="40" fill="#eeeeee" text-anchor="middle">No image</text>' +
    '</svg>',
);

/** Inline 2:3 grey person silhouette for cast/crew/actor pictures without a profile_path. */
export const PLACEHOLDER_PROFILE = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="750" viewBox="0 0 500 750">' +
    '<rect width="500" height="750" fill="#9e9e9e"/>' +
    '<circle cx="250" cy="290" r="95" fill="#eeeeee"/>' +
    '<path d="M90 620c0-110 72-180 160-180s160 70 160 180z" fill="#eeeeee"/>' +
    '</svg>',
);

/** Inline 16:9 dark placeholder for banners without a backdrop. */
export const PLACEHOLDER_BANNER = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">' +
    '<rect width="1280" height="720" fill="#424242"/></svg>',
);

/** TMDB image sizes the product uses (any other TMDB size string is accepted too). */
export type ImageSize = 'w92' | 'w154' | 'w185' | 'w300' | 'w342' | 'w500' | 'w780' | 'w1280' | 'h632' | 'original' | (string & {});

/**
 * Full URL of a TMDB image path.
 * @param path TMDB file path like '/abc.jpg' (absolute http(s)/data URLs are returned unchanged).
 * @param size TMDB size segment, default 'w500'.
 * @param placeholder returned when path is null/undefined/'' (default {@link PLACEHOLDER_POSTER}).
 * @returns `{imageBaseUrl}/{size}{path}`, e.g. 'https://image.tmdb.org/t/p/w500/abc.jpg'.
 */
export function imageUrl(path: string | null | undefined, size: ImageSize = 'w500', placeholder: string = PLACEHOLDER_POSTER): string {
  if (typeof path !== 'string' || path.trim() === '') return placeholder;
  const p = path.trim();
  if (/^(https?:|data:)/i.test(p)) return p;
  const { imageBaseUrl } = getTmdbConfig();
  return `${imageBaseUrl}/${size}${p.startsWith('/') ? p : `/${p}`}`;
}

/** Cast/crew/actor picture at w500, or {@link PLACEHOLDER_PROFILE}. */
export function profileUrl(path: string | null | undefined, size: ImageSize = 'w500'): string {
  return imageUrl(path, size, PLACEHOLDER_PROFILE);
}

/** Banner (backdrop) URL at 'original' size (spec §2 "Banner"), or {@link PLACEHOLDER_BANNER}. */
export function bannerUrl(path: string | null | undefined): string {
  return imageUrl(path, 'original', PLACEHOLDER_BANNER);
}

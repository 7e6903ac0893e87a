/**
 * The one parser of numbers in route segments (TMDB ids, season numbers). A route segment is
 * text anyone can type, so only the canonical decimal spelling of a safe integer is a number:
 * '42' is 42; '1.5', '01', '1e3', ' 1', '+1', '0x1' and '' are not (spec §2: a malformed id
 * shows the "no details" text and asks TMDB nothing). Every app and the host parse with these,
 * so a route's screen and its prefetch agree on which ids exist; they live in the plain-data
 * route table (`../table.js`) because the server's statuses read them too (a malformed id is a 404).
 */
export { parseId, parseSeasonNumber } from '../table.js';

/** Small helpers every part of the bench shares: statistics, formatting, ports, JSON over HTTP. */
import net from 'node:net';

/** @param {number[]} xs */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** @param {number[]} xs @param {(n: number) => string} f */
export const spread = (xs, f) => (xs.length > 1 ? `${f(median(xs))} (${f(Math.min(...xs))}–${f(Math.max(...xs))})` : f(xs[0]));
export const kib = (/** @type {number} */ b) => (b / 1024).toFixed(1);
export const mark = (/** @type {boolean} */ ok) => (ok ? '✅' : '❌');
export const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/** A free TCP port on 127.0.0.1. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });
}

/** @param {string} url @param {RequestInit} [init] @returns {Promise<any>} */
export async function getJson(url, init = {}) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method || 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

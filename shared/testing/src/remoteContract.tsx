/**
 * A remote's contract with the host, as a jest suite each remote runs (its `src/remote-contract.test.tsx`;
 * architecture §3, "Versions that skew"): what the host asks of it is there, and renders as the host
 * renders it. With the types of `@streamscout/host/contract` (checked by the remote's type check)
 * this is what keeps a remote deployed on its own from breaking a host that is already out.
 *
 * - it exposes exactly its `src/screens/*.tsx` (the build exposes each as `./{Name}`), and every
 *   screen the route table gives it is one of them;
 * - its `./routeData` names only screens it exposes, each with a descriptor;
 * - each route of its table renders its screen with no props (`<Screen />`, as the shell's
 *   `RemoteScreen` does) at a path of that route, inside the shell's providers, against the local
 *   catalog and backend: nothing throws into the error boundary the host puts around it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Component, type ReactNode } from 'react';
import { act } from '@testing-library/react';
import type { ExposedRouteDataModule, ExposedScreenModule } from '@streamscout/host/contract';
import { routesOf } from '@streamscout/routes';
import { renderWithProviders } from './render';

/** Values for a route's `:params` when its screen is rendered (any value the screen must survive). */
const SAMPLE_PARAMS: Record<string, string> = { id: '550', num: '1', genre: 'trending', list: 'queue', username: 'nobody-here' };
/** A query a route's screen needs (search's `q`: without it the page is a 400). */
const SAMPLE_QUERY: Record<string, string> = { '/search': '?q=city' };

/** The host's error boundary, reduced to what the contract needs: it records what a screen throws. */
class Catch extends Component<{ onError: (e: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Declares the contract tests of one remote.
 * @param remote the remote's key
 * @param o `dir`: the remote's folder; `screens`: each exposed screen module by name (imported by the
 *   test, so a missing file or a screen that needs props fails its type check); `routeData`: its
 *   `./routeData` module, if it has one
 */
export function describeRemoteContract(
  remote: Parameters<typeof routesOf>[0],
  o: { dir: string; screens: Record<string, ExposedScreenModule>; routeData?: ExposedRouteDataModule },
): void {
  describe(`${remote}: the contract with the host`, () => {
    test('it exposes exactly its src/screens files, and every screen of its routes is one of them', () => {
      const files = fs
        .readdirSync(path.join(o.dir, 'src/screens'))
        .filter((f) => /^[A-Z]\w*\.tsx$/.test(f))
        .map((f) => f.replace(/\.tsx$/, ''))
        .sort();
      expect(Object.keys(o.screens).sort()).toEqual(files);
      for (const route of routesOf(remote)) expect(files).toContain(route.screen);
      for (const [name, mod] of Object.entries(o.screens)) expect([name, typeof mod.default]).toEqual([name, 'function']);
    });

    if (o.routeData) {
      const table = o.routeData.routeData;
      test('its route data names only screens it exposes, each with a descriptor', () => {
        for (const [screen, describe] of Object.entries(table)) {
          expect(Object.keys(o.screens)).toContain(screen);
          expect(typeof describe).toBe('function');
        }
      });
    }

    test.each(routesOf(remote).map((r) => [r.path, r.screen] as const))(
      '%s renders %s with the props the host passes (none)',
      async (pattern, name) => {
        const Screen = o.screens[name].default;
        const url = pattern.replace(/:([a-z]+)/gi, (_, p: string) => SAMPLE_PARAMS[p] ?? 'x') + (SAMPLE_QUERY[pattern] ?? '');
        const errors: unknown[] = [];
        const view = renderWithProviders(
          <Catch onError={(e) => errors.push(e)}>
            <Screen />
          </Catch>,
          { path: url, route: pattern },
        );
        // let its first effects and lazy parts settle
        await act(async () => {
          await Promise.resolve();
        });
        expect(errors).toEqual([]);
        view.unmount();
      },
    );
  });
}

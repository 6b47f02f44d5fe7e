import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { PAGE_ROUTES, matchPageRoute } from '@dali/shared/page-routes';
import type { RouteHandle } from './route-meta';
import { ROUTES } from './router';

/** Every routed page below the layout: its full path and handle. */
function pages(routes: readonly RouteObject[]): { path: string; handle: RouteHandle }[] {
  return routes.flatMap((route) => [
    ...(route.handle && (route.index || route.path) ? [{ path: route.index ? '/' : `/${route.path ?? ''}`, handle: route.handle as RouteHandle }] : []),
    ...pages(route.children ?? []),
  ]);
}

describe('the web router and the server page table', () => {
  it('route the same paths to the same page ids, so server-written heads match the pages', () => {
    const routed = pages(ROUTES).filter((page) => page.path !== '/*');
    expect(routed.map((page) => [page.path, page.handle.id]).sort()).toEqual(PAGE_ROUTES.map((route) => [route.path, route.id]).sort());
    for (const page of routed) {
      const sample = page.path.replace(/:(\w+)/g, 'sample-$1');
      expect(matchPageRoute(sample)?.route.id, page.path).toBe(page.handle.id);
    }
    expect(matchPageRoute('/no/such/page')).toBeNull();
  });
});

import type { ComponentType, ReactNode } from 'react';
import { decodeSegment } from './history';

/** A screen's module, loaded when its route is first visited. */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;

/**
 * One route of the table. A route without a path wraps its children (a layout); one with `index` is its parent's
 * own page. `element` or `Component` draws it (a route with neither draws its matched child), `lazy` loads the
 * screen first; `errorElement` is drawn in its place when it, or anything under it, fails.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType;
  lazy?: LazyScreen;
  children?: RouteObject[];
  errorElement?: ReactNode;
  handle?: unknown;
}

export type Params = Record<string, string | undefined>;

/** A route on the way to the page (every layout route from the top, then the page's own), with the URL's params. */
export interface RouteMatch {
  id: string;
  route: RouteObject;
  params: Params;
  pathname: string;
}

interface Branch {
  segments: string[];
  score: number;
  order: number;
  routes: { route: RouteObject; id: string }[];
}

/**
 * How specific a path is, as React Router ranks its routes: a fixed segment counts most, a parameter less, and
 * a `*` counts against; an index route is preferred to its layout. The most specific route matching a URL wins,
 * whatever the table's order.
 */
function score(segments: string[], index: boolean): number {
  let total = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') total -= 2;
    else if (segment.startsWith(':')) total += 3;
    else if (segment === '') total += 1;
    else total += 10;
  }
  return total;
}

const split = (path: string) => path.split('/').filter((segment) => segment !== '');

/** A path with optional segments (`:season?`) as each path it stands for: 'a/:b?/:c?' is 'a', 'a/:b', 'a/:b/:c'. */
function expandOptional(segments: string[]): string[][] {
  const firstOptional = segments.findIndex((segment) => segment.endsWith('?'));
  if (firstOptional < 0) return [segments];
  const required = segments.slice(0, firstOptional);
  const variants = [required];
  for (let i = firstOptional; i < segments.length; i++) {
    variants.push([...variants[variants.length - 1]!, segments[i]!.replace(/\?$/, '')]);
  }
  return variants;
}

function flatten(routes: RouteObject[], parent: Branch['routes'], parentSegments: string[], branches: Branch[]): void {
  routes.forEach((route, index) => {
    const id = parent.length > 0 ? `${parent[parent.length - 1]!.id}-${index}` : String(index);
    const chain = [...parent, { route, id }];
    const segments = [...parentSegments, ...split(route.path ?? '')];
    if (route.children && route.children.length > 0) flatten(route.children, chain, segments, branches);
    // A layout without a path is reached only through its children.
    if (route.path === undefined && !route.index) return;
    for (const variant of expandOptional(segments)) {
      branches.push({ segments: variant, score: score(variant, Boolean(route.index)), order: branches.length, routes: chain });
    }
  });
}

const branchCache = new WeakMap<RouteObject[], Branch[]>();

function branchesOf(routes: RouteObject[]): Branch[] {
  let branches = branchCache.get(routes);
  if (!branches) {
    branches = [];
    flatten(routes, [], [], branches);
    branches.sort((a, b) => b.score - a.score || a.order - b.order);
    branchCache.set(routes, branches);
  }
  return branches;
}

/** The params of `pathname` against a branch's segments, or null if it does not match (fixed segments ignore case). */
function matchSegments(segments: string[], parts: string[]): Params | null {
  const params: Params = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment === '*') {
      params['*'] = parts.slice(i).map(decodeSegment).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeSegment(part);
    else if (segment.toLowerCase() !== part.toLowerCase()) return null;
  }
  return parts.length === segments.length ? params : null;
}

/** The routes that draw `pathname`, from the outermost layout to the page, or [] when none matches. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] {
  const parts = split(pathname);
  for (const branch of branchesOf(routes)) {
    const params = matchSegments(branch.segments, parts);
    if (!params) continue;
    return branch.routes.map(({ route, id }) => ({ id, route, params, pathname }));
  }
  return [];
}

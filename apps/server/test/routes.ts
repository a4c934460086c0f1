import type { FastifyInstance, HTTPMethods } from 'fastify';

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** `:id|:reference` (two routes sharing a parametric node) expanded into each name. */
function expandAlternatives(pattern: string): string[] {
  const match = /:[A-Za-z0-9_]+(?:\|:[A-Za-z0-9_]+)+/.exec(pattern);
  if (!match) return [pattern];
  const before = pattern.slice(0, match.index);
  const after = pattern.slice(match.index + match[0].length);
  return match[0].split('|').flatMap((name) => expandAlternatives(`${before}${name}${after}`));
}

/**
 * Every API route of the app as "METHOD /path/:param", read from the router's radix tree (each line
 * one node; a route is the concatenation of its ancestors). HEAD routes, generated for each GET,
 * are left out. Each route found is confirmed with hasRoute, so a misread fails loudly.
 */
export function listRoutes(app: FastifyInstance): string[] {
  const routes = new Set<string>();
  for (const method of methods) {
    const tree = app.printRoutes({ method });
    const path: string[] = [];
    for (const line of tree.split('\n')) {
      const match = /^((?:│ {3}| {4})*)[├└]── (.*)$/.exec(line);
      if (!match) continue;
      const depth = match[1]!.length / 4;
      const leaf = /^(.*) \(([A-Z, ]+)\)$/.exec(match[2]!);
      path.length = depth;
      path.push(leaf ? leaf[1]! : match[2]!);
      if (!leaf) continue;
      const joined = path.join('');
      const found = expandAlternatives(joined).filter((url) =>
        app.hasRoute({ method: method as HTTPMethods, url }),
      );
      if (found.length === 0) throw new Error(`cannot read the route ${method} ${joined} from the router`);
      // The built web app's files (public, GET only) are routes too when apps/web/dist exists;
      // the matrix and the input suite are about the API.
      for (const url of found) if (url.startsWith('/api')) routes.add(`${method} ${url}`);
    }
  }
  return [...routes].sort();
}

import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built web app: hashed assets cached for a year, precompressed .br/.gz when the
 * client accepts them, and index.html (never cached) for every client-side route.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

export function findWebDist(explicit: string | undefined, serverDir: string): string | undefined {
  const candidates = explicit
    ? [explicit]
    : [path.resolve(serverDir, '../../web/dist'), path.resolve(serverDir, '../web/dist')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html')));
}

/** Sends the SPA's index.html for GET/HEAD navigation to a path the server does not know. */
export function spaFallback(distDir: string | undefined) {
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (!distDir || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    reply.header('cache-control', 'no-cache');
    void reply.sendFile('index.html', distDir);
    return true;
  };
}

import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

// Every path of the app gets the same index.html, so the page's own code (a lazy route module)
// is normally asked for only after the entry chunk has downloaded and run: a waterfall. This
// plugin writes a tiny script, loaded by index.html before the entry, that starts those downloads at
// once for the path being opened (modulepreload: fetched and compiled, run only when the
// router imports them; their stylesheets are preloaded and applied by the import as before).
// Only public pages are listed: a signed-in area's code still loads only when it is visited.

/** A path (exact, lower case, no trailing slash) and the lazy modules its route loads. */
export type RoutePreloads = Record<string, string[]>;

type ChunkIndex = Map<string, OutputChunk>;

function staticClosure(chunk: OutputChunk, chunks: ChunkIndex, seen = new Set<string>()): Set<string> {
  if (seen.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = chunks.get(name);
    if (imported) staticClosure(imported, chunks, seen);
  }
  return seen;
}

function importedCss(chunk: OutputChunk): string[] {
  const metadata = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata;
  return [...(metadata?.importedCss ?? [])];
}

/**
 * The script: each file written once (by its name under `dir`), each path a list of file
 * numbers; the files of the opened path are added as preload links.
 */
function preloadScript(routes: Record<string, string[]>, dir: string, url: string): string {
  const files = [...new Set(Object.values(routes).flat())];
  const table = Object.fromEntries(
    Object.entries(routes).map(([route, list]) => [route, list.map((file) => files.indexOf(file))]),
  );
  const names = files.map((file) => path.posix.relative(dir, file));
  return `(function(){var f=${JSON.stringify(names)},t=${JSON.stringify(table)};var p=location.pathname.toLowerCase().replace(/\\/+$/,"")||"/";var r=t[p];if(!r)return;for(var i=0;i<r.length;i++){var h=${JSON.stringify(url)}+f[r[i]],l=document.createElement("link");if(/\\.css$/.test(h)){l.rel="preload";l.as="style"}else{l.rel="modulepreload"}l.crossOrigin="";l.href=h;document.head.appendChild(l)}})();\n`;
}

export function routePreload(root: string, routes: RoutePreloads): Plugin {
  let base = '/';
  let assetsDir = 'assets';
  return {
    name: 'gas:route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    generateBundle(_options, bundle) {
      const chunks: ChunkIndex = new Map();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) this.error('route-preload: no entry chunk');
      const inHtml = staticClosure(entry, chunks);

      const table: Record<string, string[]> = {};
      for (const [routePath, modules] of Object.entries(routes)) {
        const files = new Set<string>();
        for (const module of modules) {
          const id = path.resolve(root, module);
          const chunk = [...chunks.values()].find((c) => c.moduleIds.includes(id));
          if (!chunk || inHtml.has(chunk.fileName))
            this.error(`route-preload: ${module} (for ${routePath}) is not a lazily loaded module`);
          for (const name of staticClosure(chunk, chunks)) {
            if (inHtml.has(name)) continue;
            if (!name.startsWith(`${assetsDir}/`))
              this.error(`route-preload: ${name} is outside ${assetsDir}`);
            files.add(name);
            for (const css of importedCss(chunks.get(name)!)) files.add(css);
          }
        }
        table[routePath.toLowerCase()] = [...files];
      }

      const fileName = this.getFileName(
        this.emitFile({
          type: 'asset',
          name: 'route-preload.js',
          source: preloadScript(table, assetsDir, `${base}${assetsDir}/`),
        }),
      );
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string')
        this.error('route-preload: no index.html');
      // Before the entry script, and async: it runs as soon as it arrives (long before the
      // entry chunk), blocking neither the parser nor the first paint.
      const tag = `<script async src="${base}${fileName}"></script>\n    `;
      const at = html.source.indexOf('<script type="module"');
      if (at < 0) this.error('route-preload: index.html has no module script');
      html.source = html.source.slice(0, at) + tag + html.source.slice(at);
    },
  };
}

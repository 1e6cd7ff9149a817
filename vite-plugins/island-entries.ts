import { readFileSync } from "node:fs";
import path from "node:path";
import { build, type AliasOptions, type Plugin, type ResolvedConfig } from "vite";

/** The module the server imports to learn each island's script (app/lib/islands.tsx): `{ name: { src, preload } }`. */
const ISLAND_SCRIPTS_MODULE = "virtual:island-scripts";
const RESOLVED_ID = `\0${ISLAND_SCRIPTS_MODULE}`;
/** Under `npm run dev`, each island's page loads this first: React Router's refresh runtime, then the entry. */
const DEV_ENTRY_PREFIX = "virtual:island-dev-entry/";
/**
 * The islands' own manifest, in the client build's `.vite` folder. React Router removes its own manifest there once
 * the build ends; this one stays, and is never sent: the server's static files skip dot folders.
 */
const ISLANDS_MANIFEST = ".vite/islands-manifest.json";
/** What an island must never bring: its page is sent without React Router so as not to load it. */
const FORBIDDEN = /[\\/]node_modules[\\/](react-router|@react-router|@conform-to)[\\/]/;

type ManifestChunk = { file: string; imports?: string[] };
type Options = { clientOutDir: string; alias: AliasOptions };

/**
 * An island is a part of a page sent without React Router's scripts that React DOM alone brings to life in the
 * browser (docs/decisions/0025). Once React Router's client build is written, the islands are built on their own
 * into the same folder: a build of their own, so that no chunk they load is shared with React Router's (a shared
 * chunk holding React holds React Router with it). The server's build then reads the islands' manifest to know each
 * entry's file and the chunks it imports, so the page names them all at once.
 */
export function islandEntries(entries: Record<string, string>, { clientOutDir, alias }: Options): Plugin {
  let config: ResolvedConfig;
  return {
    name: "island-entries",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.command !== "build" || this.environment.name !== "client") return;
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: "warn",
        resolve: { alias },
        plugins: [
          {
            name: "island-without-react-router",
            generateBundle(_options, bundle) {
              for (const output of Object.values(bundle)) {
                if (output.type !== "chunk") continue;
                const forbidden = Object.entries(output.modules).find(([id, module]) => FORBIDDEN.test(id) && module.renderedLength > 0);
                if (forbidden) this.error(`The island chunk ${output.fileName} carries ${forbidden[0]}: its page is sent without React Router.`);
              }
            },
          },
        ],
        build: {
          outDir: path.resolve(config.root, clientOutDir),
          emptyOutDir: false,
          copyPublicDir: false,
          manifest: ISLANDS_MANIFEST,
          // As for the rest of the site: inlined assets would need a CSP exception.
          assetsInlineLimit: 0,
          rollupOptions: { input: Object.fromEntries(Object.entries(entries).map(([name, file]) => [`island-${name}`, path.resolve(config.root, file)])) },
        },
      });
    },
    resolveId(id) {
      if (id === ISLAND_SCRIPTS_MODULE) return RESOLVED_ID;
      if (id.startsWith(DEV_ENTRY_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id.startsWith(`\0${DEV_ENTRY_PREFIX}`)) {
        const file = entries[id.slice(DEV_ENTRY_PREFIX.length + 1)];
        if (!file) return undefined;
        // React Router's development transform adds Fast Refresh to every component module, which refuses to run
        // until its runtime is installed: React Router's own pages get it from <Scripts/>, an island from here.
        return `import "virtual:react-router/inject-hmr-runtime";\nimport ${JSON.stringify(`/${file}`)};`;
      }
      if (id !== RESOLVED_ID) return undefined;
      // Only the server renders the script tags; a browser bundle that imports this gets nothing to carry.
      if (this.environment.name === "client") return "export default {};";
      const scripts: Record<string, { src: string; preload: string[] }> = {};
      if (config.command === "serve") {
        // The development server compiles each module as it is asked for, virtual ones under /@id/.
        for (const name of Object.keys(entries)) scripts[name] = { src: `${config.base}@id/__x00__${DEV_ENTRY_PREFIX}${name}`, preload: [] };
        return `export default ${JSON.stringify(scripts)};`;
      }
      const manifestFile = path.resolve(config.root, clientOutDir, ISLANDS_MANIFEST);
      let manifest: Record<string, ManifestChunk>;
      try {
        manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
      } catch {
        this.error(`The islands' manifest (${manifestFile}) could not be read: the client build makes it.`);
      }
      for (const [name, file] of Object.entries(entries)) {
        const entry = manifest[file];
        if (!entry) this.error(`The islands' build has no entry for "${name}" (${file}).`);
        const preload = new Set<string>();
        const visit = (key: string) => {
          const chunk = manifest[key];
          if (!chunk || preload.has(`${config.base}${chunk.file}`)) return;
          preload.add(`${config.base}${chunk.file}`);
          for (const imported of chunk.imports ?? []) visit(imported);
        };
        for (const imported of entry.imports ?? []) visit(imported);
        scripts[name] = { src: `${config.base}${entry.file}`, preload: [...preload] };
      }
      return `export default ${JSON.stringify(scripts)};`;
    },
  };
}

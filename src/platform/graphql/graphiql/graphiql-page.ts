import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Router, type NextFunction, type Request, type Response } from 'express';

/**
 * GraphiQL for developers, served entirely by the service (no CDN): React and GraphiQL come from their npm
 * packages' browser builds, and ide.js wires the fetcher, the sign-in token and the context headers. Subscriptions
 * run over the graphql-ws browser client (its ES module files, served as they are installed).
 */
export function graphiqlRouter(): Router {
  const router = Router();
  const assets: Record<string, string> = {
    'react.production.min.js': packageFile('react', 'umd/react.production.min.js'),
    'react-dom.production.min.js': packageFile('react-dom', 'umd/react-dom.production.min.js'),
    'graphiql.min.js': packageFile('graphiql', 'graphiql.min.js'),
    'graphiql.min.css': packageFile('graphiql', 'graphiql.min.css'),
    'ide.js': path.join(__dirname, 'ide.js'),
  };
  // client.js imports a chunk whose name carries a build hash: serve every top-level module of the package's dist.
  const graphqlWsDist = path.dirname(packageFile('graphql-ws', 'dist/client.js'));
  for (const name of readdirSync(graphqlWsDist).filter((file) => file.endsWith('.js'))) {
    assets[`graphql-ws/${name}`] = path.join(graphqlWsDist, name);
  }
  for (const [name, file] of Object.entries(assets)) {
    router.get(`/ide/${name}`, (_req, res) => res.sendFile(file, { maxAge: '1h' }));
  }
  router.get('/', (req: Request, res: Response, next: NextFunction) => {
    if (!req.accepts('html') || req.accepts(['json', 'html']) === 'json' || req.query.query !== undefined)
      return next();
    res.type('html').send(PAGE);
  });
  return router;
}

/** A file of an installed package, also where its `exports` map does not list it. */
function packageFile(name: string, file: string): string {
  const entry = require.resolve(name);
  return path.join(entry.slice(0, entry.lastIndexOf(`node_modules${path.sep}${name}`)), 'node_modules', name, file);
}

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Payment reconciliation · GraphQL</title>
    <!-- An empty icon keeps browsers from requesting /favicon.ico, which 404s here. -->
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/graphql/ide/graphiql.min.css" />
    <style>html, body, #graphiql { height: 100%; margin: 0; }</style>
  </head>
  <body>
    <div id="graphiql">Loading GraphiQL…</div>
    <script src="/graphql/ide/react.production.min.js"></script>
    <script src="/graphql/ide/react-dom.production.min.js"></script>
    <script src="/graphql/ide/graphiql.min.js"></script>
    <script type="module" src="/graphql/ide/ide.js"></script>
  </body>
</html>
`;

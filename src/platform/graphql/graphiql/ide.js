/* global React, ReactDOM, GraphiQL */
// Browser side of the self-hosted GraphiQL (an ES module, run after the React and GraphiQL scripts). A successful
// `login`, `refresh` or `serviceAccountToken` in the editor keeps its access token for this tab, and requests without
// an explicit Authorization header use it. Empty header values are not sent. Subscriptions go over WebSocket with
// the graphql-ws client; its connection_init carries the same headers (Authorization and the context ids).
import { createClient } from './graphql-ws/client.js';

(function () {
  'use strict';
  var TOKEN_KEY = 'payment-reconciliation.accessToken';
  var DEFAULT_HEADERS = JSON.stringify({ Authorization: '', 'X-Organization-Id': '', 'X-Location-Id': '' }, null, 2);
  var DEFAULT_QUERY = [
    '# Sign in: the access token is kept for this tab and sent as the bearer token',
    '# whenever the Authorization header below is left empty.',
    '#',
    '# mutation { login(input: { email: "admin@example.com", password: "…" }) { accessToken user { email } } }',
    '#',
    '# Outlet-scoped operations also need X-Organization-Id and X-Location-Id in the headers below.',
    '#',
    '# Licensing (a platform manager, or a service account: mutation { serviceAccountToken(...) }):',
    '# query { licensingCustomer(organizationId: "…") {',
    '#   profile { displayName revision } issueCandidates { items { customerSubscriptionId effectiveIssuable } }',
    '#   licenses { items { licenseId status productName maskedKey keyMaskStatus } } } }',
    '# mutation { issueCustomerLicense(organizationId: "…", idempotencyKey: "console-attempt-1",',
    '#   input: { customerSubscriptionId: "…", correlationId: "…" }) {',
    '#   licenseId maskedKey plaintextKey isIdempotentReplay } }',
    '# The plaintext key is shown by the first commit only; repeating the call with the same key replays it without.',
    '#',
    '# Subscriptions run over WebSocket with the same headers (outlet context for the outlet-scoped ones):',
    '# subscription { erpPostingStatusChanged { postingId previousStatus status changedAtUtc } }',
    '',
    'query Me {',
    '  me { id email displayName permissions roleAssignments { roleCode organizationId locationId } }',
    '}',
    '',
  ].join('\n');

  function cleanHeaders(headers) {
    var result = {};
    Object.keys(headers || {}).forEach(function (name) {
      var value = headers[name];
      if (typeof value === 'string' && value.trim() !== '') result[name] = value.trim();
    });
    return result;
  }

  function rememberSession(payload) {
    var data = payload && payload.data;
    var session = data && (data.login || data.refresh || data.serviceAccountToken);
    if (session && session.accessToken) sessionStorage.setItem(TOKEN_KEY, session.accessToken);
    if (data && data.logout === true) sessionStorage.removeItem(TOKEN_KEY);
  }

  function withToken(headers) {
    var token = sessionStorage.getItem(TOKEN_KEY);
    if (!headers.Authorization && token) headers.Authorization = 'Bearer ' + token;
    return headers;
  }

  function isSubscription(params, options) {
    var document = options && options.documentAST;
    if (document && document.definitions) {
      var operations = document.definitions.filter(function (definition) {
        return definition.kind === 'OperationDefinition';
      });
      var chosen = operations.find(function (definition) {
        return !params.operationName || (definition.name && definition.name.value === params.operationName);
      });
      if (chosen) return chosen.operation === 'subscription';
    }
    return /^\s*subscription\b/m.test(params.query || '');
  }

  // One graphql-ws connection per subscription, with that run's headers; it closes when the subscription ends (or
  // when GraphiQL stops it). A refused subscription or connection shows as errors in the result pane.
  function subscribe(params, headers) {
    var url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/graphql';
    var client = createClient({ url: url, connectionParams: headers, lazy: true, retryAttempts: 0 });
    var events = client.iterate({
      query: params.query,
      variables: params.variables,
      operationName: params.operationName,
    });
    var finished = false;
    function finish() {
      if (!finished) {
        finished = true;
        client.dispose();
      }
    }
    var iterator = {
      next: function () {
        if (finished) return Promise.resolve({ value: undefined, done: true });
        return events.next().then(
          function (step) {
            if (step.done) finish();
            return step;
          },
          function (error) {
            finish();
            var errors = Array.isArray(error)
              ? error
              : [
                  {
                    message:
                      error && error.reason ? 'Connection closed: ' + error.code + ' ' + error.reason : String(error),
                  },
                ];
            return { value: { errors: errors }, done: false };
          },
        );
      },
      return: function () {
        finish();
        return events.return ? events.return() : Promise.resolve({ value: undefined, done: true });
      },
    };
    iterator[Symbol.asyncIterator] = function () {
      return iterator;
    };
    return iterator;
  }

  function fetcher(params, options) {
    if (isSubscription(params, options)) return subscribe(params, withToken(cleanHeaders(options && options.headers)));
    var headers = withToken(
      Object.assign(
        { 'Content-Type': 'application/json', Accept: 'application/json' },
        cleanHeaders(options && options.headers),
      ),
    );
    return fetch('/graphql', { method: 'POST', headers: headers, body: JSON.stringify(params) })
      .then(function (response) {
        return response.json();
      })
      .then(function (payload) {
        rememberSession(payload);
        return payload;
      });
  }

  var root = ReactDOM.createRoot(document.getElementById('graphiql'));
  root.render(
    React.createElement(GraphiQL, {
      fetcher: fetcher,
      defaultQuery: DEFAULT_QUERY,
      defaultHeaders: DEFAULT_HEADERS,
      isHeadersEditorEnabled: true,
      shouldPersistHeaders: true,
      defaultEditorToolsVisibility: 'headers',
    }),
  );
})();

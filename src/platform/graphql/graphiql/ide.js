/* global React, ReactDOM, GraphiQL */
// Browser side of the self-hosted GraphiQL. A successful `login`, `refresh` or `serviceAccountToken` in the editor
// keeps its access token for this tab, and requests without an explicit Authorization header use it. Empty header
// values are not sent.
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

  function fetcher(params, options) {
    var headers = Object.assign(
      { 'Content-Type': 'application/json', Accept: 'application/json' },
      cleanHeaders(options && options.headers),
    );
    var token = sessionStorage.getItem(TOKEN_KEY);
    if (!headers.Authorization && token) headers.Authorization = 'Bearer ' + token;
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

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar. */
  DateTime: { input: string; output: string };
};

/** Tokens of a sign-in session (00-decisions §2). */
export type AuthSession = {
  __typename?: 'AuthSession';
  /** Bearer token for the Authorization header; short-lived. */
  accessToken: Scalars['String']['output'];
  accessTokenExpiresAtUtc: Scalars['DateTime']['output'];
  /** Opaque token for `refresh`; works once, a new one comes with every refresh. */
  refreshToken: Scalars['String']['output'];
  refreshTokenExpiresAtUtc: Scalars['DateTime']['output'];
  /** Always "Bearer". */
  tokenType: Scalars['String']['output'];
  user: SessionUser;
};

/** The signed-in user with scoped roles and permissions. */
export type CurrentUser = {
  __typename?: 'CurrentUser';
  displayName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  /** Sorted permission strings held in any scope. */
  permissions: Array<Scalars['String']['output']>;
  roleAssignments: Array<RoleAssignmentView>;
};

/** Whether the service and the stores it depends on answer. */
export type HealthStatus = {
  __typename?: 'HealthStatus';
  /** "ok" or "unavailable". */
  database: Scalars['String']['output'];
  /** "ok" or "unavailable". */
  keyValueStore: Scalars['String']['output'];
  /** "ok" when the database and the key-value store both answer, else "unavailable". */
  status: Scalars['String']['output'];
};

/** Email and password of an active user. */
export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Signs in. Wrong email, password or an inactive user: invalid_credentials. */
  login: AuthSession;
  /** Ends the session of the bearer token; its refresh token stops working. */
  logout: Scalars['Boolean']['output'];
  /** Exchanges a refresh token for new tokens. A token used twice ends its whole session: unauthorized. */
  refresh: AuthSession;
};

export type MutationLoginArgs = {
  input: LoginInput;
};

export type MutationRefreshArgs = {
  input: RefreshInput;
};

export type Query = {
  __typename?: 'Query';
  /** Anonymous health check; REST GET /api/health answers 503 unless "ok". */
  health: HealthStatus;
  /** The signed-in user with scoped roles and permissions. */
  me: CurrentUser;
};

/** The refresh token of the latest sign-in or refresh; each token works once. */
export type RefreshInput = {
  refreshToken: Scalars['String']['input'];
};

/** A role held by a user; organizationId and locationId are both null at platform scope. */
export type RoleAssignmentView = {
  __typename?: 'RoleAssignmentView';
  assignmentId: Scalars['ID']['output'];
  locationId?: Maybe<Scalars['ID']['output']>;
  organizationId?: Maybe<Scalars['ID']['output']>;
  roleCode: Scalars['String']['output'];
  roleId: Scalars['ID']['output'];
};

/** The user a session belongs to. */
export type SessionUser = {
  __typename?: 'SessionUser';
  displayName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;

export type LoginMutation = {
  __typename?: 'Mutation';
  login: {
    __typename?: 'AuthSession';
    accessToken: string;
    refreshToken: string;
    tokenType: string;
    accessTokenExpiresAtUtc: string;
    refreshTokenExpiresAtUtc: string;
    user: { __typename?: 'SessionUser'; id: string; email: string; displayName: string };
  };
};

export type RefreshMutationVariables = Exact<{
  input: RefreshInput;
}>;

export type RefreshMutation = {
  __typename?: 'Mutation';
  refresh: {
    __typename?: 'AuthSession';
    accessToken: string;
    refreshToken: string;
    tokenType: string;
    accessTokenExpiresAtUtc: string;
    refreshTokenExpiresAtUtc: string;
    user: { __typename?: 'SessionUser'; id: string; email: string; displayName: string };
  };
};

export type LogoutMutationVariables = Exact<{ [key: string]: never }>;

export type LogoutMutation = { __typename?: 'Mutation'; logout: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never }>;

export type MeQuery = {
  __typename?: 'Query';
  me: {
    __typename?: 'CurrentUser';
    id: string;
    email: string;
    displayName: string;
    isActive: boolean;
    permissions: Array<string>;
    roleAssignments: Array<{
      __typename?: 'RoleAssignmentView';
      assignmentId: string;
      roleId: string;
      roleCode: string;
      organizationId?: string | null;
      locationId?: string | null;
    }>;
  };
};

export type HealthQueryVariables = Exact<{ [key: string]: never }>;

export type HealthQuery = {
  __typename?: 'Query';
  health: { __typename?: 'HealthStatus'; status: string; database: string; keyValueStore: string };
};

export const LoginDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Login' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'LoginInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'login' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accessToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refreshToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tokenType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accessTokenExpiresAtUtc' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refreshTokenExpiresAtUtc' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RefreshDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Refresh' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'RefreshInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'refresh' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accessToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refreshToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tokenType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accessTokenExpiresAtUtc' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refreshTokenExpiresAtUtc' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RefreshMutation, RefreshMutationVariables>;
export const LogoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Logout' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'logout' } }] },
    },
  ],
} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Me' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'roleAssignments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'assignmentId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roleId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roleCode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'permissions' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const HealthDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Health' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'health' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'database' } },
                { kind: 'Field', name: { kind: 'Name', value: 'keyValueStore' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HealthQuery, HealthQueryVariables>;

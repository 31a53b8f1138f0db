import { UUIDResolver } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PagedResult } from '../../../platform/graphql/paging';
import type { ErpDialect } from '../../erp-connector/erp-connector.module';

export enum ErpDialectValue {
  Reference = 'Reference',
  IikoServer = 'IikoServer',
}

registerEnumType(ErpDialectValue, {
  name: 'ErpDialect',
  description:
    'Reference: the dialect of the bundled simulator. IikoServer: the public "resto" API of iikoServer (Syrve ' +
    'Server); docs/iiko-server.md says what it lacks and what the service does instead.',
});

const CHECK_STATUS =
  'Result of the last check: connected, auth_failed, unavailable, timeout or error; null before the first check.';

/** A Pay-owned accounting-system connection (docs/erp-connections.md §Routes): never credentials. */
@ObjectType('ErpConnection', {
  description: 'An accounting-system connection of an organization; credentials are never shown.',
})
export class ErpConnectionDto {
  @Field(() => UUIDResolver)
  id: string;

  @Field(() => UUIDResolver)
  organizationId: string;

  @Field()
  name: string;

  @Field({ description: 'Base address of the accounting server, without credentials.' })
  baseUrl: string;

  @Field(() => ErpDialectValue, { description: 'Fixed for the connection’s life.' })
  dialect: ErpDialect;

  @Field({ description: 'ISO 4217 code of its documents’ amounts.' })
  currency: string;

  @Field({ description: 'The connection used by the default-connection (transition) routes; one per organization.' })
  isDefault: boolean;

  @Field(() => String, { nullable: true, description: CHECK_STATUS })
  lastCheckStatus: string | null;

  @Field(() => Date, { nullable: true })
  lastCheckedAtUtc: Date | null;

  @Field(() => String, { nullable: true })
  serverVersion: string | null;

  @Field(() => String, { nullable: true })
  serverEdition: string | null;

  @Field()
  createdAtUtc: Date;

  @Field(() => Int, { description: 'Send it back on changes to detect concurrent edits (concurrency.conflict).' })
  rowVersion: number;
}

export const ErpConnectionPage = PagedResult(ErpConnectionDto);
export type ErpConnectionPage = InstanceType<typeof ErpConnectionPage>;

@ObjectType('ErpConnectionHealth', { description: 'The stored result of the last connection check.' })
export class ErpConnectionHealthDto {
  @Field(() => UUIDResolver)
  connectionId: string;

  @Field(() => String, { nullable: true, description: CHECK_STATUS })
  lastCheckStatus: string | null;

  @Field(() => Date, { nullable: true })
  lastCheckedAtUtc: Date | null;

  @Field(() => String, { nullable: true })
  serverVersion: string | null;

  @Field(() => String, { nullable: true })
  serverEdition: string | null;
}

@ObjectType('ErpConnectionCheckResult', {
  description:
    'Outcome of a connection test or probe. Credentials the accounting system rejects give ' +
    'success false with lastCheckStatus auth_failed, never an HTTP 401.',
})
export class ErpConnectionCheckResultDto {
  @Field()
  success: boolean;

  @Field({ description: 'connected, auth_failed, unavailable, timeout or error.' })
  lastCheckStatus: string;

  @Field(() => String, { nullable: true })
  serverVersion: string | null;

  @Field(() => String, { nullable: true })
  serverEdition: string | null;

  @Field({ description: 'A short human-readable explanation; never contains credentials.' })
  message: string;
}

@ObjectType('ErpServiceAccountResult', { description: 'The ensured service account; its password is never shown.' })
export class ErpServiceAccountResultDto {
  @Field()
  login: string;

  @Field({ description: 'True when the account was created, false when an existing one was restored.' })
  created: boolean;
}

@ObjectType('ErpOperationalFlags', {
  description:
    'Deprecated compatibility fields: every capability is always on. Kept for old clients; do not branch on them.',
})
export class ErpOperationalFlagsDto {
  @Field({ deprecationReason: 'Capabilities are always on.' })
  documentSyncEnabled: boolean;

  @Field({ deprecationReason: 'Capabilities are always on.' })
  supplierSyncEnabled: boolean;

  @Field({ deprecationReason: 'Capabilities are always on.' })
  batchUnpaidEnabled: boolean;

  @Field({ deprecationReason: 'Capabilities are always on.' })
  postingEnabled: boolean;

  @Field({ deprecationReason: 'Capabilities are always on.' })
  referencesEnabled: boolean;
}

@ObjectType('ErpReferenceItem', { description: 'A payment account or cash-flow article of the accounting system.' })
export class ErpReferenceItemDto {
  @Field()
  id: string;

  @Field()
  code: string;

  @Field()
  name: string;

  @Field(() => String, {
    nullable: true,
    description:
      'A cash-flow article bound to the one account a payment under it is written from (an iikoServer pay-out ' +
      'type and its chief account): a write target must name that pair. Null for accounts and free articles.',
  })
  accountId: string | null;

  @Field({ description: 'False when the row comes from the local copy because the server could not be reached.' })
  isLive: boolean;
}

@ObjectType('ErpReferenceList', { description: 'A reference list of one connection, live or from the local copy.' })
export class ErpReferenceListDto {
  @Field(() => UUIDResolver)
  connectionId: string;

  @Field({ description: 'accounts or cash-flow-articles.' })
  kind: string;

  @Field({ description: 'False when served from the local copy (fallback); every item says the same.' })
  isLive: boolean;

  @Field({ description: 'When the rows were read from the accounting system.' })
  fetchedAtUtc: Date;

  @Field(() => [ErpReferenceItemDto])
  items: ErpReferenceItemDto[];
}

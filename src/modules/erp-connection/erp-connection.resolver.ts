import { UUIDResolver } from 'graphql-scalars';
import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { PageArgs } from '../../platform/graphql/paging';
import { Allow, Authenticated, on } from '../access/access.module';
import { erpConnectionResource } from './erp-connection-resources';
import {
  ErpConnectionCheckResultDto,
  ErpConnectionDto,
  ErpConnectionHealthDto,
  ErpConnectionPage,
  ErpOperationalFlagsDto,
  ErpReferenceListDto,
  ErpServiceAccountResultDto,
} from './dto/erp-connection.dto';
import {
  CreateErpConnectionInput,
  ErpConnectionChangeInput,
  RotateErpCredentialsInput,
} from './dto/erp-connection.input';
import { ErpConnectionCheckService } from './erp-connection-check.service';
import { ErpConnectionService } from './erp-connection.service';
import { ErpReferenceService } from './erp-reference.service';

const NESTED =
  'Needs the permission on the connection’s organization; never falls back to the default connection. Errors: ' +
  'not_found (unknown), forbidden (outside the caller’s scope), workflow.locked (deleted).';
const BY_ORGANIZATION =
  'The organization is the organizationId argument (REST query) or the X-Organization-Id header. Errors: ' +
  'context.organization.required, not_found, forbidden (outside the caller’s scope).';
const REFERENCES =
  'Read live and cached; while the accounting system cannot be reached the cached rows come back with isLive ' +
  'false. No cache: erp_unavailable (503), or erp_credentials_rejected (409) when the server refuses the login.';

const byId = on.resource(erpConnectionResource, (args) => args.id);
const byConnectionId = on.resource(erpConnectionResource, (args) => args.connectionId);
const byOrganization = on.contextOrganization((args) => args.organizationId);
const byInputOrganization = on.organization((args) => (args.input as CreateErpConnectionInput).organizationId);

/** Accounting-system connections, their checks and reference reads (docs/erp-connections.md). */
@Resolver()
export class ErpConnectionResolver {
  constructor(
    private readonly connections: ErpConnectionService,
    private readonly checks: ErpConnectionCheckService,
    private readonly references: ErpReferenceService,
  ) {}

  @Allow('erp.connections.manage', byInputOrganization)
  @Mutation(() => ErpConnectionDto, {
    description:
      'Creates a connection (erp.connections.manage on the organization); the first live one of the organization ' +
      'becomes its default. Credentials are sealed at rest and never returned. Errors: validation.failed, not_found.',
  })
  createErpConnection(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateErpConnectionInput) input: CreateErpConnectionInput,
  ): Promise<ErpConnectionDto> {
    return this.connections.create(ctx, input);
  }

  @Allow('erp.connections.view', byOrganization)
  @Query(() => ErpConnectionPage, {
    description: `Live connections of an organization, oldest first (erp.connections.view). ${BY_ORGANIZATION}`,
  })
  erpConnections(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver, { nullable: true }) _organizationId: string | null,
    @Args() args: PageArgs,
  ): Promise<ErpConnectionPage> {
    return this.connections.list(ctx, args);
  }

  @Allow('erp.connections.view', byId)
  @Query(() => ErpConnectionDto, { description: `One connection (erp.connections.view). ${NESTED}` })
  erpConnection(@Ctx() ctx: RequestContext, @Arg('id', () => UUIDResolver) id: string): Promise<ErpConnectionDto> {
    return this.connections.get(ctx, id);
  }

  @Allow('erp.connections.view', byId)
  @Query(() => ErpConnectionHealthDto, {
    description: `The stored result of the last check of a connection (erp.connections.view). ${NESTED}`,
  })
  erpConnectionHealth(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
  ): Promise<ErpConnectionHealthDto> {
    return this.connections.health(ctx, id);
  }

  @Authenticated()
  @Query(() => ErpOperationalFlagsDto, {
    description: 'Deprecated compatibility fields; every capability is always on. Any signed-in user.',
    deprecationReason: 'Capabilities are always on.',
  })
  erpOperationalFlags(): ErpOperationalFlagsDto {
    return this.connections.operationalFlags();
  }

  @Allow('erp.connections.manage', byId)
  // No @Transactional: the accounting system is asked first, the outcome stored in a transaction afterwards.
  @Mutation(() => ErpConnectionCheckResultDto, {
    description:
      'Signs in to the accounting system with the stored credentials and stores the outcome in the health fields ' +
      `(erp.connections.manage). Rejected credentials: success false, never an error. ${NESTED}`,
  })
  testErpConnection(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
  ): Promise<ErpConnectionCheckResultDto> {
    return this.checks.test(ctx, id);
  }

  @Allow('erp.connections.manage', byInputOrganization)
  @Mutation(() => ErpConnectionCheckResultDto, {
    description:
      'Checks a connection that is not stored (body as for create); stores nothing. Rejected credentials: success ' +
      'false, never an error. Errors: validation.failed, not_found, forbidden.',
  })
  probeErpConnection(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateErpConnectionInput) input: CreateErpConnectionInput,
  ): Promise<ErpConnectionCheckResultDto> {
    return this.checks.probe(ctx, input);
  }

  @Allow('erp.connections.manage', byId)
  @Mutation(() => ErpConnectionDto, {
    description:
      'Replaces the credentials after signing in with them; the base address stays (erp.connections.manage). ' +
      `Errors: erp_credentials_rejected (409, nothing stored), erp_unavailable, concurrency.conflict. ${NESTED}`,
  })
  rotateErpConnectionCredentials(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => RotateErpCredentialsInput) input: RotateErpCredentialsInput,
  ): Promise<ErpConnectionDto> {
    return this.connections.rotateCredentials(ctx, id, input);
  }

  @Allow('erp.connections.manage', byId)
  @Mutation(() => ErpServiceAccountResultDto, {
    description:
      'Creates or restores the durable service account recon-service in the accounting system and stores its ' +
      'password sealed; the connection then signs in as it (erp.connections.manage). Errors: ' +
      `erp_credentials_rejected, erp_request_rejected, erp_unavailable. ${NESTED}`,
  })
  ensureErpServiceAccount(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
  ): Promise<ErpServiceAccountResultDto> {
    return this.connections.ensureServiceAccount(ctx, id);
  }

  @Allow('erp.connections.manage', byId)
  @Transactional()
  @Mutation(() => Boolean, {
    description:
      'Soft-deletes the Pay-owned record only (erp.connections.manage); a deleted default is not replaced ' +
      `automatically. Errors: concurrency.conflict. ${NESTED}`,
  })
  deleteErpConnection(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => ErpConnectionChangeInput, { nullable: true }) input: ErpConnectionChangeInput | null,
  ): Promise<boolean> {
    return this.connections.delete(ctx, id, input ?? {});
  }

  @Allow('erp.connections.manage', byId)
  @Transactional()
  @Mutation(() => ErpConnectionDto, {
    description:
      'Makes the connection its organization’s default; the previous default stops being one ' +
      `(erp.connections.manage). Errors: concurrency.conflict. ${NESTED}`,
  })
  makeErpConnectionDefault(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => ErpConnectionChangeInput, { nullable: true }) input: ErpConnectionChangeInput | null,
  ): Promise<ErpConnectionDto> {
    return this.connections.makeDefault(ctx, id, input ?? {});
  }

  @Allow('erp.connections.view', byConnectionId)
  @Query(() => ErpReferenceListDto, {
    description: `Payment accounts of the connection (erp.connections.view). ${REFERENCES} ${NESTED}`,
  })
  erpConnectionAccounts(
    @Ctx() ctx: RequestContext,
    @Arg('connectionId', () => UUIDResolver) connectionId: string,
  ): Promise<ErpReferenceListDto> {
    return this.references.ofConnection(ctx, connectionId, 'accounts');
  }

  @Allow('erp.connections.view', byConnectionId)
  @Query(() => ErpReferenceListDto, {
    description: `Cash-flow articles of the connection (erp.connections.view). ${REFERENCES} ${NESTED}`,
  })
  erpConnectionCashFlowArticles(
    @Ctx() ctx: RequestContext,
    @Arg('connectionId', () => UUIDResolver) connectionId: string,
  ): Promise<ErpReferenceListDto> {
    return this.references.ofConnection(ctx, connectionId, 'cash-flow-articles');
  }

  @Allow('erp.connections.view', byOrganization)
  @Query(() => ErpReferenceListDto, {
    description:
      'Transition path: payment accounts of the organization’s default connection (erp.connections.view). ' +
      `No default: erp_default_connection_missing (409). ${REFERENCES} ${BY_ORGANIZATION}`,
  })
  erpDefaultAccounts(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver, { nullable: true }) _organizationId: string | null,
  ): Promise<ErpReferenceListDto> {
    return this.references.ofDefault(ctx, 'accounts');
  }

  @Allow('erp.connections.view', byOrganization)
  @Query(() => ErpReferenceListDto, {
    description:
      'Transition path: cash-flow articles of the organization’s default connection (erp.connections.view). ' +
      `No default: erp_default_connection_missing (409). ${REFERENCES} ${BY_ORGANIZATION}`,
  })
  erpDefaultCashFlowArticles(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver, { nullable: true }) _organizationId: string | null,
  ): Promise<ErpReferenceListDto> {
    return this.references.ofDefault(ctx, 'cash-flow-articles');
  }
}

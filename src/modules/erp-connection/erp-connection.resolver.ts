import { UUIDResolver } from 'graphql-scalars';
import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { PageArgs } from '../../platform/graphql/paging';
import { Guard, on } from '../access/guard.decorator';
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
  'not_found (unknown, deleted or out of reach), forbidden.';
const BY_ORGANIZATION =
  'The organization is the organizationId argument (REST query) or the X-Organization-Id header. Errors: ' +
  'context.organization.required, not_found, forbidden.';
const REFERENCES =
  'Read live and cached; while the accounting system cannot be reached the cached rows come back with isLive ' +
  'false. No cache: erp_unavailable (503), or erp_credentials_rejected (409) when the server refuses the login.';

/** Document 02 §Accounting-system connections and references; 00-decisions §7 and §9. */
@Resolver()
export class ErpConnectionResolver {
  constructor(
    private readonly connections: ErpConnectionService,
    private readonly checks: ErpConnectionCheckService,
    private readonly references: ErpReferenceService,
  ) {}

  @Guard('erp.connections.manage', on.organization((args) => (args.input as CreateErpConnectionInput).organizationId))
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

  @Authorized()
  @Query(() => ErpConnectionPage, {
    description: `Live connections of an organization, oldest first (erp.connections.view). ${BY_ORGANIZATION}`,
  })
  erpConnections(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver, { nullable: true }) organizationId: string | null,
    @Args() args: PageArgs,
  ): Promise<ErpConnectionPage> {
    return this.connections.list(ctx, organizationId, args);
  }

  @Authorized()
  @Query(() => ErpConnectionDto, { description: `One connection (erp.connections.view). ${NESTED}` })
  erpConnection(@Ctx() ctx: RequestContext, @Arg('id', () => UUIDResolver) id: string): Promise<ErpConnectionDto> {
    return this.connections.get(ctx, id);
  }

  @Authorized()
  @Query(() => ErpConnectionHealthDto, {
    description: `The stored result of the last check of a connection (erp.connections.view). ${NESTED}`,
  })
  erpConnectionHealth(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
  ): Promise<ErpConnectionHealthDto> {
    return this.connections.health(ctx, id);
  }

  @Authorized()
  @Query(() => ErpOperationalFlagsDto, {
    description: 'Deprecated compatibility fields; every capability is always on. Any signed-in user.',
    deprecationReason: 'Capabilities are always on.',
  })
  erpOperationalFlags(): ErpOperationalFlagsDto {
    return this.connections.operationalFlags();
  }

  // No @Transactional: the accounting system is asked first, the outcome stored in a transaction afterwards.
  @Authorized()
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

  @Guard('erp.connections.manage', on.organization((args) => (args.input as CreateErpConnectionInput).organizationId))
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

  @Authorized()
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

  @Authorized()
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

  @Authorized()
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

  @Authorized()
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

  @Authorized()
  @Query(() => ErpReferenceListDto, {
    description: `Payment accounts of the connection (erp.connections.view). ${REFERENCES} ${NESTED}`,
  })
  erpConnectionAccounts(
    @Ctx() ctx: RequestContext,
    @Arg('connectionId', () => UUIDResolver) connectionId: string,
  ): Promise<ErpReferenceListDto> {
    return this.references.ofConnection(ctx, connectionId, 'accounts');
  }

  @Authorized()
  @Query(() => ErpReferenceListDto, {
    description: `Cash-flow articles of the connection (erp.connections.view). ${REFERENCES} ${NESTED}`,
  })
  erpConnectionCashFlowArticles(
    @Ctx() ctx: RequestContext,
    @Arg('connectionId', () => UUIDResolver) connectionId: string,
  ): Promise<ErpReferenceListDto> {
    return this.references.ofConnection(ctx, connectionId, 'cash-flow-articles');
  }

  @Authorized()
  @Query(() => ErpReferenceListDto, {
    description:
      'Transition path: payment accounts of the organization’s default connection (erp.connections.view). ' +
      `No default: erp_default_connection_missing (409). ${REFERENCES} ${BY_ORGANIZATION}`,
  })
  erpDefaultAccounts(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver, { nullable: true }) organizationId: string | null,
  ): Promise<ErpReferenceListDto> {
    return this.references.ofDefault(ctx, organizationId, 'accounts');
  }

  @Authorized()
  @Query(() => ErpReferenceListDto, {
    description:
      'Transition path: cash-flow articles of the organization’s default connection (erp.connections.view). ' +
      `No default: erp_default_connection_missing (409). ${REFERENCES} ${BY_ORGANIZATION}`,
  })
  erpDefaultCashFlowArticles(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver, { nullable: true }) organizationId: string | null,
  ): Promise<ErpReferenceListDto> {
    return this.references.ofDefault(ctx, organizationId, 'cash-flow-articles');
  }
}

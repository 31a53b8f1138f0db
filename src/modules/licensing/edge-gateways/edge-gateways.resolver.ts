import { UUIDResolver } from 'graphql-scalars';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../platform/context/request-context';
import { Transactional } from '../../../platform/database/transactional.decorator';
import { Allow, on, Public } from '../../access/access.module';
import { licensingTenant } from '../tenancy/licensing-tenant';
import { CreatedEdgeGatewayDto, EdgeGatewayDto, RegisteredEdgeGatewaySigningKeyDto } from './dto/edge-gateway.dto';
import { CreateEdgeGatewayInput, RegisterEdgeGatewaySigningKeyInput } from './dto/edge-gateway.input';
import { EdgeGatewaysService } from './edge-gateways.service';

/** Edge gateways of the caller's vendor tenant (docs/licensing.md, "Edge gateways"). */
@Resolver()
export class EdgeGatewaysResolver {
  constructor(private readonly gateways: EdgeGatewaysService) {}

  @Allow('edge_gateways.manage', on.tenant(licensingTenant))
  @Transactional()
  @Mutation(() => CreatedEdgeGatewayDto, {
    description:
      'Creates an edge gateway (PendingEnrollment) with a single-use enrollment token valid for 24 hours, shown in ' +
      'this answer only (edge_gateways.manage). Audited (Create, EdgeGateway; never the token). Errors: ' +
      'validation.failed (a blank, over-long or garbled name).',
  })
  createEdgeGateway(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateEdgeGatewayInput) input: CreateEdgeGatewayInput,
  ): Promise<CreatedEdgeGatewayDto> {
    return this.gateways.create(ctx, input);
  }

  @Allow('edge_gateways.manage', on.tenant(licensingTenant))
  @Query(() => EdgeGatewayDto, {
    description:
      "An edge gateway with its registered signing keys (edge_gateways.manage). Errors: edge_gateway.not_found (404; also another tenant's gateway).",
  })
  edgeGateway(@Ctx() ctx: RequestContext, @Arg('id', () => UUIDResolver) id: string): Promise<EdgeGatewayDto> {
    return this.gateways.get(ctx, id);
  }

  @Public()
  @Transactional()
  @Mutation(() => RegisteredEdgeGatewaySigningKeyDto, {
    description:
      'Registers the public ES256 signing key of an edge gateway, admitted by its enrollment token (no bearer); the ' +
      'gateway becomes Enrolled. Errors, in this order: edge_gateway.enrollment_invalid (401: unknown gateway, ' +
      'wrong or expired token alike), edge_gateway.replay_rejected (409: the token was already used), ' +
      'edge_gateway.invalid_key (400: not an EC P-256 public key on the curve, alg other than ES256, a private ' +
      'member). A refusal leaves the token unused.',
  })
  registerEdgeGatewaySigningKey(
    @Ctx() ctx: RequestContext,
    @Arg('gatewayInstanceId', () => UUIDResolver) gatewayInstanceId: string,
    @Arg('input', () => RegisterEdgeGatewaySigningKeyInput) input: RegisterEdgeGatewaySigningKeyInput,
  ): Promise<RegisteredEdgeGatewaySigningKeyDto> {
    return this.gateways.registerSigningKey(ctx, gatewayInstanceId, input);
  }
}

import { UUIDResolver } from 'graphql-scalars';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Allow, on } from '../access/access.module';
import { PaymentToleranceDto } from './dto/payment-tolerance.dto';
import { SetPaymentToleranceInput } from './dto/set-payment-tolerance.input';
import { PaymentToleranceService } from './payment-tolerance.service';

const byOrganization = on.organization((args) => args.organizationId);

/** The payment tolerance of an organization (docs/payment-tolerance.md). */
@Resolver()
export class PaymentToleranceResolver {
  constructor(private readonly tolerances: PaymentToleranceService) {}

  @Allow('organization.view', byOrganization)
  @Query(() => PaymentToleranceDto, {
    nullable: true,
    description:
      'The payment tolerance of the organization; null when it was never set (off). Errors: not_found, forbidden.',
  })
  paymentTolerance(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver) organizationId: string,
  ): Promise<PaymentToleranceDto | null> {
    return this.tolerances.get(ctx, organizationId);
  }

  @Allow('payment_tolerance.manage', byOrganization)
  // No @Transactional: the write-off target is checked against the accounting system's lists before the transaction.
  @Mutation(() => PaymentToleranceDto, {
    description:
      'Sets the payment tolerance of the organization, replacing the stored one (the same content again changes ' +
      'nothing); amount and percent both null turn it off. Checked in this order: validation.failed (amount min; ' +
      'percent min, max, fraction_digits; writeOffAccountId/writeOffCashFlowArticleId required, max_length), ' +
      'concurrency.conflict {entity: PaymentTolerance, id: organizationId} (rowVersion given and not the stored one), ' +
      'erp_default_connection_missing, validation.failed (writeOffAccountId/writeOffCashFlowArticleId unknown, ' +
      'writeOffAccountId not_of_article: checked against the default connection’s lists, read from the accounting ' +
      'system or its stored copy while it is unreachable). Turning it off with the stored target’s ids keeps that ' +
      'target unchecked. Errors also: not_found, forbidden.',
  })
  setPaymentTolerance(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver) organizationId: string,
    @Arg('input', () => SetPaymentToleranceInput) input: SetPaymentToleranceInput,
  ): Promise<PaymentToleranceDto> {
    return this.tolerances.set(ctx, organizationId, input);
  }
}

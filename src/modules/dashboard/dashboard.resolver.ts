import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Allow, on } from '../access/access.module';
import type { RequestContext } from '../../platform/context/request-context';
import { DashboardService } from './dashboard.service';
import { DashboardSummary } from './dto/dashboard-summary.type';
import { PaymentAnomaliesArgs } from './dto/payment-anomalies.args';
import { PaymentAnomalyPage } from './dto/payment-anomaly.type';

const CONTEXT_NOTE =
  'Needs the outlet context (X-Organization-Id and X-Location-Id headers) and location.bank_statements.view on ' +
  'that outlet; never platform-wide. Errors: the context.* codes.';

@Resolver()
export class DashboardResolver {
  constructor(private readonly dashboardService: DashboardService) {}

  @Allow('location.bank_statements.view', on.context())
  @Query(() => DashboardSummary, { description: `Operational summary of the selected outlet. ${CONTEXT_NOTE}` })
  dashboard(@Ctx() ctx: RequestContext): Promise<DashboardSummary> {
    return this.dashboardService.summary(ctx);
  }

  @Allow('location.bank_statements.view', on.context())
  @Query(() => PaymentAnomalyPage, {
    description: `Payment anomalies of the selected outlet, newest first. ${CONTEXT_NOTE}`,
  })
  paymentAnomalies(@Ctx() ctx: RequestContext, @Args() args: PaymentAnomaliesArgs): Promise<PaymentAnomalyPage> {
    return this.dashboardService.paymentAnomalies(ctx, args);
  }
}

import { UUIDResolver } from 'graphql-scalars';
import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Allow, on } from '../access/access.module';
import {
  AccountantWorkItemDto,
  AccountantWorkItemListArgs,
  AccountantWorkItemPage,
} from './dto/accountant-work-item.dto';
import { WorkItemsService } from './work-items.service';

const CONTEXT_NOTE =
  'Needs the outlet context (X-Organization-Id and X-Location-Id headers) and location.bank_statements.view on ' +
  'that outlet; never platform-wide. Errors: the context.* codes.';

/** The read side of the accountant work queue (docs/work-items.md §Endpoints). */
@Resolver(() => AccountantWorkItemDto)
export class WorkItemsResolver {
  constructor(private readonly workItems: WorkItemsService) {}

  @Allow('location.bank_statements.view', on.context())
  @Query(() => AccountantWorkItemPage, {
    description:
      'Work items of the context outlet (one per bank transaction), newest transaction first by default; state ' +
      `and reasons derived on read, in one SQL statement for any page size. ${CONTEXT_NOTE}`,
  })
  accountantWorkItems(
    @Ctx() ctx: RequestContext,
    @Args() args: AccountantWorkItemListArgs,
  ): Promise<AccountantWorkItemPage> {
    return this.workItems.list(ctx, args);
  }

  @Allow('location.bank_statements.view', on.context())
  @Query(() => AccountantWorkItemDto, {
    description: `One work item. A transaction that is unknown or outside the context outlet: accountant_work_item.not_found (404). ${CONTEXT_NOTE}`,
  })
  accountantWorkItem(
    @Ctx() ctx: RequestContext,
    @Arg('bankTransactionId', () => UUIDResolver) bankTransactionId: string,
  ): Promise<AccountantWorkItemDto> {
    return this.workItems.get(ctx, bankTransactionId);
  }
}

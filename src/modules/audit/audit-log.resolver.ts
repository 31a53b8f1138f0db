import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { AuditLogService } from './audit-log.service';
import { AuditLogArgs } from './dto/audit-log.args';
import { AuditLogEntryPage } from './dto/audit-log-entry.type';
import { Allow, on } from '../access/access.module';

@Resolver()
export class AuditLogResolver {
  constructor(private readonly auditLogService: AuditLogService) {}

  @Allow('audit.view', on.reach())
  @Query(() => AuditLogEntryPage, {
    description:
      'The audit log, newest first. Platform users see every entry; others the entries of the organizations their ' +
      'organization assignments reach (with descendants) and of their assigned outlets. Platform-level entries ' +
      '(organizationId null) only for platform users.',
  })
  auditLog(@Ctx() ctx: RequestContext, @Args() args: AuditLogArgs): Promise<AuditLogEntryPage> {
    return this.auditLogService.list(ctx, args);
  }
}

import { UUIDResolver } from 'graphql-scalars';
import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { PageArgs } from '../../platform/graphql/paging';
import { DocumentSyncService } from './document-sync.service';
import {
  CounterpartyArgs,
  DebtArgs,
  DocumentSyncArgs,
  ErpCounterpartyPage,
  ErpDebtPage,
  ErpDocumentSyncRunDto,
  ErpDocumentSyncRunPage,
  ErpSupplierSyncRunDto,
  ErpSupplierSyncRunPage,
  SupplierSyncRunArgs,
} from './dto/erp-sync.dto';
import { ErpSnapshotReadService } from './erp-snapshot-read.service';
import { SupplierSyncService } from './supplier-sync.service';
import { Allow, on } from '../access/access.module';
import { erpConnectionResource } from '../erp-connection/erp-connection.module';

const byConnectionId = on.resource(erpConnectionResource, (args) => args.connectionId);
const byArgsOrganization = on.contextOrganization((args) => args.organizationId);

const ORGANIZATION_NOTE = 'The organization; the X-Organization-Id header when absent.';
const READ_NOTE =
  'The organization is the organizationId argument (REST query) or the X-Organization-Id header; needs ' +
  'erp.connections.view on it. Errors: context.organization.required, not_found, forbidden.';
const RUN_NOTE =
  'Answers the finished run: a failure of the accounting system is a run with status Failed and a safe ' +
  'errorMessage (HTTP 200), never an error. Needs erp.connections.manage on the connection’s organization. ' +
  'Errors: not_found (unknown connection), forbidden (outside the caller’s scope), workflow.locked (deleted).';

/**
 * Supplier and document sync with their histories, counterparties and open debts (docs/erp-sync.md). The sync mutations
 * are not @Transactional: the services commit the run before the remote calls and the results after them.
 */
@Resolver()
export class ErpSyncResolver {
  constructor(
    private readonly supplierSync: SupplierSyncService,
    private readonly documentSync: DocumentSyncService,
    private readonly reads: ErpSnapshotReadService,
  ) {}

  @Allow('erp.connections.manage', byConnectionId)
  @Mutation(() => ErpSupplierSyncRunDto, {
    description: `Syncs the connection’s suppliers into the snapshot: incremental catch-up from the revision the last successful run reached, or a full re-read with full=true (the first run is always full). ${RUN_NOTE}`,
  })
  syncErpSuppliers(
    @Ctx() ctx: RequestContext,
    @Arg('connectionId', () => UUIDResolver) connectionId: string,
    @Arg('full', () => Boolean, { defaultValue: false }) full: boolean,
  ): Promise<ErpSupplierSyncRunDto> {
    return this.supplierSync.sync(ctx, connectionId, full);
  }

  @Allow('erp.connections.view', byArgsOrganization)
  @Query(() => ErpSupplierSyncRunPage, {
    description: 'Supplier sync runs of the organization (optionally one connection), newest first. ' + READ_NOTE,
  })
  erpSupplierSyncRuns(@Ctx() ctx: RequestContext, @Args() args: SupplierSyncRunArgs): Promise<ErpSupplierSyncRunPage> {
    return this.reads.supplierRuns(ctx, args);
  }

  @Allow('erp.connections.view', byArgsOrganization)
  @Query(() => ErpCounterpartyPage, {
    description:
      'Suppliers from the snapshot of the organization’s live connections, by name. When the snapshot is empty the ' +
      'catalog is read live from the chosen or default connection (fromSnapshot false). Errors: erp_unavailable. ' +
      READ_NOTE,
  })
  erpCounterparties(@Ctx() ctx: RequestContext, @Args() args: CounterpartyArgs): Promise<ErpCounterpartyPage> {
    return this.reads.counterparties(ctx, args);
  }

  @Allow('erp.connections.manage', byConnectionId)
  @Mutation(() => ErpDocumentSyncRunDto, {
    description: `Syncs the connection’s documents of the period into the snapshots, soft by default: fresh unchanged outgoing snapshots are reused unless forceRefresh. ${RUN_NOTE} A period with from after to: validation.failed.`,
  })
  syncErpDocuments(@Ctx() ctx: RequestContext, @Args() args: DocumentSyncArgs): Promise<ErpDocumentSyncRunDto> {
    return this.documentSync.sync(ctx, args);
  }

  @Allow('erp.connections.view', byConnectionId)
  @Query(() => ErpDocumentSyncRunPage, {
    description:
      'Document sync runs of one connection, newest first. Needs erp.connections.view on its organization. ' +
      'Errors: not_found, forbidden.',
  })
  erpConnectionDocumentSyncRuns(
    @Ctx() ctx: RequestContext,
    @Arg('connectionId', () => UUIDResolver) connectionId: string,
    @Args() args: PageArgs,
  ): Promise<ErpDocumentSyncRunPage> {
    return this.reads.documentRunsOf(ctx, connectionId, args);
  }

  @Allow('erp.connections.view', byArgsOrganization)
  @Query(() => ErpDocumentSyncRunPage, {
    description:
      'Legacy history: document sync runs of the organization’s default connection, newest first; empty without one. ' +
      READ_NOTE,
  })
  erpDocumentSyncRuns(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver, { nullable: true, description: ORGANIZATION_NOTE })
    _organizationId: string | null,
    @Args() args: PageArgs,
  ): Promise<ErpDocumentSyncRunPage> {
    return this.reads.defaultDocumentRuns(ctx, args);
  }

  @Allow('erp.connections.view', byArgsOrganization)
  @Query(() => ErpDebtPage, {
    description:
      'Open debts of the organization from the document snapshots: processed, not deleted, unpaid amount above 0; ' +
      'oldest document first. ' +
      READ_NOTE,
  })
  erpDebts(@Ctx() ctx: RequestContext, @Args() args: DebtArgs): Promise<ErpDebtPage> {
    return this.reads.debts(ctx, args);
  }
}

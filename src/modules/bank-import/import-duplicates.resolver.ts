import { UUIDResolver } from 'graphql-scalars';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { DuplicateCandidatesService } from './duplicate-candidates.service';
import { BankDuplicateCandidateDto, BankDuplicateCandidateMutationResultDto } from './dto/duplicate-candidate.dto';
import { Allow, on } from '../access/access.module';
import { duplicateCandidateResource, importResource } from './import-resources';

/** Transaction-level duplicate candidates, checked on the outlet of the import or candidate named. */
const byCandidateId = on.resource(duplicateCandidateResource, (args) => args.candidateId);

@Resolver()
export class ImportDuplicatesResolver {
  constructor(private readonly duplicates: DuplicateCandidatesService) {}

  @Allow('location.bank_statements.view', on.resource(importResource, (args) => args.importId))
  @Query(() => [BankDuplicateCandidateDto], {
    description:
      'Duplicate transaction candidates the import takes part in, on either side (location.bank_statements.view).',
  })
  bankImportDuplicates(
    @Ctx() ctx: RequestContext,
    @Arg('importId', () => UUIDResolver) importId: string,
  ): Promise<BankDuplicateCandidateDto[]> {
    return this.duplicates.listForImport(ctx, importId);
  }

  @Allow('location.bank_statements.upload', byCandidateId)
  @Transactional()
  @Mutation(() => BankDuplicateCandidateMutationResultDto, {
    description:
      'Confirms an Open candidate: the newer transaction is excluded from matching unless already matched; nothing ' +
      'is deleted (location.bank_statements.upload). Not Open: workflow.invalid_transition.',
  })
  confirmBankDuplicateCandidate(
    @Ctx() ctx: RequestContext,
    @Arg('candidateId', () => UUIDResolver) candidateId: string,
  ): Promise<BankDuplicateCandidateMutationResultDto> {
    return this.duplicates.decide(ctx, candidateId, 'Confirmed');
  }

  @Allow('location.bank_statements.upload', byCandidateId)
  @Transactional()
  @Mutation(() => BankDuplicateCandidateMutationResultDto, {
    description:
      'Dismisses an Open candidate: both transactions stay as they are (location.bank_statements.upload). Not Open: ' +
      'workflow.invalid_transition.',
  })
  dismissBankDuplicateCandidate(
    @Ctx() ctx: RequestContext,
    @Arg('candidateId', () => UUIDResolver) candidateId: string,
  ): Promise<BankDuplicateCandidateMutationResultDto> {
    return this.duplicates.decide(ctx, candidateId, 'Dismissed');
  }
}

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar. */
  DateTime: { input: string; output: string };
  /** The `JSONObject` scalar type represents JSON objects as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown> };
  /** The `SafeInt` scalar type represents non-fractional signed whole numeric values that are considered safe as defined by the ECMAScript specification. */
  SafeInt: { input: number; output: number };
  /** A field whose value is a generic Universally Unique Identifier: https://en.wikipedia.org/wiki/Universally_unique_identifier. */
  UUID: { input: string; output: string };
  /** The `Upload` scalar type represents a file upload. */
  Upload: { input: unknown; output: unknown };
};

/** Accepts an invitation: sets the password and display name of the invited user. */
export type AcceptInviteInput = {
  displayName: Scalars['String']['input'];
  inviteToken: Scalars['String']['input'];
  /** At least 8 characters. */
  password: Scalars['String']['input'];
};

export type AccountantApproveAndQueueInput = {
  /** Queue a risky proposal (e.g. a partial payment) anyway. */
  acceptRisk?: Scalars['Boolean']['input'];
  /** Of the live allocation, when there is one. Stale: concurrency.conflict. */
  expectedAllocationRowVersion?: InputMaybe<Scalars['Int']['input']>;
  /** Accepted and not needed: approve-and-queue never changes a posting that already exists (its approval is the posting's own operation). */
  expectedPostingRowVersion?: InputMaybe<Scalars['Int']['input']>;
  /** Stale: concurrency.conflict, nothing changed. */
  expectedTransactionRowVersion?: InputMaybe<Scalars['Int']['input']>;
  /** 1–100 characters. The same key for the same transaction never queues twice: a replay answers AlreadyQueued, Processing, AlreadyCompleted or the mapped outcome. */
  idempotencyKey: Scalars['String']['input'];
  /** The lines to pay; without them the single safe full-amount proposal, or NeedsAttention. */
  lines?: InputMaybe<Array<AllocationLineInput>>;
  /** As previewed; a different proposal now gives NeedsAttention. */
  proposalHash?: InputMaybe<Scalars['String']['input']>;
  /** Stored on the new posting; without it, the posting preview's suggestion (the outlet's last one). With neither the payment is still queued (warning posting_write_target_required): the posting's approval needs it. */
  writeTarget?: InputMaybe<AccountantWorkItemWriteTargetInput>;
};

export type AccountantApproveAndQueueResult = {
  __typename?: 'AccountantApproveAndQueueResult';
  allocationId?: Maybe<Scalars['UUID']['output']>;
  /** The proposal needs acceptRisk; nothing was changed. */
  isRisky: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  /** One of Queued, Processing, NeedsAttention, Blocked, AlreadyQueued, AlreadyCompleted. */
  outcome: Scalars['String']['output'];
  postingId?: Maybe<Scalars['UUID']['output']>;
  warnings: Array<AccountantWorkItemWarning>;
  /** The item after the call. */
  workItem: AccountantWorkItem;
};

export type AccountantPaymentRunApproveInput = {
  /** 1–60 characters [A-Za-z0-9._-]. Each item is approved and queued with the key correlationId:bankTransactionId, so submitting the same run again queues nothing twice. */
  correlationId: Scalars['String']['input'];
  /** 1–100 items. */
  items: Array<AccountantPaymentRunItemInput>;
};

export type AccountantPaymentRunApproveResult = {
  __typename?: 'AccountantPaymentRunApproveResult';
  correlationId: Scalars['String']['output'];
  /** NeedsAttention or Blocked, or refused (its error code in the message). */
  failedCount: Scalars['Int']['output'];
  /** In the order of the request. */
  results: Array<AccountantPaymentRunItemResult>;
  /** Already queued, processing or completed (a repeated submit). */
  skippedCount: Scalars['Int']['output'];
  /** Queued by this call. */
  succeededCount: Scalars['Int']['output'];
};

export type AccountantPaymentRunEligibleItem = {
  __typename?: 'AccountantPaymentRunEligibleItem';
  /** Minor units. */
  amount: Scalars['SafeInt']['output'];
  bankTransactionId: Scalars['UUID']['output'];
  counterpartyName?: Maybe<Scalars['String']['output']>;
  /** The invoice paid (for an allocation of several documents, their numbers joined). */
  documentNumber: Scalars['String']['output'];
  /** Pass it back to approve: a changed transaction or proposal is not queued. */
  proposalHash: Scalars['String']['output'];
  transactionRowVersion: Scalars['Int']['output'];
};

export type AccountantPaymentRunExcludedItem = {
  __typename?: 'AccountantPaymentRunExcludedItem';
  bankTransactionId: Scalars['UUID']['output'];
  /** Stable codes: attention reasons, not_ready_for_approval, partial_payment… */
  reasons: Array<Scalars['String']['output']>;
};

export type AccountantPaymentRunItemInput = {
  bankTransactionId: Scalars['UUID']['input'];
  expectedTransactionRowVersion?: InputMaybe<Scalars['Int']['input']>;
  proposalHash?: InputMaybe<Scalars['String']['input']>;
};

export type AccountantPaymentRunItemResult = {
  __typename?: 'AccountantPaymentRunItemResult';
  allocationId?: Maybe<Scalars['UUID']['output']>;
  bankTransactionId: Scalars['UUID']['output'];
  message: Scalars['String']['output'];
  /** One of Queued, Processing, NeedsAttention, Blocked, AlreadyQueued, AlreadyCompleted. */
  outcome: Scalars['String']['output'];
  postingId?: Maybe<Scalars['UUID']['output']>;
};

/** No durable batch entity exists; nothing is changed. */
export type AccountantPaymentRunPreview = {
  __typename?: 'AccountantPaymentRunPreview';
  /** Of the eligible items; null when none is eligible. */
  currency?: Maybe<Scalars['String']['output']>;
  eligible: Array<AccountantPaymentRunEligibleItem>;
  eligibleCount: Scalars['Int']['output'];
  excluded: Array<AccountantPaymentRunExcludedItem>;
  excludedCount: Scalars['Int']['output'];
  /** Sum of the eligible amounts, minor units. */
  totalAmount: Scalars['SafeInt']['output'];
  warnings: Array<AccountantWorkItemWarning>;
};

export type AccountantPaymentRunPreviewInput = {
  /** At most 100. Without them: up to 100 ReadyForApproval items of the outlet. */
  bankTransactionIds?: InputMaybe<Array<Scalars['UUID']['input']>>;
  /** Only transactions of this import. */
  importId?: InputMaybe<Scalars['UUID']['input']>;
};

/** An accountant work item: one bank transaction of the outlet with its workflow state derived on every read from the transaction, its import, its live allocation and posting; no status is stored. docs/work-items.md has the states and the reason codes. */
export type AccountantWorkItem = {
  __typename?: 'AccountantWorkItem';
  /** The live (not Cancelled) allocation, if any. */
  allocationId?: Maybe<Scalars['UUID']['output']>;
  allocationStatus?: Maybe<Scalars['String']['output']>;
  /** Minor units. */
  amount: Scalars['SafeInt']['output'];
  /** Stable codes, most urgent first: write_outcome_unknown, payment_anomaly_open, posting_failed, balance_review_required, counterparty_match_required, counterparty_match_low_confidence, safe_proposal_missing, workflow_state_unresolved. Empty unless workflowState is Attention. */
  attentionReasons: Array<Scalars['String']['output']>;
  bankTransactionId: Scalars['UUID']['output'];
  capabilities: AccountantWorkItemCapabilities;
  counterpartyName?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  /** The bank text (purpose of payment). */
  description?: Maybe<Scalars['String']['output']>;
  /** Debit (money out) or Credit (money in). */
  direction: Scalars['String']['output'];
  importId: Scalars['UUID']['output'];
  locationId: Scalars['UUID']['output'];
  /** Unmatched, LowConfidence, AutoMatched, ManualMatched or Excluded. */
  matchStatus: Scalars['String']['output'];
  /** The counterparty rule that matched the transaction. */
  matchedRuleId?: Maybe<Scalars['UUID']['output']>;
  /** That rule's pattern as entered. */
  matchedRulePattern?: Maybe<Scalars['String']['output']>;
  /** One of ReconcilePosting, RetryPosting, ReviewImportBalance, MatchCounterparty, AllocateManually, Investigate, ApprovePosting, WaitForPosting, ApproveAndQueue, Prepare, None. */
  nextAction: Scalars['String']['output'];
  organizationId: Scalars['UUID']['output'];
  /** The posting of the live allocation, once queued. */
  postingId?: Maybe<Scalars['UUID']['output']>;
  postingStatus?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  transactionDate: Scalars['String']['output'];
  /** The rowVersion of the bank transaction (approve-and-queue guards on it). */
  transactionRowVersion: Scalars['Int']['output'];
  /** Excluded, Attention, Processing, Completed, ReadyForApproval, NeedsPreparation; decided in this order, so Excluded is never ready and any attention reason makes the item Attention. */
  workflowState: Scalars['String']['output'];
};

/** What the caller may do with the item now: the state allows it and the caller holds the permission. */
export type AccountantWorkItemCapabilities = {
  __typename?: 'AccountantWorkItemCapabilities';
  /** Approve-and-queue (payment.confirm): ReadyForApproval only. */
  canApproveAndQueue: Scalars['Boolean']['output'];
  /** Exclude (counterparty.match): no live allocation and not already Excluded. */
  canExclude: Scalars['Boolean']['output'];
  /** Prepare (payment_candidates.build): matched, no live allocation, not Excluded. */
  canPrepare: Scalars['Boolean']['output'];
};

/** A work item of the subscribed outlet may have changed; read it (or the list) again. */
export type AccountantWorkItemChange = {
  __typename?: 'AccountantWorkItemChange';
  /** The transaction whose work item changed; null when many may have (an import, a rematch). */
  bankTransactionId?: Maybe<Scalars['UUID']['output']>;
  /** Match, Allocation, Posting, Import or Rematch. */
  cause: Scalars['String']['output'];
  changedAtUtc: Scalars['DateTime']['output'];
  locationId: Scalars['UUID']['output'];
  organizationId: Scalars['UUID']['output'];
};

export type AccountantWorkItemPage = {
  __typename?: 'AccountantWorkItemPage';
  items: Array<AccountantWorkItem>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type AccountantWorkItemPrepareInput = {
  /** 1–100 characters; the same key answers the stored result (isIdempotentReplay). */
  idempotencyKey: Scalars['String']['input'];
};

export type AccountantWorkItemPrepareResult = {
  __typename?: 'AccountantWorkItemPrepareResult';
  /** How many candidate documents the rebuilt list holds. */
  candidateCount: Scalars['Int']['output'];
  /** True when the key was used before: the stored result, nothing rebuilt. */
  isIdempotentReplay: Scalars['Boolean']['output'];
  /** Null when no single open invoice takes the whole amount (the item then needs attention). */
  safeProposal?: Maybe<AccountantWorkItemSafeProposal>;
  /** The item as it is now. */
  workItem: AccountantWorkItem;
};

/** The one open invoice of the matched supplier in the outlet that takes the whole bank amount. */
export type AccountantWorkItemSafeProposal = {
  __typename?: 'AccountantWorkItemSafeProposal';
  /** Minor units: the whole bank amount. */
  amount: Scalars['SafeInt']['output'];
  /** The accounting system's document id. */
  documentId: Scalars['String']['output'];
  documentNumber: Scalars['String']['output'];
  /** SHA-256 of the transaction row version and the lines; approve-and-queue may pass it back. */
  proposalHash: Scalars['String']['output'];
};

export type AccountantWorkItemWarning = {
  __typename?: 'AccountantWorkItemWarning';
  /** A registry code (e.g. partial_payment, safe_proposal_missing) or an attention reason. */
  code: Scalars['String']['output'];
  documentId?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

/** The payment account and cash-flow article of the connection; names default to the lists. */
export type AccountantWorkItemWriteTargetInput = {
  accountId: Scalars['String']['input'];
  accountName?: InputMaybe<Scalars['String']['input']>;
  cashFlowArticleId: Scalars['String']['input'];
  cashFlowArticleName?: InputMaybe<Scalars['String']['input']>;
};

/** An allocation to save: the preview request plus an idempotency key. */
export type AllocationConfirmInput = {
  allocationMethod?: AllocationMethod;
  /** The bank transaction (UUID). Missing or blank: bank_transaction_required. */
  bankTransactionId?: InputMaybe<Scalars['String']['input']>;
  /** 1–100 characters. The same key for the same bank transaction answers the existing allocation, whatever the body. */
  idempotencyKey: Scalars['String']['input'];
  /** At most 500. */
  lines?: Array<AllocationLineInput>;
  /** Ignored: the stored transaction amount is the payment amount. */
  paymentAmount?: InputMaybe<Scalars['SafeInt']['input']>;
};

/** The outcome of a confirm: the saved allocation, or the existing one on a replay. */
export type AllocationConfirmResult = {
  __typename?: 'AllocationConfirmResult';
  allocationId: Scalars['UUID']['output'];
  /** False for an idempotent replay (REST 200 instead of 201). */
  created: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

/** One document and the part of the payment it takes. */
export type AllocationLineInput = {
  /** Minor units, at least 1. */
  allocatedAmount: Scalars['SafeInt']['input'];
  /** Informational; the snapshot’s amount is used. */
  documentAmount?: InputMaybe<Scalars['SafeInt']['input']>;
  /** The accounting system's document id; at most once per request. */
  documentId: Scalars['String']['input'];
  /** Informational; the snapshot’s number is used. */
  documentNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Manual: the lines as sent. AutomaticFifo with no lines: the oldest payable documents of the matched supplier first; explicit lines are never replaced. */
export type AllocationMethod = 'AutomaticFifo' | 'Manual';

/** The preview of an allocation. Nothing is written. hasOverpayment, hasUnderpayment and hasPartialPayments are legacy flags and must not drive accounting. */
export type AllocationPreview = {
  __typename?: 'AllocationPreview';
  allocatedAmount: Scalars['SafeInt']['output'];
  allocationMethod: AllocationMethod;
  bankTransactionId: Scalars['UUID']['output'];
  /** The first warning’s code when canConfirm is false. */
  blockReason?: Maybe<Scalars['String']['output']>;
  canConfirm: Scalars['Boolean']['output'];
  /** What goes to document lines. */
  documentSettlementAmount: Scalars['SafeInt']['output'];
  hasOverpayment: Scalars['Boolean']['output'];
  hasPartialPayments: Scalars['Boolean']['output'];
  hasUnderpayment: Scalars['Boolean']['output'];
  /** Debt left on the chosen documents after partial payments. */
  invoiceDebtRemaining: Scalars['SafeInt']['output'];
  lines: Array<AllocationPreviewLine>;
  /** The stored transaction amount. */
  paymentAmount: Scalars['SafeInt']['output'];
  /** paymentAmount − allocatedAmount (negative when over-assigned). */
  remainingAmount: Scalars['SafeInt']['output'];
  /** The part of the payment no open document of the supplier could take; non-zero blocks. */
  requiredSupplierAdvanceAmount: Scalars['SafeInt']['output'];
  /** Always 0: supplier advance transport is unavailable. */
  supplierAdvanceAmount: Scalars['SafeInt']['output'];
  /** Part of the bank amount with no destination; non-zero blocks. */
  unallocatedPaymentAmount: Scalars['SafeInt']['output'];
  warnings: Array<AllocationWarning>;
};

/** An allocation to preview: a bank transaction and how to split it over documents. */
export type AllocationPreviewInput = {
  allocationMethod?: AllocationMethod;
  /** The bank transaction (UUID). Missing or blank: bank_transaction_required. */
  bankTransactionId?: InputMaybe<Scalars['String']['input']>;
  /** At most 500. */
  lines?: Array<AllocationLineInput>;
  /** Ignored: the stored transaction amount is the payment amount. */
  paymentAmount?: InputMaybe<Scalars['SafeInt']['input']>;
};

export type AllocationPreviewLine = {
  __typename?: 'AllocationPreviewLine';
  allocatedAmount: Scalars['SafeInt']['output'];
  /** unpaidAmount − reservedAmount, at least 0. */
  availableAmount: Scalars['SafeInt']['output'];
  documentAmount: Scalars['SafeInt']['output'];
  documentId: Scalars['String']['output'];
  documentNumber: Scalars['String']['output'];
  /** unpaidAmount − allocatedAmount, at least 0: debt left, not money. */
  invoiceDebtRemainingAfter: Scalars['SafeInt']['output'];
  /** More than the document’s unpaid amount is allocated. */
  isOverpayment: Scalars['Boolean']['output'];
  /** Less than the document’s unpaid amount is paid. */
  isPartialPayment: Scalars['Boolean']['output'];
  paidAmount: Scalars['SafeInt']['output'];
  /** Before this payment; null for an unknown document. */
  paymentStatus?: Maybe<Scalars['String']['output']>;
  /** availableAmount − allocatedAmount, at least 0. */
  remainingAfterAllocation: Scalars['SafeInt']['output'];
  /** Reserved by live allocations of other payments. */
  reservedAmount: Scalars['SafeInt']['output'];
  sequence: Scalars['Int']['output'];
  unpaidAmount: Scalars['SafeInt']['output'];
  warningCodes: Array<Scalars['String']['output']>;
};

/** Every status but Cancelled and Reconciled reserves the document remainders and the bank transaction amount. */
export type AllocationStatus =
  | 'ApprovalRequired'
  | 'Approved'
  | 'Cancelled'
  | 'Confirmed'
  | 'Failed'
  | 'NeedsReview'
  | 'Posted'
  | 'PostingQueued'
  | 'Reconciled';

/** How many payment allocations of the outlet are in one status. */
export type AllocationStatusCount = {
  __typename?: 'AllocationStatusCount';
  /** Allocations of the outlet in this status; always above 0. */
  count: Scalars['Int']['output'];
  /** An allocation status: NeedsReview, Confirmed, ApprovalRequired, Approved, PostingQueued, Posted, Failed, Cancelled or Reconciled. */
  status: Scalars['String']['output'];
};

/** A typed reason the allocation cannot be confirmed as it stands. */
export type AllocationWarning = {
  __typename?: 'AllocationWarning';
  /** An error code of the registry, e.g. document_deleted, payment_not_fully_distributed. */
  code: Scalars['String']['output'];
  /** The document the warning is about; null for the payment. */
  documentId?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

/** Approve: rowVersion optional (a missing one keeps legacy behavior). */
export type ApproveAllocationInput = {
  /** Stale: concurrency.conflict. */
  rowVersion?: InputMaybe<Scalars['Int']['input']>;
};

/** An organization role (OrganizationAdmin, Accountant, Viewer) at the outlet of the path. */
export type AssignLocationRoleInput = {
  roleId: Scalars['UUID']['input'];
};

/** An organization role (OrganizationAdmin, Accountant, Viewer) in the organization of the path, optionally limited to one of its outlets. */
export type AssignOrganizationRoleInput = {
  locationId?: InputMaybe<Scalars['UUID']['input']>;
  roleId: Scalars['UUID']['input'];
};

/** A role in a scope: both ids null for MegaAdmin and MegaManager (platform scope); organizationId, and optionally an outlet of that organization, for OrganizationAdmin, Accountant and Viewer. */
export type AssignRoleInput = {
  locationId?: InputMaybe<Scalars['UUID']['input']>;
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
  roleId: Scalars['UUID']['input'];
};

/** One payment write or readback of a posting. */
export type AttemptRecord = {
  __typename?: 'AttemptRecord';
  /** Counts writes and readbacks separately, from 1. */
  attemptNumber: Scalars['Int']['output'];
  durationMs?: Maybe<Scalars['Int']['output']>;
  /** A registry code; never the accounting system text. */
  errorCode?: Maybe<Scalars['String']['output']>;
  /** Null while a write is being sent (or its worker died). */
  finishedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  /** write or readback. */
  kind: Scalars['String']['output'];
  /** write: Sending, Succeeded, Rejected, FailedBeforeSend, OutcomeUnknown. readback: Found, Absent, NotReflected, Failed. */
  outcome: Scalars['String']['output'];
  startedAtUtc: Scalars['DateTime']['output'];
};

/** One audit log entry; message and details are already masked. */
export type AuditLogEntry = {
  __typename?: 'AuditLogEntry';
  action: Scalars['String']['output'];
  createdAtUtc: Scalars['DateTime']['output'];
  /** The same details as a JSON object; null when none. */
  details?: Maybe<Scalars['JSONObject']['output']>;
  /** The details as the text of a JSON document (an object), as legacy clients parse it and as the CSV export writes it; null when the entry has none. */
  detailsJson?: Maybe<Scalars['String']['output']>;
  entityId?: Maybe<Scalars['String']['output']>;
  entityType: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
  locationId?: Maybe<Scalars['UUID']['output']>;
  message: Scalars['String']['output'];
  /** Null for platform-level entries. */
  organizationId?: Maybe<Scalars['UUID']['output']>;
  userEmail?: Maybe<Scalars['String']['output']>;
  userId?: Maybe<Scalars['UUID']['output']>;
};

export type AuditLogEntryPage = {
  __typename?: 'AuditLogEntryPage';
  items: Array<AuditLogEntry>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Tokens of a sign-in session. */
export type AuthSession = {
  __typename?: 'AuthSession';
  /** Bearer token for the Authorization header; short-lived. */
  accessToken: Scalars['String']['output'];
  accessTokenExpiresAtUtc: Scalars['DateTime']['output'];
  /** Opaque token for `refresh`; works once, a new one comes with every refresh. */
  refreshToken: Scalars['String']['output'];
  refreshTokenExpiresAtUtc: Scalars['DateTime']['output'];
  /** Always "Bearer". */
  tokenType: Scalars['String']['output'];
  user: SessionUser;
};

/** A transaction of a later import (transaction) whose fingerprint equals one of an earlier import of the same organization (duplicateOf). See docs/bank-imports.md for the fingerprint. */
export type BankDuplicateCandidate = {
  __typename?: 'BankDuplicateCandidate';
  candidateId: Scalars['ID']['output'];
  createdAtUtc: Scalars['DateTime']['output'];
  decidedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  decidedByUserId?: Maybe<Scalars['ID']['output']>;
  duplicateOf: BankDuplicateTransaction;
  duplicateOfImportId: Scalars['ID']['output'];
  duplicateOfTransactionId: Scalars['ID']['output'];
  importId: Scalars['ID']['output'];
  rowVersion: Scalars['Int']['output'];
  /** Open, Confirmed or Dismissed. */
  status: Scalars['String']['output'];
  transaction: BankDuplicateTransaction;
  transactionId: Scalars['ID']['output'];
};

/** A duplicate candidate after confirm or dismiss. */
export type BankDuplicateCandidateMutationResult = {
  __typename?: 'BankDuplicateCandidateMutationResult';
  candidateId: Scalars['ID']['output'];
  duplicateOfTransactionId: Scalars['ID']['output'];
  importId: Scalars['ID']['output'];
  rowVersion: Scalars['Int']['output'];
  /** Confirmed or Dismissed. */
  status: Scalars['String']['output'];
  transactionId: Scalars['ID']['output'];
};

/** Safe fields of one side of a duplicate candidate: accounts masked, no description or raw line. */
export type BankDuplicateTransaction = {
  __typename?: 'BankDuplicateTransaction';
  /** Statement account, masked (****1234). */
  accountNumberMasked?: Maybe<Scalars['String']['output']>;
  /** Positive, in minor units of the currency. */
  amount: Scalars['SafeInt']['output'];
  bankReference?: Maybe<Scalars['String']['output']>;
  /** Masked (****1234). */
  counterpartyAccountMasked?: Maybe<Scalars['String']['output']>;
  counterpartyName?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  /** Debit or Credit. */
  direction: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  importId: Scalars['ID']['output'];
  locationId: Scalars['ID']['output'];
  /** Unmatched, LowConfidence, AutoMatched, ManualMatched or Excluded. */
  matchStatus: Scalars['String']['output'];
  /** Booking date, YYYY-MM-DD. */
  transactionDate: Scalars['String']['output'];
  valueDate?: Maybe<Scalars['String']['output']>;
};

/** A bank statement import. */
export type BankImport = {
  __typename?: 'BankImport';
  /** At most the last 4 digits, `****1234`. */
  accountNumberMasked?: Maybe<Scalars['String']['output']>;
  /** Null when no statement states both balances. */
  balanceMatches?: Maybe<Scalars['Boolean']['output']>;
  balanceReviewOverridden: Scalars['Boolean']['output'];
  bankCode?: Maybe<Scalars['String']['output']>;
  /** Signed integer in minor units; single-statement imports only. */
  closingBalance?: Maybe<Scalars['SafeInt']['output']>;
  contentType?: Maybe<Scalars['String']['output']>;
  createdAtUtc: Scalars['DateTime']['output'];
  createdByUserId?: Maybe<Scalars['UUID']['output']>;
  /** ISO 4217 code when all statements share one. */
  currency?: Maybe<Scalars['String']['output']>;
  /** The stored original can still be downloaded (not removed, not expired). */
  fileAvailable: Scalars['Boolean']['output'];
  /** The sanitized original file name. */
  fileName: Scalars['String']['output'];
  /** Size of the original file in bytes. */
  fileSizeBytes: Scalars['SafeInt']['output'];
  formatCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['UUID']['output'];
  locationId: Scalars['UUID']['output'];
  /** Signed integer in minor units; single-statement imports only. */
  openingBalance?: Maybe<Scalars['SafeInt']['output']>;
  organizationId: Scalars['UUID']['output'];
  /** 0 to 1. */
  parseConfidence?: Maybe<Scalars['Float']['output']>;
  /** YYYY-MM-DD. */
  periodFrom?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  periodTo?: Maybe<Scalars['String']['output']>;
  rowVersion: Scalars['Int']['output'];
  /** Parsed, SuccessWithWarnings, Failed or UnsupportedFormat. */
  status: Scalars['String']['output'];
  transactionCount: Scalars['Int']['output'];
  /** Transactions of this import in statement order; batched across the imports of a list. */
  transactions: BankTransactionPage;
};

/** A bank statement import. */
export type BankImportTransactionsArgs = {
  direction?: InputMaybe<Scalars['String']['input']>;
  fromDate?: InputMaybe<Scalars['String']['input']>;
  matchStatus?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  toDate?: InputMaybe<Scalars['String']['input']>;
};

export type BankImportFormatHealth = {
  __typename?: 'BankImportFormatHealth';
  /** 0 to 1. */
  averageParseConfidence: Scalars['Float']['output'];
  bankCode?: Maybe<Scalars['String']['output']>;
  failedImports: Scalars['Int']['output'];
  formatCode: Scalars['String']['output'];
  importCount: Scalars['Int']['output'];
  successfulImports: Scalars['Int']['output'];
};

export type BankImportPage = {
  __typename?: 'BankImportPage';
  items: Array<BankImport>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Progress, then the result, of processing one uploaded statement. */
export type BankImportProgress = {
  __typename?: 'BankImportProgress';
  changedAtUtc: Scalars['DateTime']['output'];
  importId: Scalars['UUID']['output'];
  locationId: Scalars['UUID']['output'];
  organizationId: Scalars['UUID']['output'];
  /** Running (rows being read, not yet committed) or Completed (committed, with the status). */
  phase: Scalars['String']['output'];
  /** Transactions read so far (Running) or stored (Completed). */
  processedTransactions: Scalars['Int']['output'];
  /** The import status once Completed; null while Running. */
  status?: Maybe<Scalars['String']['output']>;
};

export type BankImportStatusCount = {
  __typename?: 'BankImportStatusCount';
  count: Scalars['Int']['output'];
  status: Scalars['String']['output'];
};

/** Safe fields of a transaction in a preview diff sample: accounts masked, no description or raw line. */
export type BankReprocessPreviewTransaction = {
  __typename?: 'BankReprocessPreviewTransaction';
  amount: Scalars['SafeInt']['output'];
  bankReference?: Maybe<Scalars['String']['output']>;
  /** For changed samples: the fields that differ (names only). */
  changedFields: Array<Scalars['String']['output']>;
  /** Masked (****1234). */
  counterpartyAccountMasked?: Maybe<Scalars['String']['output']>;
  counterpartyName?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  direction: Scalars['String']['output'];
  transactionDate: Scalars['String']['output'];
  valueDate?: Maybe<Scalars['String']['output']>;
};

/** Import health of an outlet: aggregate only, no descriptions, references, account numbers or file content. */
export type BankStatementImportHealthSummary = {
  __typename?: 'BankStatementImportHealthSummary';
  /** 0 to 1; 0 without any parsed import. */
  averageParseConfidence: Scalars['Float']['output'];
  /** Open transaction-level duplicate candidates at the outlet, awaiting a decision. */
  duplicateCandidateCount: Scalars['Int']['output'];
  /** Failed (UnsupportedFormat is counted apart). */
  failedImports: Scalars['Int']['output'];
  importsByBankFormat: Array<BankImportFormatHealth>;
  /** balanceMatches false and not overridden. */
  importsNeedingReview: Scalars['Int']['output'];
  lastFailedImportAtUtc?: Maybe<Scalars['DateTime']['output']>;
  lastSuccessfulImportAtUtc?: Maybe<Scalars['DateTime']['output']>;
  /** Parsed or SuccessWithWarnings. */
  successfulImports: Scalars['Int']['output'];
  totalImports: Scalars['Int']['output'];
  /** Transactions with matchStatus Unmatched or LowConfidence. */
  unmatchedTransactionCount: Scalars['Int']['output'];
  unsupportedFormatCount: Scalars['Int']['output'];
};

/** The quality report of a bank statement import: balance check and its review override, parse and detection confidence, warnings, and the totals of each statement. */
export type BankStatementImportQualityReport = {
  __typename?: 'BankStatementImportQualityReport';
  balanceMatches?: Maybe<Scalars['Boolean']['output']>;
  balanceReviewOverridden: Scalars['Boolean']['output'];
  bankCode?: Maybe<Scalars['String']['output']>;
  closingBalance?: Maybe<Scalars['SafeInt']['output']>;
  creditsTotal: Scalars['SafeInt']['output'];
  debitsTotal: Scalars['SafeInt']['output'];
  /** 0 to 1. */
  detectionConfidence?: Maybe<Scalars['Float']['output']>;
  formatCode?: Maybe<Scalars['String']['output']>;
  importId: Scalars['UUID']['output'];
  openingBalance?: Maybe<Scalars['SafeInt']['output']>;
  /** 0 to 1. */
  parseConfidence?: Maybe<Scalars['Float']['output']>;
  parserVersion?: Maybe<Scalars['String']['output']>;
  reviewOverriddenAtUtc?: Maybe<Scalars['DateTime']['output']>;
  reviewOverriddenByUserId?: Maybe<Scalars['UUID']['output']>;
  reviewOverrideReason?: Maybe<Scalars['String']['output']>;
  rowVersion: Scalars['Int']['output'];
  statements: Array<BankStatementQualityStatement>;
  status: Scalars['String']['output'];
  /** Operator-facing notes; never raw file content. */
  warnings: Array<Scalars['String']['output']>;
};

/** The result of a bank statement upload. A file already imported for the organization creates nothing: isDuplicate is true and importId is the existing import. */
export type BankStatementImportUploadResult = {
  __typename?: 'BankStatementImportUploadResult';
  /** Operator-facing reason of Failed or UnsupportedFormat. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  errors: Array<Scalars['String']['output']>;
  existingImportId?: Maybe<Scalars['ID']['output']>;
  importId: Scalars['ID']['output'];
  isDuplicate: Scalars['Boolean']['output'];
  /** Human text for duplicates; not for machines. */
  message?: Maybe<Scalars['String']['output']>;
  /** Parsed, SuccessWithWarnings, Failed or UnsupportedFormat. */
  status: Scalars['String']['output'];
};

/** One statement of an import file; account masked. */
export type BankStatementQualityStatement = {
  __typename?: 'BankStatementQualityStatement';
  /** At most the last 4 digits, `****1234`. */
  accountNumberMasked?: Maybe<Scalars['String']['output']>;
  /** Null when the statement does not state both balances. */
  balanceMatches?: Maybe<Scalars['Boolean']['output']>;
  /** Signed minor units. */
  closingBalance?: Maybe<Scalars['SafeInt']['output']>;
  /** Sum of Credit amounts, minor units. */
  creditsTotal: Scalars['SafeInt']['output'];
  currency?: Maybe<Scalars['String']['output']>;
  /** Sum of Debit amounts, minor units. */
  debitsTotal: Scalars['SafeInt']['output'];
  /** Signed minor units. */
  openingBalance?: Maybe<Scalars['SafeInt']['output']>;
  /** YYYY-MM-DD. */
  periodFrom?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  periodTo?: Maybe<Scalars['String']['output']>;
  transactionCount: Scalars['Int']['output'];
};

/** Aggregated quality counters of the context outlet. */
export type BankStatementQualitySummary = {
  __typename?: 'BankStatementQualitySummary';
  /** 0 to 1; null without any detected format. */
  averageDetectionConfidence?: Maybe<Scalars['Float']['output']>;
  /** 0 to 1; null without any parsed import. */
  averageParseConfidence?: Maybe<Scalars['Float']['output']>;
  /** Every status, zero counts included. */
  importsByStatus: Array<BankImportStatusCount>;
  /** balanceMatches false and not overridden. */
  importsNeedingReview: Scalars['Int']['output'];
  importsWithWarnings: Scalars['Int']['output'];
  locationId: Scalars['UUID']['output'];
  organizationId: Scalars['UUID']['output'];
  reviewOverriddenCount: Scalars['Int']['output'];
  totalImports: Scalars['Int']['output'];
};

/** A reprocess preview of an import: today’s parser run on the stored original, compared with the stored transactions by fingerprint. Read-only: nothing else changes; there is no apply. */
export type BankStatementReprocessPreview = {
  __typename?: 'BankStatementReprocessPreview';
  addedCount: Scalars['Int']['output'];
  /** At most 10. */
  addedSamples: Array<BankReprocessPreviewTransaction>;
  /** Bank or dialect detected now. */
  bankCode?: Maybe<Scalars['String']['output']>;
  changedCount: Scalars['Int']['output'];
  /** At most 10; the preview side. */
  changedSamples: Array<BankReprocessPreviewTransaction>;
  createdAtUtc: Scalars['DateTime']['output'];
  createdByUserId?: Maybe<Scalars['ID']['output']>;
  detectionConfidence?: Maybe<Scalars['Float']['output']>;
  /** Why the preview run failed (Failed). */
  errorSummary?: Maybe<Scalars['String']['output']>;
  existingTransactionCount: Scalars['Int']['output'];
  /** Format detected now. */
  formatCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  importId: Scalars['ID']['output'];
  /** Set when the original file is unavailable. */
  operatorMessage?: Maybe<Scalars['String']['output']>;
  parseConfidence?: Maybe<Scalars['Float']['output']>;
  /** Parser version that produced the preview. */
  parserVersion?: Maybe<Scalars['String']['output']>;
  previewTransactionCount: Scalars['Int']['output'];
  removedCount: Scalars['Int']['output'];
  /** At most 10. */
  removedSamples: Array<BankReprocessPreviewTransaction>;
  /** Completed, Failed or OriginalFileUnavailable. */
  status: Scalars['String']['output'];
  storedBankCode?: Maybe<Scalars['String']['output']>;
  storedFormatCode?: Maybe<Scalars['String']['output']>;
  /** Parser version that produced the stored transactions. */
  storedParserVersion?: Maybe<Scalars['String']['output']>;
  unchangedCount: Scalars['Int']['output'];
  warningCount: Scalars['Int']['output'];
  /** Operator-facing parser warnings of the preview run. */
  warnings: Array<Scalars['String']['output']>;
};

/** A bank transaction of an import. */
export type BankTransaction = {
  __typename?: 'BankTransaction';
  /** The payment allocations of this transaction, newest first, Cancelled ones included (at most one other). Batched: one statement for any number of transactions. */
  allocations: Array<PaymentAllocation>;
  /** Positive integer in minor units. */
  amount: Scalars['SafeInt']['output'];
  bankReference?: Maybe<Scalars['String']['output']>;
  /** At most the last 4 digits, `****1234`. */
  counterpartyAccountMasked?: Maybe<Scalars['String']['output']>;
  counterpartyName?: Maybe<Scalars['String']['output']>;
  counterpartyTaxId?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** "Debit" money out, "Credit" money in. */
  direction: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
  importId: Scalars['UUID']['output'];
  locationId: Scalars['UUID']['output'];
  /** When the manual decision was made. */
  matchDecidedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  /** Who made the manual decision (ManualMatched, Excluded); null for automatic outcomes. */
  matchDecidedByUserId?: Maybe<Scalars['UUID']['output']>;
  /** Why the transaction is in its match state: tax_id, rule, name_exact (AutoMatched); conflicting_evidence, weak_name_similarity (LowConfidence); no_evidence (Unmatched); manual (ManualMatched); excluded, duplicate_confirmed (Excluded). See docs/counterparty-matching.md. */
  matchReason: Scalars['String']['output'];
  /** The evidence behind matchReason, strongest first; empty for Unmatched and Excluded. */
  matchSignals: Array<CounterpartyMatchSignal>;
  /** Unmatched, LowConfidence, AutoMatched, ManualMatched or Excluded. */
  matchStatus: Scalars['String']['output'];
  matchedCounterpartyId?: Maybe<Scalars['String']['output']>;
  matchedCounterpartyName?: Maybe<Scalars['String']['output']>;
  /** The rule that matched this transaction (matchedRuleId), active or not; null otherwise. Batched: one statement for any number of transactions. */
  matchedRule?: Maybe<CounterpartyRule>;
  /** The rule that matched it (AutoMatched by a rule). */
  matchedRuleId?: Maybe<Scalars['UUID']['output']>;
  organizationId: Scalars['UUID']['output'];
  rowVersion: Scalars['Int']['output'];
  /** YYYY-MM-DD. */
  transactionDate: Scalars['String']['output'];
};

export type BankTransactionPage = {
  __typename?: 'BankTransactionPage';
  items: Array<BankTransaction>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type BulkLicenseRevokeInput = {
  /** 1–100 license ids; answered in this order. A repeated id is revoked once (later: alreadyApplied). */
  licenseIds: Array<Scalars['UUID']['input']>;
  /** 1–64 characters of `[A-Za-z0-9_.:-]`. */
  reasonCode: Scalars['String']['input'];
};

/** Cancel: a non-blank reason (else validation.failed), rowVersion optional. */
export type CancelAllocationInput = {
  /** At most 1000 characters; kept on the allocation and audited. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** Stale: concurrency.conflict. */
  rowVersion?: InputMaybe<Scalars['Int']['input']>;
};

/** An offer of a product; its terms live in its versions. */
export type CatalogOffer = {
  __typename?: 'CatalogOffer';
  createdAtUtc: Scalars['DateTime']['output'];
  id: Scalars['UUID']['output'];
  name: Scalars['String']['output'];
  productId: Scalars['UUID']['output'];
};

/** The terms of an offer, numbered per offer. Published versions are immutable. */
export type CatalogOfferVersion = {
  __typename?: 'CatalogOfferVersion';
  createdAtUtc: Scalars['DateTime']['output'];
  id: Scalars['UUID']['output'];
  offerId: Scalars['UUID']['output'];
  /** Lowercase hex SHA-256 of the canonical policy JSON (docs/licensing.md "Catalog"); null while Draft. */
  policySnapshotHash?: Maybe<Scalars['String']['output']>;
  /** Format of the policy snapshot; null while Draft. */
  policySnapshotVersion?: Maybe<Scalars['Int']['output']>;
  publishedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  /** Seats shared by every tariff of the version. Integer ≥ 0, or null: never issuable. */
  sharedSeatPool?: Maybe<Scalars['Int']['output']>;
  state: OfferVersionState;
  tariffs: Array<CatalogTariff>;
  validityDays: Scalars['Int']['output'];
  /** 1, 2, … per offer, in creation order. */
  version: Scalars['Int']['output'];
};

/** A product of the caller's vendor tenant. */
export type CatalogProduct = {
  __typename?: 'CatalogProduct';
  /** As written at creation; 1–64 characters: letters of either case, digits, `-`, `_` and `.`, starting with a letter or digit (`^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$`). Unique in the tenant regardless of case. */
  code: Scalars['String']['output'];
  createdAtUtc: Scalars['DateTime']['output'];
  id: Scalars['UUID']['output'];
  name: Scalars['String']['output'];
};

export type CatalogProductPage = {
  __typename?: 'CatalogProductPage';
  items: Array<CatalogProduct>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type CatalogTariff = {
  __typename?: 'CatalogTariff';
  /** As written at creation; unique in the version regardless of case. */
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Seats of this tariff per customer. Integer ≥ 0, or null: never issuable. */
  seatLimit?: Maybe<Scalars['Int']['output']>;
};

export type CatalogTariffInput = {
  /** 1–64 characters: letters of either case, digits, `-`, `_` and `.`, starting with a letter or digit (`^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$`). Kept as written; unique in the version regardless of case. */
  code: Scalars['String']['input'];
  /** 1–200 characters, not blank. */
  name: Scalars['String']['input'];
  /** Integer ≥ 0, or null/omitted: never issuable. */
  seatLimit?: InputMaybe<Scalars['Int']['input']>;
};

/** An outlet the caller may select as context. */
export type ContextLocation = {
  __typename?: 'ContextLocation';
  code: Scalars['String']['output'];
  /** Inactive outlets are listed for orientation but cannot be selected. */
  isActive: Scalars['Boolean']['output'];
  locationId: Scalars['UUID']['output'];
  name: Scalars['String']['output'];
};

/** The contexts the caller may select (GET /api/auth/context). */
export type ContextOptions = {
  __typename?: 'ContextOptions';
  /** Set only when there is exactly one sensible choice: exactly one organization is offered and it has exactly one active outlet (that outlet), or no active outlet and organization-wide access (organization-wide mode). A hint only: the server stores no context. */
  autoSelectedContext?: Maybe<SelectedContext>;
  /** Active and suspended organizations in the effective scope, by name; archived ones are not offered. */
  organizations: Array<ContextOrganization>;
  /** True whenever autoSelectedContext is null, also when nothing at all is offered. */
  requiresSelection: Scalars['Boolean']['output'];
};

/** An organization the caller may select as context, with its selectable outlets. */
export type ContextOrganization = {
  __typename?: 'ContextOrganization';
  /** True with an organization-scope assignment (reaching it directly or through a parent) or a platform role: every outlet is listed and locationId null (organization-wide mode) may be selected. False when only outlet assignments reach it: only those outlets are listed. */
  allowOrganizationWideContext: Scalars['Boolean']['output'];
  locations: Array<ContextLocation>;
  organizationId: Scalars['UUID']['output'];
  organizationName: Scalars['String']['output'];
};

/** One piece of evidence of a match, for one counterparty of the accounting system. */
export type CounterpartyMatchSignal = {
  __typename?: 'CounterpartyMatchSignal';
  /** The supplier id in the accounting system. */
  counterpartyId: Scalars['String']['output'];
  counterpartyName: Scalars['String']['output'];
  /** TaxId, Rule, NameExact, NameSimilarity or Manual. */
  kind: Scalars['String']['output'];
  /** The rule id of a Rule signal. */
  ruleId?: Maybe<Scalars['String']['output']>;
  /** 1 for exact evidence; the word similarity (0.5–1) for NameSimilarity. */
  score: Scalars['Float']['output'];
  /** What was compared: the tax id (TaxId), the rule pattern (Rule), the supplier name (NameExact, NameSimilarity), the deciding user id (Manual). */
  value: Scalars['String']['output'];
};

/** The bank transaction of a revert or unexclude. */
export type CounterpartyMatchTargetInput = {
  /** The bank transaction (UUID). Missing or blank: bank_transaction_required; not a UUID: validation.failed. */
  bankTransactionId?: InputMaybe<Scalars['String']['input']>;
  /** The rowVersion of the transaction as read; a stale one is concurrency.conflict {entity: BankTransaction, id}. */
  expectedRowVersion?: InputMaybe<Scalars['Int']['input']>;
};

/** Progress, then the result, of rematching an organization after a counterparty rule changed. */
export type CounterpartyRematchProgress = {
  __typename?: 'CounterpartyRematchProgress';
  changedAtUtc: Scalars['DateTime']['output'];
  changedTransactions: Scalars['Int']['output'];
  examinedTransactions: Scalars['Int']['output'];
  organizationId: Scalars['UUID']['output'];
  /** Running (not yet committed) or Completed (committed). */
  phase: Scalars['String']['output'];
  /** The rule whose change (create, update, activate, deactivate) rematched. */
  ruleId: Scalars['UUID']['output'];
};

/** A rule of one organization: transactions of that organization whose normalized counterparty name contains the normalized pattern (as whole, contiguous words) are matched to the counterparty (docs/counterparty-matching.md). */
export type CounterpartyRule = {
  __typename?: 'CounterpartyRule';
  createdAtUtc: Scalars['DateTime']['output'];
  createdByUserId?: Maybe<Scalars['UUID']['output']>;
  /** When it was last deactivated; null while active. */
  deactivatedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  /** The supplier id in the accounting system. */
  erpCounterpartyId: Scalars['String']['output'];
  erpCounterpartyName: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
  /** Only active rules take part in automatic matching. */
  isActive: Scalars['Boolean']['output'];
  /** The pattern after normalizeCounterpartyName: what is compared, and what equivalence uses. */
  normalizedPattern: Scalars['String']['output'];
  organizationId: Scalars['UUID']['output'];
  /** The pattern as entered (trimmed). */
  pattern: Scalars['String']['output'];
  /** Optimistic concurrency token; pass it as expectedRowVersion. */
  rowVersion: Scalars['Int']['output'];
  /** The transaction the rule was created from, if any. */
  sourceTransactionId?: Maybe<Scalars['UUID']['output']>;
  updatedAtUtc: Scalars['DateTime']['output'];
};

/** An active rule that overlaps the previewed pattern. */
export type CounterpartyRuleConflict = {
  __typename?: 'CounterpartyRuleConflict';
  /** Undecided transactions of the organization both rules would match. */
  overlappingTransactionCount: Scalars['Int']['output'];
  /** SamePattern (equal normalized patterns), Broader (the existing rule’s words occur inside the new pattern), Narrower (the new pattern occurs inside the existing rule), SharedTransactions (neither contains the other but some undecided transaction name matches both). */
  relation: Scalars['String']['output'];
  rule: CounterpartyRule;
  /** Whether the existing rule names the same counterparty id. */
  sameCounterparty: Scalars['Boolean']['output'];
};

/** What creating a rule with this pattern would meet; computed read-only, nothing is written. */
export type CounterpartyRuleConflictPreview = {
  __typename?: 'CounterpartyRuleConflictPreview';
  /** Overlapping active rules, by relation then pattern. */
  conflicts: Array<CounterpartyRuleConflict>;
  /** The equivalent rule (same normalized pattern and counterparty id, active or not); null without one. */
  equivalentRule?: Maybe<CounterpartyRule>;
  /** Undecided transactions (Unmatched, LowConfidence, AutoMatched) whose normalized name contains the pattern. */
  matchingTransactionCount: Scalars['Int']['output'];
  normalizedPattern: Scalars['String']['output'];
  pattern: Scalars['String']['output'];
};

/** A pattern to preview before creating a rule. */
export type CounterpartyRuleConflictPreviewInput = {
  /** The counterparty the rule would name: finds the equivalent rule and sets sameCounterparty. */
  erpCounterpartyId?: InputMaybe<Scalars['String']['input']>;
  /** The organization; the X-Organization-Id header when absent. */
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
  /** Required; must normalize to at least one word (pattern_required). */
  pattern?: InputMaybe<Scalars['String']['input']>;
};

export type CounterpartyRulePage = {
  __typename?: 'CounterpartyRulePage';
  items: Array<CounterpartyRule>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** The outcome of a rule write. */
export type CounterpartyRuleResult = {
  __typename?: 'CounterpartyRuleResult';
  /** True when an equivalent rule (same organization, normalized pattern and counterparty id) already existed: nothing was created; a deactivated equivalent was reactivated. */
  alreadyExists: Scalars['Boolean']['output'];
  /** Undecided transactions of the organization whose automatic match changed because of this write. */
  changedTransactionCount: Scalars['Int']['output'];
  rule: CounterpartyRule;
};

/** Optional optimistic-concurrency check of an activate or deactivate. */
export type CounterpartyRuleStateInput = {
  /** When given and not the rule’s current rowVersion: concurrency.conflict. */
  expectedRowVersion?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateCatalogOfferInput = {
  /** 1–200 characters, not blank. */
  name: Scalars['String']['input'];
  /** A product of the caller's tenant. */
  productId: Scalars['UUID']['input'];
};

export type CreateCatalogProductInput = {
  /** 1–64 characters: letters of either case, digits, `-`, `_` and `.`, starting with a letter or digit (`^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$`). Kept as written; unique in the tenant regardless of case. */
  code: Scalars['String']['input'];
  /** 1–200 characters, not blank. */
  name: Scalars['String']['input'];
};

/** A new child organization; its parent is the organization of the path. */
export type CreateChildOrganizationInput = {
  legalName?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  taxId?: InputMaybe<Scalars['String']['input']>;
};

/** A rule created from a manual match: the organization is the transaction’s. */
export type CreateCounterpartyRuleFromMatchInput = {
  /** The matched transaction. Required (bank_transaction_required); a UUID (else validation.failed). */
  bankTransactionId?: InputMaybe<Scalars['String']['input']>;
  /** The supplier id in the accounting system. Required (erp_counterparty_required); at most 100 characters. */
  erpCounterpartyId?: InputMaybe<Scalars['String']['input']>;
  /** The supplier name. Required (erp_counterparty_name_required); at most 500 characters. */
  erpCounterpartyName?: InputMaybe<Scalars['String']['input']>;
  /** Required; must normalize to at least one word (else pattern_required); at most 500 characters. */
  pattern?: InputMaybe<Scalars['String']['input']>;
};

/** A rule created directly. */
export type CreateCounterpartyRuleInput = {
  /** The supplier id in the accounting system. Required (erp_counterparty_required); at most 100 characters. */
  erpCounterpartyId?: InputMaybe<Scalars['String']['input']>;
  /** The supplier name. Required (erp_counterparty_name_required); at most 500 characters. */
  erpCounterpartyName?: InputMaybe<Scalars['String']['input']>;
  /** The organization; the X-Organization-Id header when absent. */
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
  /** Required; must normalize to at least one word (else pattern_required); at most 500 characters. */
  pattern?: InputMaybe<Scalars['String']['input']>;
};

export type CreateCustomerSubscriptionInput = {
  /** The customer: an organization (any level). */
  customerOrganizationId: Scalars['UUID']['input'];
  /** A Published offer version of the caller's tenant. */
  offerVersionId: Scalars['UUID']['input'];
  status: SubscriptionStatus;
  /** One of the tariff codes of the version, in any case; stored and answered as the version spells it. */
  tariffCode: Scalars['String']['input'];
};

/** A new edge gateway of the caller’s vendor tenant. */
export type CreateEdgeGatewayInput = {
  /** 1–200 characters, not blank, no control characters. */
  name: Scalars['String']['input'];
};

/** A new connection; also the body of a probe. */
export type CreateErpConnectionInput = {
  /** http(s) base address of the accounting server, without credentials, query or fragment (for IikoServer the server root: the service appends /resto/…). */
  baseUrl: Scalars['String']['input'];
  /** ISO 4217 code of the documents’ amounts (3 capital letters). The IikoServer API carries no currency; the Reference dialect answers its own per document. */
  currency?: Scalars['String']['input'];
  /** How the service talks to the server; fixed for the connection’s life. */
  dialect?: ErpDialect;
  login: Scalars['String']['input'];
  name: Scalars['String']['input'];
  organizationId: Scalars['UUID']['input'];
  password: Scalars['String']['input'];
};

/** Invites an email to an organization role (optionally at one of its outlets). */
export type CreateInviteInput = {
  email: Scalars['String']['input'];
  /** An outlet of the organization, or null. */
  locationId?: InputMaybe<Scalars['UUID']['input']>;
  organizationId: Scalars['UUID']['input'];
  /** OrganizationAdmin, Accountant or Viewer. */
  roleId: Scalars['UUID']['input'];
};

/** A vendor tenant of the licensing context. */
export type CreateLicensingTenantInput = {
  /** 1–200 characters, not blank. */
  name: Scalars['String']['input'];
};

/** A new outlet; it starts active. */
export type CreateLocationInput = {
  chainKey: Scalars['String']['input'];
  code: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** IANA time zone name. */
  timeZone: Scalars['String']['input'];
};

export type CreateOfferVersionInput = {
  /** An offer of the caller's tenant. */
  offerId: Scalars['UUID']['input'];
  /** Integer ≥ 0, or null/omitted: never issuable. */
  sharedSeatPool?: InputMaybe<Scalars['Int']['input']>;
  /** 1–50 tariffs with distinct codes. */
  tariffs: Array<CatalogTariffInput>;
  /** 1–36500. */
  validityDays: Scalars['Int']['input'];
};

/** A new organization (platform); without a parent it is a root organization. */
export type CreateOrganizationInput = {
  legalName?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  parentOrganizationId?: InputMaybe<Scalars['UUID']['input']>;
  taxId?: InputMaybe<Scalars['String']['input']>;
};

/** A new user created without invitation; the password is never returned. */
export type CreatePlatformUserInput = {
  displayName: Scalars['String']['input'];
  /** Unique, compared case-insensitively. */
  email: Scalars['String']['input'];
  isActive: Scalars['Boolean']['input'];
  /** At least 8 characters. */
  password: Scalars['String']['input'];
};

/** A service account: a machine caller of one vendor tenant. */
export type CreateServiceAccountInput = {
  /** 1–200 characters, not blank. */
  name: Scalars['String']['input'];
  /** Distinct, each one of customers.read, customers.manage, licenses.manage, catalog.manage, edge_gateways.manage. */
  permissions: Array<Scalars['String']['input']>;
  /** The vendor tenant; null or omitted: the default one. */
  tenantId?: InputMaybe<Scalars['UUID']['input']>;
};

/** A new edge gateway; its enrollment token is shown here only, once. */
export type CreatedEdgeGateway = {
  __typename?: 'CreatedEdgeGateway';
  /** Single-use, valid for 24 hours; stored only as a keyed hash and never shown again. */
  enrollmentToken: Scalars['String']['output'];
  gatewayInstanceId: Scalars['UUID']['output'];
};

/** The id of a new vendor tenant. */
export type CreatedLicensingTenant = {
  __typename?: 'CreatedLicensingTenant';
  id: Scalars['UUID']['output'];
};

/** A new service account; its secret is shown here only, once. */
export type CreatedServiceAccount = {
  __typename?: 'CreatedServiceAccount';
  /** Public identifier, `sa_` and 32 hex digits. */
  clientId: Scalars['String']['output'];
  /** The secret (256 random bits); never shown again. */
  clientSecret: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
};

/** The signed-in user with scoped roles and permissions. */
export type CurrentUser = {
  __typename?: 'CurrentUser';
  displayName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  /** Sorted permission strings held in any scope. */
  permissions: Array<Scalars['String']['output']>;
  roleAssignments: Array<RoleAssignmentView>;
};

/** A revoke or archive of a customer license; no other member. */
export type CustomerLicenseActionInput = {
  /** The status the caller believes the license has, exactly as named (case-sensitive): Draft, Active, Suspended, Revoked or Archived. A different stored status is 409 customer_license_actions.stale_precondition. */
  expectedStatus: Scalars['String']['input'];
  /** 1–64 characters of `[A-Za-z0-9_.:-]`. */
  reasonCode: Scalars['String']['input'];
  /** Optional free text, 1–500 characters, no control characters; never sent to integrations. */
  reasonDetail?: InputMaybe<Scalars['String']['input']>;
};

/** A customer organization subscribed to a published version. */
export type CustomerSubscription = {
  __typename?: 'CustomerSubscription';
  createdAtUtc: Scalars['DateTime']['output'];
  customerOrganizationId: Scalars['UUID']['output'];
  id: Scalars['UUID']['output'];
  offerVersionId: Scalars['UUID']['output'];
  rowVersion: Scalars['Int']['output'];
  status: SubscriptionStatus;
  /** The tariff code as the version spells it, whatever case the subscription was created with. */
  tariffCode: Scalars['String']['output'];
  updatedAtUtc: Scalars['DateTime']['output'];
};

export type CustomerSubscriptionPage = {
  __typename?: 'CustomerSubscriptionPage';
  items: Array<CustomerSubscription>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Operational summary of the selected outlet; every counter is live. */
export type DashboardSummary = {
  __typename?: 'DashboardSummary';
  /** Payment allocations of the outlet per status, only statuses with at least one, in workflow order: NeedsReview, Confirmed, ApprovalRequired, Approved, PostingQueued, Posted, Failed, Cancelled, Reconciled. */
  allocationCountsByStatus: Array<AllocationStatusCount>;
  generatedAtUtc: Scalars['DateTime']['output'];
  /** Bank statement imports of the outlet. */
  importsCount: Scalars['Int']['output'];
  /** Imports whose balances do not add up and whose review is not overridden. */
  importsNeedingReviewCount: Scalars['Int']['output'];
  locationId: Scalars['UUID']['output'];
  /** Payment anomalies of the outlet with status Open. */
  openAnomalyCount: Scalars['Int']['output'];
  organizationId: Scalars['UUID']['output'];
  /** Payment allocations of the outlet awaiting review or approval: status NeedsReview, Confirmed or ApprovalRequired. */
  pendingAllocationCount: Scalars['Int']['output'];
  /** Postings of the outlet per status, only statuses with at least one, in workflow order: ApprovalRequired, Queued, RetryScheduled, WriteOutcomeUnknown, Posted, ReadbackPending, Reconciled, Failed, Cancelled. */
  postingCountsByStatus: Array<PostingStatusCount>;
  /** Bank transactions without a counterparty match. */
  unmatchedTransactionCount: Scalars['Int']['output'];
};

/** Hard delete of a bank statement import: a non-blank reason. */
export type DeleteBankImportInput = {
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** Confirmation of a hard delete: the exact organization name and a reason. */
export type DeleteOrganizationInput = {
  confirmName?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** An edge gateway of the caller’s vendor tenant. */
export type EdgeGateway = {
  __typename?: 'EdgeGateway';
  createdAtUtc: Scalars['DateTime']['output'];
  gatewayInstanceId: Scalars['UUID']['output'];
  name: Scalars['String']['output'];
  /** In registration order. */
  signingKeys: Array<EdgeGatewaySigningKey>;
  status: EdgeGatewayStatus;
};

/** A registered public signing key of an edge gateway. */
export type EdgeGatewaySigningKey = {
  __typename?: 'EdgeGatewaySigningKey';
  /** Always ES256. */
  algorithm: Scalars['String']['output'];
  /** The public JWK as stored: kty, crv, x, y. */
  jwk: Scalars['JSONObject']['output'];
  /** The RFC 7638 SHA-256 thumbprint of the key, base64url. */
  keyId: Scalars['String']['output'];
  registeredAtUtc: Scalars['DateTime']['output'];
};

/** PendingEnrollment until a signing key is registered with the enrollment token, then Enrolled. */
export type EdgeGatewayStatus = 'Enrolled' | 'PendingEnrollment';

/** An accounting-system connection of an organization; credentials are never shown. */
export type ErpConnection = {
  __typename?: 'ErpConnection';
  /** Base address of the accounting server, without credentials. */
  baseUrl: Scalars['String']['output'];
  createdAtUtc: Scalars['DateTime']['output'];
  /** ISO 4217 code of its documents’ amounts. */
  currency: Scalars['String']['output'];
  /** Fixed for the connection’s life. */
  dialect: ErpDialect;
  id: Scalars['UUID']['output'];
  /** The connection used by the default-connection (transition) routes; one per organization. */
  isDefault: Scalars['Boolean']['output'];
  /** Result of the last check: connected, auth_failed, unavailable, timeout or error; null before the first check. */
  lastCheckStatus?: Maybe<Scalars['String']['output']>;
  lastCheckedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  organizationId: Scalars['UUID']['output'];
  /** Send it back on changes to detect concurrent edits (concurrency.conflict). */
  rowVersion: Scalars['Int']['output'];
  serverEdition?: Maybe<Scalars['String']['output']>;
  serverVersion?: Maybe<Scalars['String']['output']>;
};

/** Optional optimistic-concurrency check of a connection change. */
export type ErpConnectionChangeInput = {
  /** When given and stale: concurrency.conflict. */
  rowVersion?: InputMaybe<Scalars['Int']['input']>;
};

/** Outcome of a connection test or probe. Credentials the accounting system rejects give success false with lastCheckStatus auth_failed, never an HTTP 401. */
export type ErpConnectionCheckResult = {
  __typename?: 'ErpConnectionCheckResult';
  /** connected, auth_failed, unavailable, timeout or error. */
  lastCheckStatus: Scalars['String']['output'];
  /** A short human-readable explanation; never contains credentials. */
  message: Scalars['String']['output'];
  serverEdition?: Maybe<Scalars['String']['output']>;
  serverVersion?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

/** The stored result of the last connection check. */
export type ErpConnectionHealth = {
  __typename?: 'ErpConnectionHealth';
  connectionId: Scalars['UUID']['output'];
  /** Result of the last check: connected, auth_failed, unavailable, timeout or error; null before the first check. */
  lastCheckStatus?: Maybe<Scalars['String']['output']>;
  lastCheckedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  serverEdition?: Maybe<Scalars['String']['output']>;
  serverVersion?: Maybe<Scalars['String']['output']>;
};

export type ErpConnectionPage = {
  __typename?: 'ErpConnectionPage';
  items: Array<ErpConnection>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** A supplier of the accounting system. */
export type ErpCounterparty = {
  __typename?: 'ErpCounterparty';
  /** Null for catalog rows read live. */
  connectionId?: Maybe<Scalars['UUID']['output']>;
  /** False when the snapshot was empty and the row was read live from the default connection. */
  fromSnapshot: Scalars['Boolean']['output'];
  /** The accounting system's supplier id (erpCounterpartyId). */
  id: Scalars['String']['output'];
  isDeleted: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  syncedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  taxId?: Maybe<Scalars['String']['output']>;
};

export type ErpCounterpartyPage = {
  __typename?: 'ErpCounterpartyPage';
  items: Array<ErpCounterparty>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** An open debt: a processed, not deleted document snapshot with an unpaid amount. */
export type ErpDebt = {
  __typename?: 'ErpDebt';
  /** Minor units. */
  amount: Scalars['SafeInt']['output'];
  connectionId: Scalars['UUID']['output'];
  currency: Scalars['String']['output'];
  /** incoming or outgoing. */
  direction: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  documentDate: Scalars['String']['output'];
  /** The accounting system's document id. */
  documentId: Scalars['String']['output'];
  documentNumber: Scalars['String']['output'];
  documentType: Scalars['String']['output'];
  /** Outlet by storeCode; null is never a default outlet. */
  locationId?: Maybe<Scalars['UUID']['output']>;
  organizationId: Scalars['UUID']['output'];
  /** Minor units. */
  paidAmount: Scalars['SafeInt']['output'];
  /** Unpaid or PartiallyPaid. */
  paymentStatus: Scalars['String']['output'];
  processingStateCheckedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  processingStateSource?: Maybe<Scalars['String']['output']>;
  supplierId?: Maybe<Scalars['String']['output']>;
  /** From the supplier snapshot when synced. */
  supplierName?: Maybe<Scalars['String']['output']>;
  /** Minor units. */
  unpaidAmount: Scalars['SafeInt']['output'];
};

export type ErpDebtPage = {
  __typename?: 'ErpDebtPage';
  items: Array<ErpDebt>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Reference: the dialect of the bundled simulator. IikoServer: the public "resto" API of iikoServer (Syrve Server); docs/iiko-server.md says what it lacks and what the service does instead. */
export type ErpDialect = 'IikoServer' | 'Reference';

/** The local copy of an accounting-system document. Only isProcessed true with isDeleted false is payable; a document of no outlet (locationId null) never is. */
export type ErpDocumentSnapshot = {
  __typename?: 'ErpDocumentSnapshot';
  /** Minor units. */
  amount: Scalars['SafeInt']['output'];
  connectionId: Scalars['UUID']['output'];
  currency: Scalars['String']['output'];
  /** incoming (supplier invoices, paid by Debit) or outgoing (paid by Credit). */
  direction: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  documentDate: Scalars['String']['output'];
  /** The accounting system's document id (documentId of allocation lines). */
  documentId: Scalars['String']['output'];
  documentNumber: Scalars['String']['output'];
  documentType: Scalars['String']['output'];
  isDeleted: Scalars['Boolean']['output'];
  /** null: the processing state is not reliably known. */
  isProcessed?: Maybe<Scalars['Boolean']['output']>;
  /** Outlet by storeCode; null is never a default outlet. */
  locationId?: Maybe<Scalars['UUID']['output']>;
  organizationId: Scalars['UUID']['output'];
  /** Minor units. */
  paidAmount: Scalars['SafeInt']['output'];
  /** Unpaid or PartiallyPaid. */
  paymentStatus: Scalars['String']['output'];
  processingStateCheckedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  processingStateSource?: Maybe<Scalars['String']['output']>;
  /** The accounting system's supplier id. */
  supplierId?: Maybe<Scalars['String']['output']>;
  /** Minor units. */
  unpaidAmount: Scalars['SafeInt']['output'];
};

/** One document sync of a connection, with its call counters and document counts (docs/erp-sync.md). */
export type ErpDocumentSyncRun = {
  __typename?: 'ErpDocumentSyncRun';
  connectionId: Scalars['UUID']['output'];
  /** Documents synced (listed, reused ones included). */
  documentCount: Scalars['Int']['output'];
  /** Safe summary of the failure; never credentials. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Why per-document calls were needed, e.g. unpaid_batch_not_supported. */
  fallbackReason?: Maybe<Scalars['String']['output']>;
  finishedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  /** True when fresh unchanged outgoing snapshots were not reused. */
  forceRefresh: Scalars['Boolean']['output'];
  id: Scalars['UUID']['output'];
  /** Documents the list calls returned. */
  listCount: Scalars['Int']['output'];
  organizationId: Scalars['UUID']['output'];
  /** Open invoices part of whose amount the supplier’s balance shows paid outside this service (dialects without unpaid states); their candidates carry the reason paid_outside_service. */
  paidOutsideCount: Scalars['Int']['output'];
  /** First document date synced, YYYY-MM-DD. */
  periodFrom: Scalars['String']['output'];
  /** Last document date synced, YYYY-MM-DD. */
  periodTo: Scalars['String']['output'];
  /** Account reads; always 0 for the bulk sync. */
  rpcAccounts: Scalars['Int']['output'];
  /** Supplier balance requests (dialects without unpaid states). */
  rpcBalance: Scalars['Int']['output'];
  /** Single-document reads. */
  rpcGetDocument: Scalars['Int']['output'];
  /** Document list calls. */
  rpcList: Scalars['Int']['output'];
  /** Store and department list requests (dialects that map store codes themselves). */
  rpcStores: Scalars['Int']['output'];
  /** Sum of the rpc counters. */
  rpcTotal: Scalars['Int']['output'];
  /** Batch unpaid-state calls. */
  rpcUnpaidBatch: Scalars['Int']['output'];
  /** Per-document unpaid-sum calls. */
  rpcUnpaidSum: Scalars['Int']['output'];
  /** Outgoing documents served from a fresh unchanged local snapshot without a remote unpaid call. */
  snapshotReuseCount: Scalars['Int']['output'];
  startedAtUtc: Scalars['DateTime']['output'];
  /** Succeeded or Failed. */
  status: Scalars['String']['output'];
  /** batch, hybrid or fallback (unpaid states read from the server), or local (a dialect without them: computed from this service’s postings, bounded by the suppliers’ balances); null when the run failed before. */
  syncMode?: Maybe<Scalars['String']['output']>;
  /** Documents whose unpaid state came from batch calls. */
  unpaidBatchCount: Scalars['Int']['output'];
  /** Written documents whose storeCode matched no outlet (locationId null). */
  unresolvedLocationCount: Scalars['Int']['output'];
  /** Snapshot rows written. */
  upsertedCount: Scalars['Int']['output'];
};

export type ErpDocumentSyncRunPage = {
  __typename?: 'ErpDocumentSyncRunPage';
  items: Array<ErpDocumentSyncRun>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Deprecated compatibility fields: every capability is always on. Kept for old clients; do not branch on them. */
export type ErpOperationalFlags = {
  __typename?: 'ErpOperationalFlags';
  /** @deprecated Capabilities are always on. */
  batchUnpaidEnabled: Scalars['Boolean']['output'];
  /** @deprecated Capabilities are always on. */
  documentSyncEnabled: Scalars['Boolean']['output'];
  /** @deprecated Capabilities are always on. */
  postingEnabled: Scalars['Boolean']['output'];
  /** @deprecated Capabilities are always on. */
  referencesEnabled: Scalars['Boolean']['output'];
  /** @deprecated Capabilities are always on. */
  supplierSyncEnabled: Scalars['Boolean']['output'];
};

/** An approved allocation as a payment in the accounting system, with its write and readback state (docs/postings.md). */
export type ErpPaymentPosting = {
  __typename?: 'ErpPaymentPosting';
  accountId?: Maybe<Scalars['String']['output']>;
  accountName?: Maybe<Scalars['String']['output']>;
  approvedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  approvedByUserId?: Maybe<Scalars['UUID']['output']>;
  /** Payment writes sent. */
  attemptCount: Scalars['Int']['output'];
  /** Writes and readbacks in the order they started. Batched: one statement for any number of postings. */
  attempts: Array<AttemptRecord>;
  bankTransactionId: Scalars['UUID']['output'];
  cashFlowArticleId?: Maybe<Scalars['String']['output']>;
  cashFlowArticleName?: Maybe<Scalars['String']['output']>;
  createdAtUtc: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  erpConnectionId: Scalars['UUID']['output'];
  errorCode?: Maybe<Scalars['String']['output']>;
  /** Fixed text for the code; never the remote text. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  id: Scalars['UUID']['output'];
  /** Sent with every write; the readback key. */
  idempotencyKey: Scalars['String']['output'];
  lastAttemptAtUtc?: Maybe<Scalars['DateTime']['output']>;
  locationId: Scalars['UUID']['output'];
  nextReconciliationAtUtc?: Maybe<Scalars['DateTime']['output']>;
  nextRetryAtUtc?: Maybe<Scalars['DateTime']['output']>;
  /** The open critical anomaly blocking repeat writes. */
  openAnomalyId?: Maybe<Scalars['UUID']['output']>;
  organizationId: Scalars['UUID']['output'];
  paymentAllocationId: Scalars['UUID']['output'];
  postedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  /** YYYY-MM-DD, the bank transaction date, stored at queue. */
  postingDate: Scalars['String']['output'];
  /** SupplierPayment (pays incoming invoices) or SupplierRefund (settles outgoing documents). */
  postingType: Scalars['String']['output'];
  reconciledAtUtc?: Maybe<Scalars['DateTime']['output']>;
  /** Readbacks made. */
  reconciliationAttemptCount: Scalars['Int']['output'];
  /** SHA-256 of the canonical payment (date, supplier, currency, split items). */
  requestHash: Scalars['String']['output'];
  requiresApproval: Scalars['Boolean']['output'];
  rowVersion: Scalars['Int']['output'];
  status: PostingStatus;
  /** The bank transaction amount, in minor units. */
  totalAmount: Scalars['SafeInt']['output'];
  workerClaimedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  workerLeaseExpiresAtUtc?: Maybe<Scalars['DateTime']['output']>;
};

/** Write result, optimistic local calculation, live readback and reconciliation kept apart; masked and hashed values only, never a raw payload, a credential or a full external id. */
export type ErpPostingEvidence = {
  __typename?: 'ErpPostingEvidence';
  /** The latest anomaly of the posting, if any. */
  anomaly?: Maybe<ErpPostingEvidenceAnomaly>;
  liveReadback: ErpPostingEvidenceReadback;
  optimistic: ErpPostingEvidenceOptimistic;
  postingId: Scalars['UUID']['output'];
  reconciliation: ErpPostingEvidenceReconciliation;
  write: ErpPostingEvidenceWrite;
};

export type ErpPostingEvidenceAnomaly = {
  __typename?: 'ErpPostingEvidenceAnomaly';
  code: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
  severity: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

/** The local calculation at queue time. */
export type ErpPostingEvidenceOptimistic = {
  __typename?: 'ErpPostingEvidenceOptimistic';
  currency: Scalars['String']['output'];
  documentCount: Scalars['Int']['output'];
  lines: Array<ErpPostingPreviewLine>;
  totalAmount: Scalars['SafeInt']['output'];
};

/** What the last readback saw. */
export type ErpPostingEvidenceReadback = {
  __typename?: 'ErpPostingEvidenceReadback';
  /** Found, Absent, NotReflected or Failed. */
  lastOutcome?: Maybe<Scalars['String']['output']>;
  lastReadbackAtUtc?: Maybe<Scalars['DateTime']['output']>;
  reconciliationAttemptCount: Scalars['Int']['output'];
};

/** Whether the books agree with the allocation. */
export type ErpPostingEvidenceReconciliation = {
  __typename?: 'ErpPostingEvidenceReconciliation';
  allocationStatus?: Maybe<Scalars['String']['output']>;
  reconciled: Scalars['Boolean']['output'];
  reconciledAtUtc?: Maybe<Scalars['DateTime']['output']>;
};

/** What the worker sent and what the write answered. */
export type ErpPostingEvidenceWrite = {
  __typename?: 'ErpPostingEvidenceWrite';
  attemptCount: Scalars['Int']['output'];
  /** SHA-256 of the external payment id. */
  externalPaymentIdHash?: Maybe<Scalars['String']['output']>;
  /** The accounting system's payment id, masked. */
  externalPaymentIdMasked?: Maybe<Scalars['String']['output']>;
  /** The idempotency key, masked. */
  idempotencyKeyMasked: Scalars['String']['output'];
  /** Outcome of the last write attempt. */
  lastOutcome?: Maybe<Scalars['String']['output']>;
  postedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  requestHash: Scalars['String']['output'];
};

export type ErpPostingGate = {
  __typename?: 'ErpPostingGate';
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
  passed: Scalars['Boolean']['output'];
};

/** Preflight and dry-run: read-only gate evaluation. */
export type ErpPostingGateReport = {
  __typename?: 'ErpPostingGateReport';
  /** Every gate passed. */
  canWrite: Scalars['Boolean']['output'];
  gates: Array<ErpPostingGate>;
  postingId: Scalars['UUID']['output'];
};

export type ErpPostingPage = {
  __typename?: 'ErpPostingPage';
  items: Array<ErpPaymentPosting>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** ErpPostingPreviewResult: what queueing would do; writes nothing. */
export type ErpPostingPreview = {
  __typename?: 'ErpPostingPreview';
  allocationId: Scalars['UUID']['output'];
  bankTransactionId: Scalars['UUID']['output'];
  /** The first blocking code, the one queue would answer. */
  blockReason?: Maybe<Scalars['String']['output']>;
  canQueue: Scalars['Boolean']['output'];
  counterpartyName?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  lines: Array<ErpPostingPreviewLine>;
  /** The write target the outlet's latest posting of this type on this connection used; null when there is none. */
  suggestedWriteTarget?: Maybe<ErpPostingWriteTarget>;
  totalAmount: Scalars['SafeInt']['output'];
  warnings: Array<ErpPostingWarning>;
};

export type ErpPostingPreviewLine = {
  __typename?: 'ErpPostingPreviewLine';
  allocatedAmount: Scalars['SafeInt']['output'];
  documentId: Scalars['String']['output'];
  documentNumber: Scalars['String']['output'];
  documentType: Scalars['String']['output'];
  /** PartiallyPaid or Paid once posted. */
  expectedPaymentStatusAfter: Scalars['String']['output'];
  /** From the current snapshot. */
  paymentStatusBefore: Scalars['String']['output'];
};

/** A posting of the subscribed outlet changed its status. */
export type ErpPostingStatusChange = {
  __typename?: 'ErpPostingStatusChange';
  bankTransactionId: Scalars['UUID']['output'];
  changedAtUtc: Scalars['DateTime']['output'];
  locationId: Scalars['UUID']['output'];
  organizationId: Scalars['UUID']['output'];
  paymentAllocationId: Scalars['UUID']['output'];
  postingId: Scalars['UUID']['output'];
  /** Null when the posting was just queued. */
  previousStatus?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type ErpPostingWarning = {
  __typename?: 'ErpPostingWarning';
  code: Scalars['String']['output'];
  documentId?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

/** A payment account and cash-flow article with their names. */
export type ErpPostingWriteTarget = {
  __typename?: 'ErpPostingWriteTarget';
  accountId: Scalars['String']['output'];
  accountName: Scalars['String']['output'];
  cashFlowArticleId: Scalars['String']['output'];
  cashFlowArticleName: Scalars['String']['output'];
};

/** A payment account or cash-flow article of the accounting system. */
export type ErpReferenceItem = {
  __typename?: 'ErpReferenceItem';
  /** A cash-flow article bound to the one account a payment under it is written from (an iikoServer pay-out type and its chief account): a write target must name that pair. Null for accounts and free articles. */
  accountId?: Maybe<Scalars['String']['output']>;
  code: Scalars['String']['output'];
  id: Scalars['String']['output'];
  /** False when the row comes from the local copy because the server could not be reached. */
  isLive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

/** A reference list of one connection, live or from the local copy. */
export type ErpReferenceList = {
  __typename?: 'ErpReferenceList';
  connectionId: Scalars['UUID']['output'];
  /** When the rows were read from the accounting system. */
  fetchedAtUtc: Scalars['DateTime']['output'];
  /** False when served from the local copy (fallback); every item says the same. */
  isLive: Scalars['Boolean']['output'];
  items: Array<ErpReferenceItem>;
  /** accounts or cash-flow-articles. */
  kind: Scalars['String']['output'];
};

/** The ensured service account; its password is never shown. */
export type ErpServiceAccountResult = {
  __typename?: 'ErpServiceAccountResult';
  /** True when the account was created, false when an existing one was restored. */
  created: Scalars['Boolean']['output'];
  login: Scalars['String']['output'];
};

/** One supplier sync of a connection (docs/erp-sync.md). */
export type ErpSupplierSyncRun = {
  __typename?: 'ErpSupplierSyncRun';
  connectionId: Scalars['UUID']['output'];
  /** Snapshot rows marked deleted because a full run no longer listed them. */
  deletedCount: Scalars['Int']['output'];
  /** Safe summary of the failure; never credentials. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  finishedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['UUID']['output'];
  /** full or incremental. */
  mode: Scalars['String']['output'];
  organizationId: Scalars['UUID']['output'];
  /** Suppliers the server returned. */
  receivedCount: Scalars['Int']['output'];
  /** Revision the catch-up started after; null for a full run. */
  revisionFrom?: Maybe<Scalars['SafeInt']['output']>;
  /** The server revision reached; the next run starts after it. */
  revisionTo?: Maybe<Scalars['SafeInt']['output']>;
  startedAtUtc: Scalars['DateTime']['output'];
  /** Succeeded or Failed. */
  status: Scalars['String']['output'];
  /** Snapshot rows inserted or updated. */
  upsertedCount: Scalars['Int']['output'];
};

export type ErpSupplierSyncRunPage = {
  __typename?: 'ErpSupplierSyncRunPage';
  items: Array<ErpSupplierSyncRun>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Exclusion of a bank transaction from the matching queue. */
export type ExcludeCounterpartyMatchInput = {
  /** The bank transaction (UUID). Missing or blank: bank_transaction_required; not a UUID: validation.failed. */
  bankTransactionId?: InputMaybe<Scalars['String']['input']>;
  /** The rowVersion of the transaction as read; a stale one is concurrency.conflict {entity: BankTransaction, id}. */
  expectedRowVersion?: InputMaybe<Scalars['Int']['input']>;
  /** Optional free text, at most 500 characters; kept in the audit entry only. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** The v1 body of the global single revoke. */
export type GlobalLicenseRevokeInput = {
  /** 1–64 characters of `[A-Za-z0-9_.:-]`. */
  reasonCode: Scalars['String']['input'];
  /** Optional free text, 1–500 characters, no control characters; never sent to integrations. */
  reasonDetail?: InputMaybe<Scalars['String']['input']>;
  /** @deprecated Ignored: the authenticated caller is always the actor. */
  revokedByActorId?: InputMaybe<Scalars['String']['input']>;
};

/** Whether the service and the stores it depends on answer. */
export type HealthStatus = {
  __typename?: 'HealthStatus';
  /** "ok" or "unavailable". */
  database: Scalars['String']['output'];
  /** "ok" or "unavailable". */
  keyValueStore: Scalars['String']['output'];
  /** "ok" when the database and the key-value store both answer, else "unavailable". */
  status: Scalars['String']['output'];
};

/** Outcome of accepting an invitation; no session tokens are issued. */
export type InviteAcceptResultDto = {
  __typename?: 'InviteAcceptResultDto';
  inviteId: Scalars['ID']['output'];
  /** False when the user already held the invited assignment. */
  roleAssignmentCreated: Scalars['Boolean']['output'];
  /** False when a user with the invited email existed; it is activated with the new password. */
  userCreated: Scalars['Boolean']['output'];
  userId: Scalars['ID']['output'];
};

/** A new invitation; the plaintext token is returned here once and never again. */
export type InviteCreatedDto = {
  __typename?: 'InviteCreatedDto';
  /** Exactly 3 hours after creation. */
  expiresAtUtc: Scalars['DateTime']['output'];
  inviteId: Scalars['ID']['output'];
  inviteToken: Scalars['String']['output'];
  locationId?: Maybe<Scalars['ID']['output']>;
  organizationId: Scalars['ID']['output'];
  roleCode: Scalars['String']['output'];
};

/** Safe metadata of a valid invitation. */
export type InviteInfoDto = {
  __typename?: 'InviteInfoDto';
  /** Exactly 3 hours after creation. */
  expiresAtUtc: Scalars['DateTime']['output'];
  inviteId: Scalars['ID']['output'];
  locationId?: Maybe<Scalars['ID']['output']>;
  organizationId: Scalars['ID']['output'];
  roleCode: Scalars['String']['output'];
};

/** The plaintext invite token from the create response. */
export type InviteTokenInput = {
  inviteToken: Scalars['String']['input'];
};

/** The outcome of one id of a bulk revoke, in request order. */
export type LicenseBulkRevokeItem = {
  __typename?: 'LicenseBulkRevokeItem';
  /** The license was already Revoked (also a repeated id after its first occurrence). */
  alreadyApplied: Scalars['Boolean']['output'];
  /** Null on success; customer_license_actions.not_found (missing or another tenant) or customer_license_actions.transition_not_allowed (Archived). */
  errorCode?: Maybe<Scalars['String']['output']>;
  licenseId: Scalars['UUID']['output'];
  /** Revoked now or already Revoked. */
  succeeded: Scalars['Boolean']['output'];
};

export type LicenseBulkRevokeResult = {
  __typename?: 'LicenseBulkRevokeResult';
  items: Array<LicenseBulkRevokeItem>;
};

/** Issues a license from a subscription. Product, customer, offer version, policy, validity and key are never request fields: they come from the subscription. */
export type LicenseIssueInput = {
  /** The caller's own correlation id of the attempt; kept in the audit. */
  correlationId: Scalars['UUID']['input'];
  customerSubscriptionId: Scalars['UUID']['input'];
};

/** Subscription: issued from a verified subscription. Legacy: a row from before the cutover. */
export type LicenseIssueMode = 'Legacy' | 'Subscription';

/** The receipt of a license issue. */
export type LicenseIssueReceipt = {
  __typename?: 'LicenseIssueReceipt';
  customerSubscriptionId: Scalars['UUID']['output'];
  formatVersion: Scalars['Int']['output'];
  isIdempotentReplay: Scalars['Boolean']['output'];
  keyMaterialRefId: Scalars['UUID']['output'];
  licenseId: Scalars['UUID']['output'];
  /** The key with its body characters as `*`: `LK2-*****-*****-*****-*****-*****-XXXX`. */
  maskedKey: Scalars['String']['output'];
  operationId: Scalars['UUID']['output'];
  /** The v2 key in plaintext: shown once, by the first commit; null on every replay. Never stored, audited or logged. */
  plaintextKey?: Maybe<Scalars['String']['output']>;
  /** The license status at the commit (Active); a replay answers the stored receipt. */
  status: LicenseStatus;
};

/** Why maskedKey is (not) shown. Available: a v2 mask. NoKeyMaterial: the license has no current key. LegacyFormat: a key of an earlier format, whose mask is not shown. MaskMissing: a v2 key stored without a mask. */
export type LicenseKeyMaskStatus = 'Available' | 'LegacyFormat' | 'MaskMissing' | 'NoKeyMaterial';

/** The v1 answer of the global rotation route, in both modes: the new key without the receipt members. */
export type LicenseKeyRotationEnvelope = {
  __typename?: 'LicenseKeyRotationEnvelope';
  keyMaterialRefId: Scalars['UUID']['output'];
  licenseId: Scalars['UUID']['output'];
  /** The key with its body characters as `*`: `LK2-*****-*****-*****-*****-*****-XXXX`. */
  maskedKey: Scalars['String']['output'];
  /** The v2 key in plaintext: shown once, by the first commit; null on every replay. Never stored, audited or logged. */
  plaintextKey?: Maybe<Scalars['String']['output']>;
};

/** A key rotation of a license. */
export type LicenseKeyRotationInput = {
  /** The current primary key material: a stale-write precondition (409 stale_precondition otherwise). */
  expectedPrimaryMaterialRefId: Scalars['UUID']['input'];
};

/** The receipt of a key rotation. */
export type LicenseKeyRotationReceipt = {
  __typename?: 'LicenseKeyRotationReceipt';
  createdAtUtc: Scalars['DateTime']['output'];
  formatVersion: Scalars['Int']['output'];
  isIdempotentReplay: Scalars['Boolean']['output'];
  /** The new primary key material. */
  keyMaterialRefId: Scalars['UUID']['output'];
  licenseId: Scalars['UUID']['output'];
  /** The key with its body characters as `*`: `LK2-*****-*****-*****-*****-*****-XXXX`. */
  maskedKey: Scalars['String']['output'];
  operationId: Scalars['UUID']['output'];
  /** The v2 key in plaintext: shown once, by the first commit; null on every replay. Never stored, audited or logged. */
  plaintextKey?: Maybe<Scalars['String']['output']>;
};

/** valid only for the current primary key of an Active license of the caller's tenant; an unknown, malformed, superseded or another tenant's key gives valid false and nulls. */
export type LicenseKeyValidation = {
  __typename?: 'LicenseKeyValidation';
  licenseId?: Maybe<Scalars['UUID']['output']>;
  /** The license status when the key is its current one. */
  status?: Maybe<LicenseStatus>;
  valid: Scalars['Boolean']['output'];
};

export type LicenseKeyValidationInput = {
  /** A v2 key as a person typed it: case, spaces, dashes and I/L/O read-alikes are tolerated. */
  licenseKey: Scalars['String']['input'];
};

/** Current: a v2 identity (rotatable). MigrationRequired, Deprecated: visible, never rotated. */
export type LicenseMigrationState = 'Current' | 'Deprecated' | 'MigrationRequired';

/** Resolved: the product is in the same tenant's catalog. MissingIdentity: the license names no product. CatalogNotFound: the named product is not in the catalog. */
export type LicenseProductResolution = 'CatalogNotFound' | 'MissingIdentity' | 'Resolved';

/** The v1 envelope of the global single revoke. */
export type LicenseRevokeResult = {
  __typename?: 'LicenseRevokeResult';
  licenseId: Scalars['UUID']['output'];
  /** Revoked. */
  status: LicenseStatus;
};

/** Issue makes Active; revoke: Draft, Active, Suspended → Revoked; archive: Draft, Revoked → Archived. */
export type LicenseStatus = 'Active' | 'Archived' | 'Draft' | 'Revoked' | 'Suspended';

/** Revoke (Draft, Active, Suspended → Revoked) or Archive (Draft, Revoked → Archived). */
export type LicenseTerminalAction = 'Archive' | 'Revoke';

/** The receipt of a revoke or archive. */
export type LicenseTerminalActionReceipt = {
  __typename?: 'LicenseTerminalActionReceipt';
  action: LicenseTerminalAction;
  /** When the action committed; the same on every replay of it. */
  completedAtUtc: Scalars['DateTime']['output'];
  /** Identical to operationId. */
  effectId: Scalars['UUID']['output'];
  fromStatus: LicenseStatus;
  /** True when this answer replays an action applied by an earlier identical call. */
  isIdempotentReplay: Scalars['Boolean']['output'];
  licenseId: Scalars['UUID']['output'];
  /** The action; the same on every replay of it. */
  operationId: Scalars['UUID']['output'];
  toStatus: LicenseStatus;
};

/** A customer (an organization of any level, by the same id) as the caller's vendor tenant sees it: its profile, its licenses and, with licenses.manage, the subscriptions that can receive one. */
export type LicensingCustomer = {
  __typename?: 'LicensingCustomer';
  /** Subscriptions that can receive a license (customers.read and licenses.manage), as licensingCustomerIssueCandidates; offset ≥ 0 (default 0), limit 1–200 (default 50). Errors: validation.failed. */
  issueCandidates: LicensingIssueCandidatePage;
  /** The licenses, newest first then license id (customers.read); offset ≥ 0 (default 0), limit 1–200 (default 50). Errors: validation.failed, customer_aggregate_dependency_unavailable (503). */
  licenses: LicensingCustomerLicensePage;
  /** The organization's name. */
  name: Scalars['String']['output'];
  organizationId: Scalars['UUID']['output'];
  profile: LicensingCustomerProfile;
  /** The organization's status: Active, Suspended or Archived. */
  status: Scalars['String']['output'];
};

/** A customer (an organization of any level, by the same id) as the caller's vendor tenant sees it: its profile, its licenses and, with licenses.manage, the subscriptions that can receive one. */
export type LicensingCustomerIssueCandidatesArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};

/** A customer (an organization of any level, by the same id) as the caller's vendor tenant sees it: its profile, its licenses and, with licenses.manage, the subscriptions that can receive one. */
export type LicensingCustomerLicensesArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};

/** The profile and a page of licenses of one customer. */
export type LicensingCustomerAggregate = {
  __typename?: 'LicensingCustomerAggregate';
  /** Newest first, license id as tie-break. */
  licenses: LicensingCustomerLicensePage;
  profile: LicensingCustomerProfile;
};

/** A license of the customer as the aggregate and the table show it. Never a plaintext key, a key hash or a provider reference. */
export type LicensingCustomerLicense = {
  __typename?: 'LicensingCustomerLicense';
  /** The same stored value as customerOrganizationId (kept for v1 clients). */
  assignedCustomerId: Scalars['UUID']['output'];
  createdAtUtc: Scalars['DateTime']['output'];
  /** The customer (the path organization). */
  customerOrganizationId: Scalars['UUID']['output'];
  customerSubscriptionId?: Maybe<Scalars['UUID']['output']>;
  issueMode: LicenseIssueMode;
  keyMaskStatus: LicenseKeyMaskStatus;
  /** The current primary key material, or null. */
  keyMaterialRefId?: Maybe<Scalars['UUID']['output']>;
  licenseId: Scalars['UUID']['output'];
  /** Only when keyMaskStatus is Available. */
  maskedKey?: Maybe<Scalars['String']['output']>;
  migrationState: LicenseMigrationState;
  notes: Scalars['String']['output'];
  offerVersionId?: Maybe<Scalars['UUID']['output']>;
  productId?: Maybe<Scalars['UUID']['output']>;
  /** Only when productResolution is Resolved. */
  productName?: Maybe<Scalars['String']['output']>;
  productResolution: LicenseProductResolution;
  /** Every status stays visible. */
  status: LicenseStatus;
};

export type LicensingCustomerLicensePage = {
  __typename?: 'LicensingCustomerLicensePage';
  items: Array<LicensingCustomerLicense>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type LicensingCustomerLicenseTablePage = {
  __typename?: 'LicensingCustomerLicenseTablePage';
  items: Array<LicensingCustomerLicenseTableRow>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** A row of the license table: the license with display results for its product, tariff, renewal, devices and usage. Never a plaintext key, a key hash or a provider reference. */
export type LicensingCustomerLicenseTableRow = {
  __typename?: 'LicensingCustomerLicenseTableRow';
  /** The same stored value as customerOrganizationId (kept for v1 clients). */
  assignedCustomerId: Scalars['UUID']['output'];
  createdAtUtc: Scalars['DateTime']['output'];
  /** The customer (the path organization). */
  customerOrganizationId: Scalars['UUID']['output'];
  customerSubscriptionId?: Maybe<Scalars['UUID']['output']>;
  /** Always null: devices are not tracked (devicesStatus). */
  deviceCount?: Maybe<Scalars['Int']['output']>;
  /** Unavailable: devices are not tracked by this service. */
  devicesStatus: Scalars['String']['output'];
  issueMode: LicenseIssueMode;
  keyMaskStatus: LicenseKeyMaskStatus;
  /** The current primary key material, or null. */
  keyMaterialRefId?: Maybe<Scalars['UUID']['output']>;
  licenseId: Scalars['UUID']['output'];
  /** Only when keyMaskStatus is Available. */
  maskedKey?: Maybe<Scalars['String']['output']>;
  migrationState: LicenseMigrationState;
  notes: Scalars['String']['output'];
  offerVersionId?: Maybe<Scalars['UUID']['output']>;
  productId?: Maybe<Scalars['UUID']['output']>;
  /** Only when productResolution is Resolved. */
  productName?: Maybe<Scalars['String']['output']>;
  productResolution: LicenseProductResolution;
  /** Current (validUntilUtc in the future), Expired (in the past) or NoExpiry (validUntilUtc null). */
  renewalStatus: Scalars['String']['output'];
  /** Every status stays visible. */
  status: LicenseStatus;
  /** The tariff the license was issued under (legacy rows: null). */
  tariffCode?: Maybe<Scalars['String']['output']>;
  /** The tariff's name in the license's offer version; null when unknown. */
  tariffName?: Maybe<Scalars['String']['output']>;
  /** Always Unavailable: usage is not reported. */
  usageStatus: Scalars['String']['output'];
  /** End of validity; null when the license records none. */
  validUntilUtc?: Maybe<Scalars['DateTime']['output']>;
};

export type LicensingCustomerPrimaryContact = {
  __typename?: 'LicensingCustomerPrimaryContact';
  /** A user with a role in the organization, or null. */
  contactId?: Maybe<Scalars['UUID']['output']>;
  displayName: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
};

export type LicensingCustomerPrimaryContactInput = {
  /** A user with a role in the organization (else customer_primary_contact_not_found), or null. */
  contactId?: InputMaybe<Scalars['UUID']['input']>;
  /** 1–200 characters, not blank. */
  displayName: Scalars['String']['input'];
  /** At most 254 characters, an address with one @; or null. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** At most 50 characters; or null. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** The vendor tenant's profile of a customer organization. Without a stored profile: revision 0, the organization's name, notes "" and no primary contact. */
export type LicensingCustomerProfile = {
  __typename?: 'LicensingCustomerProfile';
  displayName: Scalars['String']['output'];
  notes: Scalars['String']['output'];
  organizationId: Scalars['UUID']['output'];
  primaryContact?: Maybe<LicensingCustomerPrimaryContact>;
  /** 0 until the first update; each committed update adds 1. */
  revision: Scalars['Int']['output'];
  /** The organization's status: Active, Suspended or Archived. */
  status: Scalars['String']['output'];
};

/** A subscription of the customer that can receive a license now (advisory: issue rereads everything). Carries display fields and immutable identity only: no policy reference, key material, hash or provider reference. */
export type LicensingIssueCandidate = {
  __typename?: 'LicensingIssueCandidate';
  customerSubscriptionId: Scalars['UUID']['output'];
  /** The smaller of the tariff's remaining seats and the version's remaining shared pool (> 0). */
  effectiveIssuable: Scalars['Int']['output'];
  offerId: Scalars['UUID']['output'];
  offerName: Scalars['String']['output'];
  offerVersionId: Scalars['UUID']['output'];
  offerVersionNumber: Scalars['Int']['output'];
  productId: Scalars['UUID']['output'];
  productName: Scalars['String']['output'];
  subscriptionCreatedAtUtc: Scalars['DateTime']['output'];
  /** Trialing or Active. */
  subscriptionStatus: SubscriptionStatus;
  tariffCode: Scalars['String']['output'];
  tariffName: Scalars['String']['output'];
};

/** Candidates of the customer; totalCount never counts an occupied subscription. */
export type LicensingIssueCandidatePage = {
  __typename?: 'LicensingIssueCandidatePage';
  items: Array<LicensingIssueCandidate>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** The licensing caller: its kind and the vendor tenant it acts in. */
export type LicensingWhoAmI = {
  __typename?: 'LicensingWhoAmI';
  /** user or serviceAccount. */
  kind: Scalars['String']['output'];
  tenantId: Scalars['UUID']['output'];
};

/** An outlet of an organization. */
export type LocationDto = {
  __typename?: 'LocationDto';
  chainKey: Scalars['String']['output'];
  /** Unique within the organization, case-insensitively. */
  code: Scalars['String']['output'];
  createdAtUtc: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  organizationId: Scalars['ID']['output'];
  /** Send it back on update to detect concurrent changes (concurrency.conflict). */
  rowVersion: Scalars['Int']['output'];
  /** IANA time zone name, e.g. Europe/Moscow. */
  timeZone: Scalars['String']['output'];
};

/** Email and password of an active user. */
export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** A manual match: the bank transaction and the accounting-system counterparty it pays. */
export type MatchCounterpartyInput = {
  /** The bank transaction (UUID). Missing or blank: bank_transaction_required; not a UUID: validation.failed. */
  bankTransactionId?: InputMaybe<Scalars['String']['input']>;
  /** Supplier id in the accounting system, at most 100 characters. Missing or blank: erp_counterparty_required. */
  erpCounterpartyId?: InputMaybe<Scalars['String']['input']>;
  /** Supplier name, at most 500 characters. Missing or blank: erp_counterparty_name_required. */
  erpCounterpartyName?: InputMaybe<Scalars['String']['input']>;
  /** The rowVersion of the transaction as read; a stale one is concurrency.conflict {entity: BankTransaction, id}. */
  expectedRowVersion?: InputMaybe<Scalars['Int']['input']>;
};

/** A one-time activation code for linking a chat; shown once, never stored in plaintext. */
export type MessengerLinkChallenge = {
  __typename?: 'MessengerLinkChallenge';
  /** 8 characters of A–Z and 2–9 without the look-alikes 0, O, 1, I and L; single use. */
  code: Scalars['String']['output'];
  /** Opens the bot with the code: `<MESSENGER_DEEP_LINK_BASE_URL>/<MESSENGER_BOT_USERNAME>?start=<code>` (`https://t.me/<bot>?start=<code>` by default). Sending `/start <code>` to the bot does the same. */
  deepLink: Scalars['String']['output'];
  /** About 10 minutes after creation (MESSENGER_CODE_TTL_SECONDS). */
  expiresAtUtc: Scalars['DateTime']['output'];
};

/** The messenger link of the signed-in user for the active outlet. With the feature off: enabled false, linked false and both other members null. */
export type MessengerLinkStatus = {
  __typename?: 'MessengerLinkStatus';
  /** The linked chat as the provider names its person (`@username`), when it has a name. */
  chatDisplayName?: Maybe<Scalars['String']['output']>;
  /** Whether the messenger link is switched on (MESSENGER_ENABLED). */
  enabled: Scalars['Boolean']['output'];
  /** An active link of this user in this organization exists and works in the active outlet. A user has at most one active link per organization: one made in another outlet of the organization reads false here. */
  linked: Scalars['Boolean']['output'];
  linkedAtUtc?: Maybe<Scalars['DateTime']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Anonymous: creates or activates the invited user with the password and the role assignment; issues no session tokens. Works once; concurrent accepts of one token: one succeeds, the others invite_not_found. No free user place: organization_user_quota_exceeded (the invitation stays valid). */
  acceptInvite: InviteAcceptResultDto;
  /** Reactivates a rule. Idempotent: an active rule is answered unchanged (no audit entry, changedTransactionCount 0, rowVersion not checked). A write that can change outcomes re-runs automatic matching of the organization’s undecided transactions in the same transaction (ManualMatched and Excluded stay) and reports changedTransactionCount. Needs counterparty.match on the rule’s organization. Errors: not_found (unknown, or outside the X-Organization-Id header sent), forbidden (outside the caller’s scope), concurrency.conflict {entity: CounterpartyRule, id} when expectedRowVersion is stale. */
  activateCounterpartyRule: CounterpartyRuleResult;
  /** Approve-and-queue for each item with the key correlationId:bankTransactionId and acceptRisk false; partial success. A repeated submit answers AlreadyQueued, Processing or AlreadyCompleted. Outlet context. */
  approveAccountantPaymentRun: AccountantPaymentRunApproveResult;
  /** Confirms and approves the allocation and queues its posting, in one idempotent call, and stops there: the posting awaits its own approval (approveErpPosting) before the worker writes it. Queued (a posting now awaits approval), or Processing, NeedsAttention, Blocked, AlreadyQueued, AlreadyCompleted. A refusal decided before the first write changes nothing; concurrent calls with one key queue once. Stale expected row versions: concurrency.conflict. Needs the outlet context (X-Organization-Id and X-Location-Id); a transaction outside it: accountant_work_item.not_found (404). */
  approveAndQueueAccountantWorkItem: AccountantApproveAndQueueResult;
  /** ApprovalRequired → Queued: the worker picks it up within a second. Needs the write target (posting_write_target_required). Wrong state: workflow.invalid_transition; stale rowVersion: concurrency.conflict. */
  approveErpPosting: ErpPaymentPosting;
  /** NeedsReview, Confirmed or ApprovalRequired → Approved, after the documents are checked again. Approved: allocation.not_editable_after_approve; PostingQueued or later: allocation.not_editable_after_queued; Cancelled: workflow.invalid_transition; stale rowVersion: concurrency.conflict. */
  approvePaymentAllocation: PaymentAllocation;
  /** Draft or Revoked → Archived (customers.read and licenses.manage). Audited (license.archived) with an outbox message. Errors: validation.failed (also expectedStatus not a status name, case-sensitive), customer_license_actions.not_found (404: no such customer, no such license, another tenant's or another customer's license), customer_license_actions.transition_not_allowed (409, checked first), customer_license_actions.stale_precondition (409). An exact replay answers the original receipt with isIdempotentReplay true. */
  archiveCustomerLicense: LicenseTerminalActionReceipt;
  /** Assigns OrganizationAdmin, Accountant or Viewer at the outlet. */
  assignLocationUserRole: RoleAssignmentView;
  /** Assigns OrganizationAdmin, Accountant or Viewer in the organization, or at one of its outlets (locationId). */
  assignOrganizationUserRole: RoleAssignmentView;
  /** Assigns a role and returns the new assignment. Platform roles (both ids null) only by a MegaAdmin, else forbidden; scope errors: validation.failed; the same assignment again: role_assignment_conflict; no free user place: organization_user_quota_exceeded. */
  assignPlatformUserRole: RoleAssignmentView;
  /** Rebuilds and stores the candidate list of a matched transaction from the local document snapshots of its supplier: processed, not deleted documents of its outlet, currency and direction (Debit pays incoming, Credit outgoing) with something unpaid; reservations of live allocations subtracted. Creates no allocation, posting or outbox row. Errors: counterparty_match_excluded, counterparty_match_required, erp_default_connection_missing (409). */
  buildPaymentCandidates: Array<PaymentCandidate>;
  /** Revokes 1–100 licenses of the tenant (licenses.manage); one outcome per id in request order, an already Revoked license succeeds with alreadyApplied. Errors: validation.failed (count, reasonCode). */
  bulkRevokeLicenses: LicenseBulkRevokeResult;
  /** NeedsReview, Confirmed or ApprovalRequired → Cancelled; its reservations are released. A blank or missing reason: validation.failed. Approved: allocation.not_editable_after_approve; PostingQueued or later: allocation.not_editable_after_queued; Cancelled: workflow.invalid_transition; stale rowVersion: concurrency.conflict. */
  cancelPaymentAllocation: PaymentAllocation;
  /** Confirms an Open candidate: the newer transaction is excluded from matching unless already matched; nothing is deleted (location.bank_statements.upload). Not Open: workflow.invalid_transition. */
  confirmBankDuplicateCandidate: BankDuplicateCandidateMutationResult;
  /** Saves the allocation (status NeedsReview) in a serializable transaction, retried on serialization failure. The same idempotencyKey for the same transaction answers the existing allocation (created false). Any blocking warning of the preview is a 409 with its code and params; another live allocation of the transaction: allocation.already_in_flight; duplicate documentId: validation.failed. */
  confirmPaymentAllocation: AllocationConfirmResult;
  /** Creates an offer of a product (catalog.manage). Audited. Errors: validation.failed, catalog.not_found (404; also another tenant's record). */
  createCatalogOffer: CatalogOffer;
  /** Creates the next Draft version of an offer (catalog.manage). Audited. Errors: validation.failed, catalog.not_found (404; also another tenant's record). */
  createCatalogOfferVersion: CatalogOfferVersion;
  /** Creates a product (catalog.manage). Audited. Errors: validation.failed, catalog.product_code_taken (409). */
  createCatalogProduct: CatalogProduct;
  /** Creates an Active child organization of `parentId`. */
  createChildOrganization: OrganizationDto;
  /** Creates a rule directly. Needs counterparty.match on the organization (input organizationId or X-Organization-Id), so an outlet-scoped role cannot. Validation in this order: pattern_required (blank, or nothing left after normalization), erp_counterparty_required, erp_counterparty_name_required (blank counts as missing), then validation.failed (max_length: pattern 500, counterparty id 100, name 500). An equivalent rule (same organization, normalized pattern and counterparty id) answers alreadyExists true and creates nothing, also under concurrent creates; a deactivated equivalent is reactivated (audit Activate). A write that can change outcomes re-runs automatic matching of the organization’s undecided transactions in the same transaction (ManualMatched and Excluded stay) and reports changedTransactionCount. Errors also: context.organization.required, not_found, forbidden. */
  createCounterpartyRule: CounterpartyRuleResult;
  /** Creates a rule from a manual match: the organization is the transaction’s and the rule records it as sourceTransactionId; the transaction changes only through the rematch. Needs counterparty.match on the transaction’s organization; context headers, when sent, must contain the transaction. Errors: bank_transaction_required, validation.failed (bankTransactionId not a UUID), bank_transaction_not_found (unknown, or outside the context headers sent), forbidden (outside the caller’s scope, or no permission). Validation in this order: pattern_required (blank, or nothing left after normalization), erp_counterparty_required, erp_counterparty_name_required (blank counts as missing), then validation.failed (max_length: pattern 500, counterparty id 100, name 500). An equivalent rule (same organization, normalized pattern and counterparty id) answers alreadyExists true and creates nothing, also under concurrent creates; a deactivated equivalent is reactivated (audit Activate). A write that can change outcomes re-runs automatic matching of the organization’s undecided transactions in the same transaction (ManualMatched and Excluded stay) and reports changedTransactionCount. */
  createCounterpartyRuleFromMatch: CounterpartyRuleResult;
  /** Subscribes a customer organization to a Published offer version (catalog.manage). Audited under the customer. Errors: validation.failed (tariffCode not of the version), catalog.not_found (404; also another tenant's record), catalog.offer_version_not_published (409). */
  createCustomerSubscription: CustomerSubscription;
  /** Creates an edge gateway (PendingEnrollment) with a single-use enrollment token valid for 24 hours, shown in this answer only (edge_gateways.manage). Audited (Create, EdgeGateway; never the token). Errors: validation.failed (a blank, over-long or garbled name). */
  createEdgeGateway: CreatedEdgeGateway;
  /** Creates a connection (erp.connections.manage on the organization); the first live one of the organization becomes its default. Credentials are sealed at rest and never returned. Errors: validation.failed, not_found. */
  createErpConnection: ErpConnection;
  /** Invites an email to an organization role, valid exactly 3 hours. The plaintext token is in this response only. Scope errors: validation.failed. */
  createInvite: InviteCreatedDto;
  /** Creates a vendor tenant (platform.tenants.manage). Audited (Create, LicensingTenant). Errors: validation.failed (a blank or over-long name). */
  createLicensingTenant: CreatedLicensingTenant;
  /** Creates an active outlet. Over the outlet quota: organization_location_quota_exceeded; a code in use: location_code_conflict. */
  createLocation: LocationDto;
  /** A one-time activation code (about 10 minutes, single use, stored only as a keyed hash) and a deep link to the bot. It binds the caller, the organization and the outlet of the outlet context the request sends (X-Organization-Id and X-Location-Id required; location.bank_statements.view on that outlet, which every role holds); a new code replaces the caller's previous one. Errors: the context.* codes; messenger.disabled (409) when the feature is off. */
  createMessengerLinkChallenge: MessengerLinkChallenge;
  /** Creates an Active organization; an unknown parent: organization_not_found. */
  createPlatformOrganization: OrganizationDto;
  /** Creates a plan (platform_plans.manage); status defaults to Draft and visibility to Internal, so a new plan is not public until a manager says so. Audited (Create, PlatformPlan). Errors: validation.failed (a member breaks its rule; fieldErrors name it), platform_plans.code_taken (409). */
  createPlatformPlan: PlatformPlan;
  /** Creates a user without invitation. An email already in use (any case): user_email_conflict. */
  createPlatformUser: PlatformUserDto;
  /** Creates a service account of a vendor tenant (platform.tenants.manage); the secret is in this answer only. Audited (Create, ServiceAccount; never the secret). Errors: validation.failed (name, a permission outside the five or repeated), tenancy.not_found (404, unknown tenant). */
  createServiceAccount: CreatedServiceAccount;
  /** Soft-deactivates a rule: it stays in the directory and stops matching; transactions it had matched are re-matched without it. Idempotent: a deactivated rule is answered unchanged (no audit entry, changedTransactionCount 0, rowVersion not checked). A write that can change outcomes re-runs automatic matching of the organization’s undecided transactions in the same transaction (ManualMatched and Excluded stay) and reports changedTransactionCount. Needs counterparty.match on the rule’s organization. Errors: not_found (unknown, or outside the X-Organization-Id header sent), forbidden (outside the caller’s scope), concurrency.conflict {entity: CounterpartyRule, id} when expectedRowVersion is stale. */
  deactivateCounterpartyRule: CounterpartyRuleResult;
  /** Hard-deletes an import with its transactions and stored file (permission location.bank_statements.upload on its outlet). Refused while a transaction of the import has a payment allocation other than Cancelled (bank_import_has_allocations {importId}; cancel the allocations first, cancelled ones are deleted with the import). Errors: import_delete_reason_required, not_found, forbidden, bank_import_has_allocations. */
  deleteBankImport: Scalars['Boolean']['output'];
  /** Soft-deletes the Pay-owned record only (erp.connections.manage); a deleted default is not replaced automatically. Errors: concurrency.conflict. Needs the permission on the connection’s organization; never falls back to the default connection. Errors: not_found (unknown), forbidden (outside the caller’s scope), workflow.locked (deleted). */
  deleteErpConnection: Scalars['Boolean']['output'];
  /** Hard-deletes an Archived organization without business data (platform.organizations.delete: MegaAdmin). */
  deletePlatformOrganization: Scalars['Boolean']['output'];
  /** Deletes a service account (platform.tenants.manage); its tokens stop working at once. Audited (Delete, ServiceAccount). Errors: tenancy.not_found (404, unknown or already deleted). */
  deleteServiceAccount: Scalars['Boolean']['output'];
  /** Dismisses an Open candidate: both transactions stay as they are (location.bank_statements.upload). Not Open: workflow.invalid_transition. */
  dismissBankDuplicateCandidate: BankDuplicateCandidateMutationResult;
  /** Creates or restores the durable service account recon-service in the accounting system and stores its password sealed; the connection then signs in as it (erp.connections.manage). Errors: erp_credentials_rejected, erp_request_rejected, erp_unavailable. Needs the permission on the connection’s organization; never falls back to the default connection. Errors: not_found (unknown), forbidden (outside the caller’s scope), workflow.locked (deleted). */
  ensureErpServiceAccount: ErpServiceAccountResult;
  /** Exclusion from any state → Excluded (matchReason excluded, no counterparty, no signals); the transaction leaves the matching queue (Unmatched and LowConfidence). An Excluded transaction is answered unchanged. The optional reason is kept in the audit entry only. Needs counterparty.match on the outlet of the transaction; context headers, when sent, must contain it. Errors: bank_transaction_required, validation.failed, bank_transaction_not_found (unknown, or outside the header context), forbidden (outside the caller’s scope, or no permission), bank_transaction_has_allocation {bankTransactionId, allocationId} (the transaction has a payment allocation other than Cancelled: cancel it first; checked before the rowVersion), concurrency.conflict (stale expectedRowVersion), workflow.invalid_transition {entity: BankTransaction, state, operation}. Answers the updated transaction. */
  excludeCounterpartyMatch: BankTransaction;
  /** Issues an Active license with a v2 key from a subscription of the path customer (customers.read and licenses.manage). The first commit shows the plaintext key once. The same key with the same path ids and body answers the stored receipt (plaintextKey null, isIdempotentReplay true) whatever changed since; with other content 409 customer_license_actions.idempotency_conflict, before any rule. Only commits keep a key. Errors (customer_license_actions.*): not_found (404: customer or subscription missing, of another tenant or customer), customer_not_active, not_issuable (subscription not Trialing/Active, version not Published/Retired, no seat left), subscription_occupied (it has or had a license), idempotency_conflict (409). */
  issueCustomerLicense: LicenseIssueReceipt;
  /** Issues an Active license with a v2 key from a subscription; the customer is the subscription's (licenses.manage). The first commit shows the plaintext key once. The same key with the same path ids and body answers the stored receipt (plaintextKey null, isIdempotentReplay true) whatever changed since; with other content 409 customer_license_actions.idempotency_conflict, before any rule. Only commits keep a key. Errors (customer_license_actions.*): not_found (404: customer or subscription missing, of another tenant or customer), customer_not_active, not_issuable (subscription not Trialing/Active, version not Published/Retired, no seat left), subscription_occupied (it has or had a license), idempotency_conflict (409). */
  issueSubscriptionLicense: LicenseIssueReceipt;
  /**
   * Always 410 license_legacy_compatibility_disabled (params.replacement), after the access check. Disabled: use POST /api/v1/licenses/subscription-issues.
   * @deprecated Disabled: use POST /api/v1/licenses/subscription-issues.
   */
  legacyBulkCreateLicenses: Scalars['Boolean']['output'];
  /**
   * Always 410 license_legacy_compatibility_disabled (params.replacement), after the access check. Disabled: use POST /api/v1/licenses/subscription-issues.
   * @deprecated Disabled: use POST /api/v1/licenses/subscription-issues.
   */
  legacyCreateLicense: Scalars['Boolean']['output'];
  /** Signs in. Wrong email, password or an inactive user: invalid_credentials. */
  login: AuthSession;
  /** Ends the session of the bearer token; its refresh token stops working. */
  logout: Scalars['Boolean']['output'];
  /** Makes the connection its organization’s default; the previous default stops being one (erp.connections.manage). Errors: concurrency.conflict. Needs the permission on the connection’s organization; never falls back to the default connection. Errors: not_found (unknown), forbidden (outside the caller’s scope), workflow.locked (deleted). */
  makeErpConnectionDefault: ErpConnection;
  /** Manual match: Unmatched, LowConfidence or AutoMatched (confirming or correcting an automatic match) → ManualMatched with matchReason manual and one Manual signal (value: the deciding user id); no free-text reason required. From ManualMatched (revert first) or Excluded (unexclude first): workflow.invalid_transition with operation match. Also erp_counterparty_required, erp_counterparty_name_required. Needs counterparty.match on the outlet of the transaction; context headers, when sent, must contain it. Errors: bank_transaction_required, validation.failed, bank_transaction_not_found (unknown, or outside the header context), forbidden (outside the caller’s scope, or no permission), bank_transaction_has_allocation {bankTransactionId, allocationId} (the transaction has a payment allocation other than Cancelled: cancel it first; checked before the rowVersion), concurrency.conflict (stale expectedRowVersion), workflow.invalid_transition {entity: BankTransaction, state, operation}. Answers the updated transaction. */
  matchCounterparty: BankTransaction;
  /** Overrides the open balance review of an import (permission location.bank_statements.quality_override on its outlet). Errors: review_override_reason_required, not_found, concurrency.conflict, workflow.invalid_transition. */
  overrideBankImportQualityReview: BankStatementImportQualityReport;
  /** Rebuilds the payment candidates and looks for the single safe full-amount proposal; the item becomes ReadyForApproval with one, Attention (safe_proposal_missing) without. Idempotent by key; no allocation, no external write. Excluded: counterparty_match_excluded (409); unmatched: counterparty_match_required. Needs the outlet context (X-Organization-Id and X-Location-Id); a transaction outside it: accountant_work_item.not_found (404). */
  prepareAccountantWorkItem: AccountantWorkItemPrepareResult;
  /** Checks a connection that is not stored (body as for create); stores nothing. Rejected credentials: success false, never an error. Errors: validation.failed, not_found, forbidden. */
  probeErpConnection: ErpConnectionCheckResult;
  /** Draft → Published: sets policySnapshotVersion and policySnapshotHash; the version is immutable afterwards (catalog.manage). Audited. Errors: catalog.not_found (404; also another tenant's record), workflow.invalid_transition (409, not Draft). */
  publishCatalogOfferVersion: CatalogOfferVersion;
  /** Queues an Approved allocation: revalidates every snapshot and the full-payment invariant, creates the posting (ApprovalRequired) and its outbox row, moves the allocation to PostingQueued, all in one transaction. Never writes to the accounting system. A second queue or another state: workflow.invalid_transition; a block: its code (bank_import_balance_review_required with importId, document_*, outlet_unresolved, manual_outlet_review_required, posting_rule_mixed_document_directions, erp_posting_rule_unsupported, payment_not_fully_distributed). */
  queueErpPosting: ErpPaymentPosting;
  /** Forces a readback by the worker (Posted, ReadbackPending, WriteOutcomeUnknown or Failed); answers the posting as it is now. Wrong state: workflow.invalid_transition; stale rowVersion: concurrency.conflict. */
  reconcileErpPosting: ErpPaymentPosting;
  /** Exchanges a refresh token for new tokens. A token used twice ends its whole session: unauthorized. */
  refresh: AuthSession;
  /** Registers the public ES256 signing key of an edge gateway, admitted by its enrollment token (no bearer); the gateway becomes Enrolled. Errors, in this order: edge_gateway.enrollment_invalid (401: unknown gateway, wrong or expired token alike), edge_gateway.replay_rejected (409: the token was already used), edge_gateway.invalid_key (400: not an EC P-256 public key on the curve, alg other than ES256, a private member). A refusal leaves the token unused. */
  registerEdgeGatewaySigningKey: RegisteredEdgeGatewaySigningKey;
  /** Removes an assignment of the user in the organization or one of its outlets; others: not_found. */
  removeOrganizationUserRole: Scalars['Boolean']['output'];
  /** Removes a direct assignment of the user; a platform-scope one only by a MegaAdmin. */
  removePlatformUserRole: Scalars['Boolean']['output'];
  /** Published → Retired: no new subscriptions (catalog.manage). Audited. Errors: catalog.not_found (404; also another tenant's record), workflow.invalid_transition (409, not Published). */
  retireCatalogOfferVersion: CatalogOfferVersion;
  /** Failed or RetryScheduled → RetryScheduled, due now. WriteOutcomeUnknown: write_outcome_unknown_readback_required; an open critical anomaly: payment_anomaly_open. Wrong state: workflow.invalid_transition; stale rowVersion: concurrency.conflict. */
  retryErpPosting: ErpPaymentPosting;
  /** Revert of a manual match, from ManualMatched only (else workflow.invalid_transition with operation revert). Target state: what automatic matching says now — AutoMatched, LowConfidence or Unmatched, with its explanation. Needs counterparty.match on the outlet of the transaction; context headers, when sent, must contain it. Errors: bank_transaction_required, validation.failed, bank_transaction_not_found (unknown, or outside the header context), forbidden (outside the caller’s scope, or no permission), bank_transaction_has_allocation {bankTransactionId, allocationId} (the transaction has a payment allocation other than Cancelled: cancel it first; checked before the rowVersion), concurrency.conflict (stale expectedRowVersion), workflow.invalid_transition {entity: BankTransaction, state, operation}. Answers the updated transaction. */
  revertCounterpartyMatch: BankTransaction;
  /** Draft, Active or Suspended → Revoked (customers.read and licenses.manage). Frees the seat, not the subscription. Audited (license.revoked) with an outbox message. Errors: validation.failed (also expectedStatus not a status name, case-sensitive), customer_license_actions.not_found (404: no such customer, no such license, another tenant's or another customer's license), customer_license_actions.transition_not_allowed (409, checked first), customer_license_actions.stale_precondition (409). An exact replay answers the original receipt with isIdempotentReplay true. */
  revokeCustomerLicense: LicenseTerminalActionReceipt;
  /** Global single revoke, v1 envelope (licenses.manage): Draft, Active or Suspended → Revoked. A repeat is 409 customer_license_actions.transition_not_allowed, as is an Archived license; revokedByActorId is ignored. Audited (license.revoked) with an outbox message. Errors: validation.failed, customer_license_actions.not_found (404: no such customer, no such license, another tenant's or another customer's license). */
  revokeLicense: LicenseRevokeResult;
  /** Revokes the active link of the signed-in user in the organization of X-Organization-Id (or the REST query organizationId) and tells the chat; true also when none was active. Touches only the caller's own link, so no permission in the organization is needed. Errors: context.organization.required, context.organization.invalid. */
  revokeMessengerLink: Scalars['Boolean']['output'];
  /** Rotates the key of a license of the path customer: the primary material is superseded by a new v2 one (customers.read and licenses.manage). Audited once per operation (license.key.rotated). The same key with the same path ids and body answers the stored receipt (plaintextKey null, isIdempotentReplay true) whatever changed since; with other content 409 customer_license_actions.idempotency_conflict, before any rule. Only commits keep a key. A replay also completes a missing audit event. Errors (customer_license_actions.*): not_found (404), customer_not_active, transition_not_allowed (license not Active, or its migration state not Current), stale_precondition (expectedPrimaryMaterialRefId is not the current primary), idempotency_conflict (409), stored_result_invalid (500: its policy snapshot is not its version’s). */
  rotateCustomerLicenseKey: LicenseKeyRotationReceipt;
  /** Replaces the credentials after signing in with them; the base address stays (erp.connections.manage). Errors: erp_credentials_rejected (409, nothing stored), erp_unavailable, concurrency.conflict. Needs the permission on the connection’s organization; never falls back to the default connection. Errors: not_found (unknown), forbidden (outside the caller’s scope), workflow.locked (deleted). */
  rotateErpConnectionCredentials: ErpConnection;
  /** Rotates the key of a license, v1 envelope (licenses.manage). Reliable mode: input and idempotencyKey, as the customer route. Neither: deprecated compatibility mode (atomic, no replay). Only one of the two: 400 customer_license_actions.invalid_request. Errors (customer_license_actions.*): not_found (404), customer_not_active, transition_not_allowed (license not Active, or its migration state not Current), stale_precondition (expectedPrimaryMaterialRefId is not the current primary), idempotency_conflict (409), stored_result_invalid (500: its policy snapshot is not its version’s). */
  rotateLicenseKey: LicenseKeyRotationEnvelope;
  /** Re-runs today’s parser on the stored original and stores a preview; changes nothing else. MegaAdmin or MegaManager only (forbidden otherwise). */
  runBankImportReprocessPreview: BankStatementReprocessPreview;
  /** Validates a context selection and records it in the audit log (entityType ActiveContext); stores nothing else. Send the result as X-Organization-Id / X-Location-Id afterwards. Errors: the context.* codes. */
  selectContext: SelectedContext;
  /** Exchanges a service account's client credentials for a bearer access token. Errors: invalid_credentials (401: unknown client, deleted account or wrong secret alike). */
  serviceAccountToken: ServiceAccountToken;
  /** Sets the status of a subscription; any status may follow any other, a change bumps rowVersion (catalog.manage). Audited under the customer. Errors: catalog.not_found (404; also another tenant's record). */
  setCustomerSubscriptionStatus: CustomerSubscription;
  /** Sets the payment account and cash-flow article (Draft or ApprovalRequired only), checked against the lists of the posting connection (unknown ids: validation.failed). Wrong state: workflow.invalid_transition; stale rowVersion: concurrency.conflict. */
  setErpPostingWriteTarget: ErpPaymentPosting;
  /** Syncs the connection’s documents of the period into the snapshots, soft by default: fresh unchanged outgoing snapshots are reused unless forceRefresh. Answers the finished run: a failure of the accounting system is a run with status Failed and a safe errorMessage (HTTP 200), never an error. Needs erp.connections.manage on the connection’s organization. Errors: not_found (unknown connection), forbidden (outside the caller’s scope), workflow.locked (deleted). A period with from after to: validation.failed. */
  syncErpDocuments: ErpDocumentSyncRun;
  /** Syncs the connection’s suppliers into the snapshot: incremental catch-up from the revision the last successful run reached, or a full re-read with full=true (the first run is always full). Answers the finished run: a failure of the accounting system is a run with status Failed and a safe errorMessage (HTTP 200), never an error. Needs erp.connections.manage on the connection’s organization. Errors: not_found (unknown connection), forbidden (outside the caller’s scope), workflow.locked (deleted). */
  syncErpSuppliers: ErpSupplierSyncRun;
  /** Signs in to the accounting system with the stored credentials and stores the outcome in the health fields (erp.connections.manage). Rejected credentials: success false, never an error. Needs the permission on the connection’s organization; never falls back to the default connection. Errors: not_found (unknown), forbidden (outside the caller’s scope), workflow.locked (deleted). */
  testErpConnection: ErpConnectionCheckResult;
  /** Unexclude, from Excluded only (also a transaction excluded as a confirmed duplicate; else workflow.invalid_transition with operation unexclude). Target state: back under automatic matching — typically Unmatched or LowConfidence (the matching queue), AutoMatched when the evidence is strong. Needs counterparty.match on the outlet of the transaction; context headers, when sent, must contain it. Errors: bank_transaction_required, validation.failed, bank_transaction_not_found (unknown, or outside the header context), forbidden (outside the caller’s scope, or no permission), bank_transaction_has_allocation {bankTransactionId, allocationId} (the transaction has a payment allocation other than Cancelled: cancel it first; checked before the rowVersion), concurrency.conflict (stale expectedRowVersion), workflow.invalid_transition {entity: BankTransaction, state, operation}. Answers the updated transaction. */
  unexcludeCounterpartyMatch: BankTransaction;
  /** Changes a rule’s pattern, counterparty id or name (a null field keeps its value; no change answers the rule unchanged). A change that makes it equivalent to another rule: 409 counterparty_rule_duplicate. Validation in this order: pattern_required (blank, or nothing left after normalization), erp_counterparty_required, erp_counterparty_name_required (blank counts as missing), then validation.failed (max_length: pattern 500, counterparty id 100, name 500). A write that can change outcomes re-runs automatic matching of the organization’s undecided transactions in the same transaction (ManualMatched and Excluded stay) and reports changedTransactionCount. Needs counterparty.match on the rule’s organization. Errors: not_found (unknown, or outside the X-Organization-Id header sent), forbidden (outside the caller’s scope), concurrency.conflict {entity: CounterpartyRule, id} when expectedRowVersion is stale. */
  updateCounterpartyRule: CounterpartyRuleResult;
  /** Replaces the mutable profile at expectedRevision and answers the committed profile (customers.manage). The exact body of the last committed update sent again is answered with the committed profile. Audited (customer.profile.updated). Errors: validation.failed, customer_aggregate_not_found (404), customer_primary_contact_not_found (404), customer_profile_revision_conflict (409), customer_profile_not_editable (409, Archived organization). */
  updateLicensingCustomerProfile: LicensingCustomerProfile;
  /** Updates an outlet of the organization. */
  updateLocation: LocationDto;
  /** Updates an organization in the caller’s scope. */
  updateOrganization: OrganizationDto;
  /** Replaces the three limits of the organization (platform). */
  updateOrganizationQuota: OrganizationQuotaDto;
  /** Updates an organization (platform path; organization.users.manage on it). */
  updatePlatformOrganization: OrganizationDto;
  /** Replaces every member of a plan (platform_plans.manage); omitted optional members take their defaults. The canonical free plan keeps its code, status Active and visibility Public. Audited (Update, PlatformPlan, the changed members). Errors: validation.failed (a member breaks its rule; fieldErrors name it), platform_plans.code_taken (409). Also platform_plans.not_found (404), platform_plans.free_plan_locked (409), concurrency.conflict (409, a stale rowVersion). */
  updatePlatformPlan: PlatformPlan;
  /** Sets overrides (string values) or removes them (null). Unknown keys or bad values: validation.failed. */
  updatePlatformSettings: PlatformSettingsDto;
  /** Updates name and active flag, optionally resets the password. A new password or deactivation revokes all sessions of the user. A user holding a platform role may be changed by a MegaAdmin only (else forbidden). */
  updatePlatformUser: PlatformUserDto;
  /** Uploads a bank statement for the outlet of the context headers (GraphQL multipart request; send Apollo-Require-Preflight: true). Errors: empty_file, file_too_large, organization_import_quota_exceeded, the context.* codes. */
  uploadBankStatement: BankStatementImportUploadResult;
};

export type MutationAcceptInviteArgs = {
  input: AcceptInviteInput;
};

export type MutationActivateCounterpartyRuleArgs = {
  id: Scalars['UUID']['input'];
  input?: InputMaybe<CounterpartyRuleStateInput>;
};

export type MutationApproveAccountantPaymentRunArgs = {
  input: AccountantPaymentRunApproveInput;
};

export type MutationApproveAndQueueAccountantWorkItemArgs = {
  bankTransactionId: Scalars['UUID']['input'];
  input: AccountantApproveAndQueueInput;
};

export type MutationApproveErpPostingArgs = {
  id: Scalars['UUID']['input'];
  input?: PostingRowVersionInput;
};

export type MutationApprovePaymentAllocationArgs = {
  id: Scalars['UUID']['input'];
  input?: ApproveAllocationInput;
};

export type MutationArchiveCustomerLicenseArgs = {
  input: CustomerLicenseActionInput;
  licenseId: Scalars['UUID']['input'];
  organizationId: Scalars['UUID']['input'];
};

export type MutationAssignLocationUserRoleArgs = {
  input: AssignLocationRoleInput;
  locationId: Scalars['UUID']['input'];
  userId: Scalars['UUID']['input'];
};

export type MutationAssignOrganizationUserRoleArgs = {
  input: AssignOrganizationRoleInput;
  organizationId: Scalars['UUID']['input'];
  userId: Scalars['UUID']['input'];
};

export type MutationAssignPlatformUserRoleArgs = {
  input: AssignRoleInput;
  userId: Scalars['UUID']['input'];
};

export type MutationBuildPaymentCandidatesArgs = {
  bankTransactionId?: InputMaybe<Scalars['String']['input']>;
};

export type MutationBulkRevokeLicensesArgs = {
  input: BulkLicenseRevokeInput;
};

export type MutationCancelPaymentAllocationArgs = {
  id: Scalars['UUID']['input'];
  input: CancelAllocationInput;
};

export type MutationConfirmBankDuplicateCandidateArgs = {
  candidateId: Scalars['UUID']['input'];
};

export type MutationConfirmPaymentAllocationArgs = {
  input: AllocationConfirmInput;
};

export type MutationCreateCatalogOfferArgs = {
  input: CreateCatalogOfferInput;
};

export type MutationCreateCatalogOfferVersionArgs = {
  input: CreateOfferVersionInput;
};

export type MutationCreateCatalogProductArgs = {
  input: CreateCatalogProductInput;
};

export type MutationCreateChildOrganizationArgs = {
  input: CreateChildOrganizationInput;
  parentId: Scalars['UUID']['input'];
};

export type MutationCreateCounterpartyRuleArgs = {
  input: CreateCounterpartyRuleInput;
};

export type MutationCreateCounterpartyRuleFromMatchArgs = {
  input: CreateCounterpartyRuleFromMatchInput;
};

export type MutationCreateCustomerSubscriptionArgs = {
  input: CreateCustomerSubscriptionInput;
};

export type MutationCreateEdgeGatewayArgs = {
  input: CreateEdgeGatewayInput;
};

export type MutationCreateErpConnectionArgs = {
  input: CreateErpConnectionInput;
};

export type MutationCreateInviteArgs = {
  input: CreateInviteInput;
};

export type MutationCreateLicensingTenantArgs = {
  input: CreateLicensingTenantInput;
};

export type MutationCreateLocationArgs = {
  input: CreateLocationInput;
  organizationId: Scalars['UUID']['input'];
};

export type MutationCreatePlatformOrganizationArgs = {
  input: CreateOrganizationInput;
};

export type MutationCreatePlatformPlanArgs = {
  input: PlatformPlanInput;
};

export type MutationCreatePlatformUserArgs = {
  input: CreatePlatformUserInput;
};

export type MutationCreateServiceAccountArgs = {
  input: CreateServiceAccountInput;
};

export type MutationDeactivateCounterpartyRuleArgs = {
  id: Scalars['UUID']['input'];
  input?: InputMaybe<CounterpartyRuleStateInput>;
};

export type MutationDeleteBankImportArgs = {
  id: Scalars['UUID']['input'];
  input: DeleteBankImportInput;
};

export type MutationDeleteErpConnectionArgs = {
  id: Scalars['UUID']['input'];
  input?: InputMaybe<ErpConnectionChangeInput>;
};

export type MutationDeletePlatformOrganizationArgs = {
  id: Scalars['UUID']['input'];
  input: DeleteOrganizationInput;
};

export type MutationDeleteServiceAccountArgs = {
  id: Scalars['UUID']['input'];
};

export type MutationDismissBankDuplicateCandidateArgs = {
  candidateId: Scalars['UUID']['input'];
};

export type MutationEnsureErpServiceAccountArgs = {
  id: Scalars['UUID']['input'];
};

export type MutationExcludeCounterpartyMatchArgs = {
  input: ExcludeCounterpartyMatchInput;
};

export type MutationIssueCustomerLicenseArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: LicenseIssueInput;
  organizationId: Scalars['UUID']['input'];
};

export type MutationIssueSubscriptionLicenseArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: LicenseIssueInput;
};

export type MutationLoginArgs = {
  input: LoginInput;
};

export type MutationMakeErpConnectionDefaultArgs = {
  id: Scalars['UUID']['input'];
  input?: InputMaybe<ErpConnectionChangeInput>;
};

export type MutationMatchCounterpartyArgs = {
  input: MatchCounterpartyInput;
};

export type MutationOverrideBankImportQualityReviewArgs = {
  id: Scalars['UUID']['input'];
  input: QualityOverrideInput;
};

export type MutationPrepareAccountantWorkItemArgs = {
  bankTransactionId: Scalars['UUID']['input'];
  input: AccountantWorkItemPrepareInput;
};

export type MutationProbeErpConnectionArgs = {
  input: CreateErpConnectionInput;
};

export type MutationPublishCatalogOfferVersionArgs = {
  id: Scalars['UUID']['input'];
};

export type MutationQueueErpPostingArgs = {
  allocationId: Scalars['UUID']['input'];
  input?: QueuePostingInput;
};

export type MutationReconcileErpPostingArgs = {
  id: Scalars['UUID']['input'];
  input?: PostingRowVersionInput;
};

export type MutationRefreshArgs = {
  input: RefreshInput;
};

export type MutationRegisterEdgeGatewaySigningKeyArgs = {
  gatewayInstanceId: Scalars['UUID']['input'];
  input: RegisterEdgeGatewaySigningKeyInput;
};

export type MutationRemoveOrganizationUserRoleArgs = {
  assignmentId: Scalars['UUID']['input'];
  organizationId: Scalars['UUID']['input'];
  userId: Scalars['UUID']['input'];
};

export type MutationRemovePlatformUserRoleArgs = {
  assignmentId: Scalars['UUID']['input'];
  userId: Scalars['UUID']['input'];
};

export type MutationRetireCatalogOfferVersionArgs = {
  id: Scalars['UUID']['input'];
};

export type MutationRetryErpPostingArgs = {
  id: Scalars['UUID']['input'];
  input?: PostingRowVersionInput;
};

export type MutationRevertCounterpartyMatchArgs = {
  input: CounterpartyMatchTargetInput;
};

export type MutationRevokeCustomerLicenseArgs = {
  input: CustomerLicenseActionInput;
  licenseId: Scalars['UUID']['input'];
  organizationId: Scalars['UUID']['input'];
};

export type MutationRevokeLicenseArgs = {
  input: GlobalLicenseRevokeInput;
  licenseId: Scalars['UUID']['input'];
};

export type MutationRotateCustomerLicenseKeyArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: LicenseKeyRotationInput;
  licenseId: Scalars['UUID']['input'];
  organizationId: Scalars['UUID']['input'];
};

export type MutationRotateErpConnectionCredentialsArgs = {
  id: Scalars['UUID']['input'];
  input: RotateErpCredentialsInput;
};

export type MutationRotateLicenseKeyArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input?: InputMaybe<LicenseKeyRotationInput>;
  licenseId: Scalars['UUID']['input'];
};

export type MutationRunBankImportReprocessPreviewArgs = {
  importId: Scalars['UUID']['input'];
};

export type MutationSelectContextArgs = {
  input: SelectContextInput;
};

export type MutationServiceAccountTokenArgs = {
  input: ServiceAccountTokenInput;
};

export type MutationSetCustomerSubscriptionStatusArgs = {
  id: Scalars['UUID']['input'];
  input: SetSubscriptionStatusInput;
};

export type MutationSetErpPostingWriteTargetArgs = {
  id: Scalars['UUID']['input'];
  input: PostingWriteTargetInput;
};

export type MutationSyncErpDocumentsArgs = {
  connectionId: Scalars['UUID']['input'];
  forceRefresh?: Scalars['Boolean']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type MutationSyncErpSuppliersArgs = {
  connectionId: Scalars['UUID']['input'];
  full?: Scalars['Boolean']['input'];
};

export type MutationTestErpConnectionArgs = {
  id: Scalars['UUID']['input'];
};

export type MutationUnexcludeCounterpartyMatchArgs = {
  input: CounterpartyMatchTargetInput;
};

export type MutationUpdateCounterpartyRuleArgs = {
  id: Scalars['UUID']['input'];
  input: UpdateCounterpartyRuleInput;
};

export type MutationUpdateLicensingCustomerProfileArgs = {
  input: UpdateLicensingCustomerProfileInput;
  organizationId: Scalars['UUID']['input'];
};

export type MutationUpdateLocationArgs = {
  input: UpdateLocationInput;
  locationId: Scalars['UUID']['input'];
  organizationId: Scalars['UUID']['input'];
};

export type MutationUpdateOrganizationArgs = {
  id: Scalars['UUID']['input'];
  input: UpdateOrganizationInput;
};

export type MutationUpdateOrganizationQuotaArgs = {
  input: UpdateOrganizationQuotaInput;
  organizationId: Scalars['UUID']['input'];
};

export type MutationUpdatePlatformOrganizationArgs = {
  id: Scalars['UUID']['input'];
  input: UpdateOrganizationInput;
};

export type MutationUpdatePlatformPlanArgs = {
  id: Scalars['UUID']['input'];
  input: UpdatePlatformPlanInput;
};

export type MutationUpdatePlatformSettingsArgs = {
  input: UpdatePlatformSettingsInput;
};

export type MutationUpdatePlatformUserArgs = {
  input: UpdatePlatformUserInput;
  userId: Scalars['UUID']['input'];
};

export type MutationUploadBankStatementArgs = {
  file: Scalars['Upload']['input'];
};

/** The transactions of the outlet that share one normalized counterparty name, however the bank spelled it. Names only: no account numbers, no descriptions. */
export type NameMatch = {
  __typename?: 'NameMatch';
  autoMatchedCount: Scalars['Int']['output'];
  /** The most frequent spelling in the bank statements. */
  counterpartyName: Scalars['String']['output'];
  excludedCount: Scalars['Int']['output'];
  /** YYYY-MM-DD of the latest transaction. */
  lastTransactionDate: Scalars['String']['output'];
  lowConfidenceCount: Scalars['Int']['output'];
  manualMatchedCount: Scalars['Int']['output'];
  /** The counterparty most of the matched (AutoMatched or ManualMatched) transactions of the name have. */
  matchedCounterpartyId?: Maybe<Scalars['String']['output']>;
  matchedCounterpartyName?: Maybe<Scalars['String']['output']>;
  /** The normalized name (lower case, no quotes or legal forms); the key of the group. */
  normalizedName: Scalars['String']['output'];
  /** Transactions in the matching queue (Unmatched or LowConfidence). */
  queueCount: Scalars['Int']['output'];
  /** Active rules of the organization whose pattern occurs in the name. */
  ruleCount: Scalars['Int']['output'];
  /** Distinct raw spellings of the name. */
  spellingCount: Scalars['Int']['output'];
  /** For names with transactions in the queue: the best supplier candidate; null when there is none. */
  suggestion?: Maybe<NameMatchSuggestion>;
  transactionCount: Scalars['Int']['output'];
  unmatchedCount: Scalars['Int']['output'];
};

export type NameMatchPage = {
  __typename?: 'NameMatchPage';
  items: Array<NameMatch>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** How many transactions have one match reason. */
export type NameMatchReasonCount = {
  __typename?: 'NameMatchReasonCount';
  count: Scalars['Int']['output'];
  /** tax_id, rule, name_exact, conflicting_evidence, weak_name_similarity, no_evidence, manual, excluded or duplicate_confirmed. */
  reason: Scalars['String']['output'];
};

/** How many transactions are in one match status. */
export type NameMatchStatusCount = {
  __typename?: 'NameMatchStatusCount';
  count: Scalars['Int']['output'];
  /** Unmatched, LowConfidence, AutoMatched, ManualMatched or Excluded. */
  status: Scalars['String']['output'];
};

/** The supplier automatic matching would propose for a name now, with its evidence. */
export type NameMatchSuggestion = {
  __typename?: 'NameMatchSuggestion';
  /** The supplier id in the accounting system. */
  counterpartyId: Scalars['String']['output'];
  counterpartyName: Scalars['String']['output'];
  /** The strongest signal: Rule, NameExact or NameSimilarity (a name has no tax id). */
  kind: Scalars['String']['output'];
  /** 1 for exact evidence; the word similarity (0.5–1) for NameSimilarity. */
  score: Scalars['Float']['output'];
};

/** Name-matching statistics of the context outlet. */
export type NameMatchSummary = {
  __typename?: 'NameMatchSummary';
  /** Active counterparty rules of the organization. */
  activeRuleCount: Scalars['Int']['output'];
  /** AutoMatched share of the transactions not excluded (0–1); null when there are none. */
  automaticRate?: Maybe<Scalars['Float']['output']>;
  /** The match reasons present, most frequent first. */
  byReason: Array<NameMatchReasonCount>;
  /** Every match status, zeros included, in workflow order. */
  byStatus: Array<NameMatchStatusCount>;
  /** Distinct normalized counterparty names. */
  distinctNames: Scalars['Int']['output'];
  /** ManualMatched share of the transactions not excluded (0–1); null when there are none. */
  manualRate?: Maybe<Scalars['Float']['output']>;
  /** Transactions in the matching queue (Unmatched or LowConfidence). */
  queueCount: Scalars['Int']['output'];
  /** Bank transactions of the outlet. */
  totalTransactions: Scalars['Int']['output'];
  /** Transactions whose counterparty name is missing or only a legal form. */
  transactionsWithoutName: Scalars['Int']['output'];
  /** Distinct normalized names with at least one transaction in the queue. */
  unmatchedNames: Scalars['Int']['output'];
};

/** Draft → Published (terms frozen) → Retired (no new subscriptions). No other transition. */
export type OfferVersionState = 'Draft' | 'Published' | 'Retired';

/** A tenant, or a child organization of one. */
export type OrganizationDto = {
  __typename?: 'OrganizationDto';
  /** Child organizations the caller reaches, by name. */
  children: Array<OrganizationDto>;
  createdAtUtc: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  legalName?: Maybe<Scalars['String']['output']>;
  /** Outlets by name; an outlet-only user sees their own only. */
  locations: Array<LocationDto>;
  name: Scalars['String']['output'];
  /** Null for a root organization. */
  parentOrganizationId?: Maybe<Scalars['ID']['output']>;
  /** Send it back on update to detect concurrent changes (concurrency.conflict). */
  rowVersion: Scalars['Int']['output'];
  status: OrganizationStatus;
  taxId?: Maybe<Scalars['String']['output']>;
};

/** Limits and usage of an organization; a null maximum means no limit. */
export type OrganizationQuotaDto = {
  __typename?: 'OrganizationQuotaDto';
  maxLocations?: Maybe<Scalars['Int']['output']>;
  maxMonthlyBankImports?: Maybe<Scalars['Int']['output']>;
  maxUsers?: Maybe<Scalars['Int']['output']>;
  organizationId: Scalars['ID']['output'];
  /** When the limits were last set; null when never set. */
  updatedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  usedLocations: Scalars['Int']['output'];
  /** Bank statement imports created this calendar month (UTC). */
  usedMonthlyBankImports: Scalars['Int']['output'];
  /** Distinct users holding an assignment in the organization or one of its outlets. */
  usedUsers: Scalars['Int']['output'];
};

/** Active⇄Suspended, either to Archived, Archived back to Active. Archived is required before hard delete. */
export type OrganizationStatus = 'Active' | 'Archived' | 'Suspended';

/** A saved split of one bank transaction over documents of its supplier (docs/payment-allocations.md). */
export type PaymentAllocation = {
  __typename?: 'PaymentAllocation';
  allocatedAmount: Scalars['SafeInt']['output'];
  allocationMethod: AllocationMethod;
  approvedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  approvedByUserId?: Maybe<Scalars['UUID']['output']>;
  bankTransactionId: Scalars['UUID']['output'];
  cancelReason?: Maybe<Scalars['String']['output']>;
  cancelledAtUtc?: Maybe<Scalars['DateTime']['output']>;
  createdAtUtc: Scalars['DateTime']['output'];
  createdByUserId?: Maybe<Scalars['UUID']['output']>;
  currency: Scalars['String']['output'];
  documentSettlementAmount: Scalars['SafeInt']['output'];
  erpConnectionId: Scalars['UUID']['output'];
  /** The accounting system's supplier id the payment goes to. */
  erpCounterpartyId: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
  invoiceDebtRemaining: Scalars['SafeInt']['output'];
  /** In sequence order. Batched: one statement for any number of allocations. */
  lines: Array<PaymentAllocationLine>;
  locationId: Scalars['UUID']['output'];
  organizationId: Scalars['UUID']['output'];
  /** The posting of the allocation once queued. Batched: one statement for any number of allocations. */
  posting?: Maybe<ErpPaymentPosting>;
  /** Always 0 for a saved allocation: the full amount is assigned. */
  remainingAmount: Scalars['SafeInt']['output'];
  rowVersion: Scalars['Int']['output'];
  status: AllocationStatus;
  supplierAdvanceAmount: Scalars['SafeInt']['output'];
  /** The bank transaction amount. Minor units. */
  totalAmount: Scalars['SafeInt']['output'];
  unallocatedPaymentAmount: Scalars['SafeInt']['output'];
};

/** PaymentAllocationLineDto: one document of a saved allocation. */
export type PaymentAllocationLine = {
  __typename?: 'PaymentAllocationLine';
  allocatedAmount: Scalars['SafeInt']['output'];
  documentAmount: Scalars['SafeInt']['output'];
  documentId: Scalars['String']['output'];
  documentNumber: Scalars['String']['output'];
  /** PartiallyPaid or Paid once posted. */
  expectedPaymentStatusAfter: Scalars['String']['output'];
  expectedUnpaidAmountAfter: Scalars['SafeInt']['output'];
  id: Scalars['UUID']['output'];
  isOverpayment: Scalars['Boolean']['output'];
  isPartialPayment: Scalars['Boolean']['output'];
  /** Unpaid or PartiallyPaid when confirmed. */
  paymentStatusBefore: Scalars['String']['output'];
  /** The order the worker posts in; it never rebuilds FIFO. */
  sequence: Scalars['Int']['output'];
  unpaidAmountBefore: Scalars['SafeInt']['output'];
  warningCodes: Array<Scalars['String']['output']>;
};

export type PaymentAllocationPage = {
  __typename?: 'PaymentAllocationPage';
  items: Array<PaymentAllocation>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Something unusual about a posting of the outlet that needs an accountant. A write whose outcome is unknown opens a critical one until a readback resolves it; an open critical anomaly blocks repeat writes and retries of its posting. */
export type PaymentAnomaly = {
  __typename?: 'PaymentAnomaly';
  bankTransactionId: Scalars['UUID']['output'];
  /** Stable code: write_outcome_unknown, posted_payment_missing, duplicate_payment_detected, readback_not_reflected. */
  code: Scalars['String']['output'];
  createdAtUtc: Scalars['DateTime']['output'];
  id: Scalars['UUID']['output'];
  locationId: Scalars['UUID']['output'];
  /** Fixed text for the code, and how it was resolved. */
  message: Scalars['String']['output'];
  organizationId: Scalars['UUID']['output'];
  postingId: Scalars['UUID']['output'];
  resolvedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  /** critical or warning. */
  severity: Scalars['String']['output'];
  status: PaymentAnomalyStatus;
};

export type PaymentAnomalyPage = {
  __typename?: 'PaymentAnomalyPage';
  items: Array<PaymentAnomaly>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Open anomalies need an accountant; Resolved ones were handled. */
export type PaymentAnomalyStatus = 'Open' | 'Resolved';

/** An open document of the matched supplier that the payment could settle (PaymentCandidateDto). Lists are ordered by confidence, amount distance, date distance, document date, document number and document id. */
export type PaymentCandidate = {
  __typename?: 'PaymentCandidate';
  /** unpaidAmount − reservedAmount, at least 0. Minor units. */
  availableAmount: Scalars['SafeInt']['output'];
  bankTransactionId: Scalars['UUID']['output'];
  builtAtUtc: Scalars['DateTime']['output'];
  /** 0–100, higher first; explained by reasons. */
  confidence: Scalars['Int']['output'];
  document: ErpDocumentSnapshot;
  /** Position in the list, from 1. */
  rank: Scalars['Int']['output'];
  reasons: Array<PaymentCandidateReason>;
  /** Reserved by live allocations (a transaction’s own allocation included). Minor units. */
  reservedAmount: Scalars['SafeInt']['output'];
  /** What this payment would put on the document, in list order; never above availableAmount. */
  suggestedAmount: Scalars['SafeInt']['output'];
};

/** One reason a candidate scored as it did. */
export type PaymentCandidateReason = {
  __typename?: 'PaymentCandidateReason';
  /** amount_equal, amount_fits, amount_partial, number_in_bank_text, date_distance, dated_after_payment, fully_reserved, paid_outside_service (0 points: part of the amount was paid outside this service). */
  code: Scalars['String']['output'];
  /** date_distance: days from the document date to the payment. */
  days?: Maybe<Scalars['Int']['output']>;
  message: Scalars['String']['output'];
  /** Points this reason adds to the confidence. */
  points: Scalars['Int']['output'];
};

/** A platform plan as managers see it (platform_plans.manage): every member, with its identity and version. */
export type PlatformPlan = {
  __typename?: 'PlatformPlan';
  billingPeriod: PlatformPlanBillingPeriod;
  /** The stable public name of the plan, as written; 1–64 characters: letters of either case, digits, `-`, `_` and `.`, starting with a letter or digit (`^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$`). Unique regardless of case. */
  code: Scalars['String']['output'];
  createdAtUtc: Scalars['DateTime']['output'];
  /** ISO 4217 code, three uppercase letters (RUB). */
  currency: Scalars['String']['output'];
  /** At most 2000 characters; may be empty. */
  description: Scalars['String']['output'];
  /** Entitlement code → number, boolean or string (a feature switch or a limit); never in the public catalog. */
  entitlements: Scalars['JSONObject']['output'];
  /** Feature lines shown with the plan, in the order given: at most 50, each 1–200 characters. */
  features: Array<Scalars['String']['output']>;
  id: Scalars['UUID']['output'];
  /** 1–200 characters. */
  name: Scalars['String']['output'];
  /** Price per billing period in minor units of the currency (kopecks, cents); 0 for a free plan. */
  priceMinor: Scalars['SafeInt']['output'];
  /** The billing provider's price id for this plan; never in the public catalog. */
  providerPriceRef?: Maybe<Scalars['String']['output']>;
  /** Send it back on update to detect concurrent changes (concurrency.conflict). */
  rowVersion: Scalars['Int']['output'];
  /** Catalog position: plans are listed by sortOrder, then code (case-insensitive, byte order). */
  sortOrder: Scalars['Int']['output'];
  status: PlatformPlanStatus;
  updatedAtUtc: Scalars['DateTime']['output'];
  visibility: PlatformPlanVisibility;
};

/** What priceMinor pays for: a month, a year, or once (no renewal). */
export type PlatformPlanBillingPeriod = 'Monthly' | 'OneTime' | 'Yearly';

/** A whole plan. Omitted optional members take their defaults, also on update (a full replacement). Errors: validation.failed with fieldErrors naming the member. */
export type PlatformPlanInput = {
  billingPeriod: PlatformPlanBillingPeriod;
  /** 1–64 characters: letters of either case, digits, `-`, `_` and `.`, starting with a letter or digit (`^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$`). Kept as written; unique regardless of case. */
  code: Scalars['String']['input'];
  /** Three uppercase letters (ISO 4217), e.g. RUB. */
  currency: Scalars['String']['input'];
  /** At most 2000 characters. */
  description?: Scalars['String']['input'];
  /** At most 100 entries; keys `^[a-z][a-z0-9_.-]{0,63}$`, values a finite number, a boolean or a string of at most 200 characters. Omitted or null: none. */
  entitlements?: InputMaybe<Scalars['JSONObject']['input']>;
  /** At most 50 distinct lines of 1–200 characters. */
  features?: Array<Scalars['String']['input']>;
  /** 1–200 characters, not blank. */
  name: Scalars['String']['input'];
  /** Minor units, ≥ 0. */
  priceMinor: Scalars['SafeInt']['input'];
  /** 1–200 characters, or null (the default). */
  providerPriceRef?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: Scalars['Int']['input'];
  status?: PlatformPlanStatus;
  visibility?: PlatformPlanVisibility;
};

/** Every plan, whatever its status and visibility, by sortOrder then code. */
export type PlatformPlanList = {
  __typename?: 'PlatformPlanList';
  items: Array<PlatformPlan>;
};

/** Draft (being prepared), Active (on sale), Retired (no longer sold). Any status may follow any other. */
export type PlatformPlanStatus = 'Active' | 'Draft' | 'Retired';

/** Internal (managers only) or Public (in the anonymous catalog while Active). Active alone does not publish a plan. */
export type PlatformPlanVisibility = 'Internal' | 'Public';

/** One operational setting with its effective value; values are strings. */
export type PlatformSettingDto = {
  __typename?: 'PlatformSettingDto';
  description: Scalars['String']['output'];
  key: Scalars['String']['output'];
  source: PlatformSettingSource;
  value: Scalars['String']['output'];
};

/** Where the effective value comes from: a stored override, the environment variable, or the default. */
export type PlatformSettingSource = 'default' | 'environment' | 'override';

/** Every known platform setting: overrides plus environment values and defaults. */
export type PlatformSettingsDto = {
  __typename?: 'PlatformSettingsDto';
  settings: Array<PlatformSettingDto>;
};

/** A user with current role assignments across platform, organization and outlet scopes. Scoped lists show only the assignments inside the scope asked about. */
export type PlatformUserDto = {
  __typename?: 'PlatformUserDto';
  createdAtUtc: Scalars['DateTime']['output'];
  displayName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  roleAssignments: Array<RoleAssignmentView>;
};

/** Optional rowVersion of the posting (approve, retry, reconcile). */
export type PostingRowVersionInput = {
  /** Stale: concurrency.conflict. */
  rowVersion?: InputMaybe<Scalars['Int']['input']>;
};

/** ApprovalRequired → approve → Queued → the worker writes → Posted → readback confirms → Reconciled. ReadbackPending: written, not yet visible; RetryScheduled: failed before the write was sent; WriteOutcomeUnknown: the write may have been applied; Failed: rejected or out of attempts; Cancelled: withdrawn before approval (reserved: allocation cancel never reaches it). docs/postings.md has the diagram. */
export type PostingStatus =
  | 'ApprovalRequired'
  | 'Cancelled'
  | 'Draft'
  | 'Failed'
  | 'Posted'
  | 'Queued'
  | 'ReadbackPending'
  | 'Reconciled'
  | 'RetryScheduled'
  | 'WriteOutcomeUnknown';

/** How many postings of the outlet are in one status. */
export type PostingStatusCount = {
  __typename?: 'PostingStatusCount';
  /** Postings of the outlet in this status; always above 0. */
  count: Scalars['Int']['output'];
  /** A posting status (see PostingStatus). */
  status: Scalars['String']['output'];
};

/** The payment account and cash-flow article of the posting connection. */
export type PostingWriteTargetInput = {
  accountId: Scalars['String']['input'];
  /** Defaults to the accounting system's name. */
  accountName?: InputMaybe<Scalars['String']['input']>;
  cashFlowArticleId: Scalars['String']['input'];
  /** Defaults to the accounting system's name. */
  cashFlowArticleName?: InputMaybe<Scalars['String']['input']>;
  /** Stale: concurrency.conflict. */
  rowVersion?: InputMaybe<Scalars['Int']['input']>;
};

/** A plan of the public catalog: the plan without status, visibility, providerPriceRef and entitlements. The code identifies it; its internal id is not shown. */
export type PublicPlatformPlan = {
  __typename?: 'PublicPlatformPlan';
  billingPeriod: PlatformPlanBillingPeriod;
  /** The stable public name of the plan, as written; 1–64 characters: letters of either case, digits, `-`, `_` and `.`, starting with a letter or digit (`^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$`). Unique regardless of case. */
  code: Scalars['String']['output'];
  /** ISO 4217 code, three uppercase letters (RUB). */
  currency: Scalars['String']['output'];
  /** At most 2000 characters; may be empty. */
  description: Scalars['String']['output'];
  /** Feature lines shown with the plan, in the order given: at most 50, each 1–200 characters. */
  features: Array<Scalars['String']['output']>;
  /** 1–200 characters. */
  name: Scalars['String']['output'];
  /** Price per billing period in minor units of the currency (kopecks, cents); 0 for a free plan. */
  priceMinor: Scalars['SafeInt']['output'];
  /** Catalog position: plans are listed by sortOrder, then code (case-insensitive, byte order). */
  sortOrder: Scalars['Int']['output'];
};

/** Every valid plan with status Active and visibility Public, by sortOrder then code (case-insensitive, byte order); never a partial list. */
export type PublicPlatformPlanCatalog = {
  __typename?: 'PublicPlatformPlanCatalog';
  items: Array<PublicPlatformPlan>;
};

/** Override of an open balance review: a non-blank reason and the rowVersion read. */
export type QualityOverrideInput = {
  reason?: InputMaybe<Scalars['String']['input']>;
  /** The rowVersion of the import as read; a stale one is concurrency.conflict. */
  rowVersion: Scalars['Int']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** What a payment run would approve: eligible items (ReadyForApproval, one safe full-amount proposal, not risky) with their proposal hashes, the excluded ones with reasons, and totals. Changes nothing. Outlet context. */
  accountantPaymentRunPreview: AccountantPaymentRunPreview;
  /** One work item. A transaction that is unknown or outside the context outlet: accountant_work_item.not_found (404). Needs the outlet context (X-Organization-Id and X-Location-Id headers) and location.bank_statements.view on that outlet; never platform-wide. Errors: the context.* codes. */
  accountantWorkItem: AccountantWorkItem;
  /** Work items of the context outlet (one per bank transaction), newest transaction first by default; state and reasons derived on read, in one SQL statement for any page size. Needs the outlet context (X-Organization-Id and X-Location-Id headers) and location.bank_statements.view on that outlet; never platform-wide. Errors: the context.* codes. */
  accountantWorkItems: AccountantWorkItemPage;
  /** Legacy list of the matching page: every active rule of the organization, by pattern. Needs organization.view on the organization (organizationId argument or X-Organization-Id header). Errors: context.organization.required, not_found, forbidden (outside the caller’s scope). */
  activeCounterpartyRules: Array<CounterpartyRule>;
  /** The assignable roles. */
  assignableRoles: Array<RoleDto>;
  /** The audit log, newest first. Platform users see every entry; others the entries of the organizations their organization assignments reach (with descendants) and of their assigned outlets. Platform-level entries (organizationId null) only for platform users. */
  auditLog: AuditLogEntryPage;
  /** One import. Needs location.bank_statements.view on the outlet of the import; context headers, when sent, must contain it. Errors: not_found (unknown, or outside the header context), forbidden (outside the caller’s scope). */
  bankImport: BankImport;
  /** Duplicate transaction candidates the import takes part in, on either side (location.bank_statements.view). */
  bankImportDuplicates: Array<BankDuplicateCandidate>;
  /** Quality report of an import. Needs location.bank_statements.view on the outlet of the import; context headers, when sent, must contain it. Errors: not_found (unknown, or outside the header context), forbidden (outside the caller’s scope). */
  bankImportQualityReport: BankStatementImportQualityReport;
  /** One stored preview of the import. */
  bankImportReprocessPreview: BankStatementReprocessPreview;
  /** Stored previews of the import, newest first. */
  bankImportReprocessPreviews: Array<BankStatementReprocessPreview>;
  /** Transactions of an import in statement order. Needs location.bank_statements.view on the outlet of the import; context headers, when sent, must contain it. Errors: not_found (unknown, or outside the header context), forbidden (outside the caller’s scope). */
  bankImportTransactions: BankTransactionPage;
  /** Imports of the context outlet, newest first. Needs the outlet context (X-Organization-Id and X-Location-Id headers) and location.bank_statements.view on that outlet. Errors: the context.* codes. */
  bankImports: BankImportPage;
  /** Import health of the context outlet, aggregate only. Needs the outlet context (X-Organization-Id and X-Location-Id headers) and location.bank_statements.view on that outlet. Errors: the context.* codes. */
  bankStatementImportHealthSummary: BankStatementImportHealthSummary;
  /** Quality counters of the context outlet. Needs the outlet context (X-Organization-Id and X-Location-Id headers) and location.bank_statements.view on that outlet. Errors: the context.* codes. */
  bankStatementQualitySummary: BankStatementQualitySummary;
  /** One bank transaction. Needs location.bank_statements.view on its outlet; context headers, when sent, must contain it. Errors: not_found (unknown, or outside the header context), forbidden (outside the caller’s scope). */
  bankTransaction: BankTransaction;
  /** One offer version (catalog.manage). Errors: catalog.not_found (404; also another tenant's record). */
  catalogOfferVersion: CatalogOfferVersion;
  /** Products of the tenant by code (catalog.manage). Paged by offset (≥ 0, default 0) and limit (1–200, default 50). */
  catalogProducts: CatalogProductPage;
  /** Anonymous: safe metadata of a valid invitation. */
  checkInvite: InviteInfoDto;
  /** The organizations and outlets the signed-in user may select as active context. */
  contextOptions: ContextOptions;
  /** Transactions of the context outlet with their match state and explanation, newest transaction date first, then in statement order. Needs the outlet context (X-Organization-Id and X-Location-Id) and location.bank_statements.view on it. Errors: the context.* codes, validation.failed. */
  counterpartyMatches: BankTransactionPage;
  /** Before creating a rule: its normalized pattern, the equivalent rule, how many undecided transactions it would match, and the active rules it overlaps (SamePattern, Broader, Narrower, SharedTransactions) with the transactions they would share. Writes nothing. Needs counterparty.match on the organization (input organizationId or X-Organization-Id). Errors: pattern_required, context.organization.required, not_found, forbidden. */
  counterpartyRuleConflictPreview: CounterpartyRuleConflictPreview;
  /** The rules directory of an organization, active and deactivated, by normalized pattern; filters search (pattern, counterparty name or id), isActive, erpCounterpartyId. Needs organization.view on the organization (organizationId argument or X-Organization-Id header). Errors: context.organization.required, not_found, forbidden (outside the caller’s scope). */
  counterpartyRules: CounterpartyRulePage;
  /** The first non-archived organization in the caller’s scope by name, or null. */
  currentOrganization?: Maybe<OrganizationDto>;
  /** Customer subscriptions of the tenant, newest first (catalog.manage). Paged by offset (≥ 0, default 0) and limit (1–200, default 50). */
  customerSubscriptions: CustomerSubscriptionPage;
  /** Operational summary of the selected outlet. Needs the outlet context (X-Organization-Id and X-Location-Id headers) and location.bank_statements.view on that outlet; never platform-wide. Errors: the context.* codes. */
  dashboard: DashboardSummary;
  /** An edge gateway with its registered signing keys (edge_gateways.manage). Errors: edge_gateway.not_found (404; also another tenant's gateway). */
  edgeGateway: EdgeGateway;
  /** One connection (erp.connections.view). Needs the permission on the connection’s organization; never falls back to the default connection. Errors: not_found (unknown), forbidden (outside the caller’s scope), workflow.locked (deleted). */
  erpConnection: ErpConnection;
  /** Payment accounts of the connection (erp.connections.view). Read live and cached; while the accounting system cannot be reached the cached rows come back with isLive false. No cache: erp_unavailable (503), or erp_credentials_rejected (409) when the server refuses the login. Needs the permission on the connection’s organization; never falls back to the default connection. Errors: not_found (unknown), forbidden (outside the caller’s scope), workflow.locked (deleted). */
  erpConnectionAccounts: ErpReferenceList;
  /** Cash-flow articles of the connection (erp.connections.view). Read live and cached; while the accounting system cannot be reached the cached rows come back with isLive false. No cache: erp_unavailable (503), or erp_credentials_rejected (409) when the server refuses the login. Needs the permission on the connection’s organization; never falls back to the default connection. Errors: not_found (unknown), forbidden (outside the caller’s scope), workflow.locked (deleted). */
  erpConnectionCashFlowArticles: ErpReferenceList;
  /** Document sync runs of one connection, newest first. Needs erp.connections.view on its organization. Errors: not_found, forbidden. */
  erpConnectionDocumentSyncRuns: ErpDocumentSyncRunPage;
  /** The stored result of the last check of a connection (erp.connections.view). Needs the permission on the connection’s organization; never falls back to the default connection. Errors: not_found (unknown), forbidden (outside the caller’s scope), workflow.locked (deleted). */
  erpConnectionHealth: ErpConnectionHealth;
  /** Live connections of an organization, oldest first (erp.connections.view). The organization is the organizationId argument (REST query) or the X-Organization-Id header. Errors: context.organization.required, not_found, forbidden (outside the caller’s scope). */
  erpConnections: ErpConnectionPage;
  /** Suppliers from the snapshot of the organization’s live connections, by name. When the snapshot is empty the catalog is read live from the chosen or default connection (fromSnapshot false). Errors: erp_unavailable. The organization is the organizationId argument (REST query) or the X-Organization-Id header; needs erp.connections.view on it. Errors: context.organization.required, not_found, forbidden. */
  erpCounterparties: ErpCounterpartyPage;
  /** Open debts of the organization from the document snapshots: processed, not deleted, unpaid amount above 0; oldest document first. The organization is the organizationId argument (REST query) or the X-Organization-Id header; needs erp.connections.view on it. Errors: context.organization.required, not_found, forbidden. */
  erpDebts: ErpDebtPage;
  /** Transition path: payment accounts of the organization’s default connection (erp.connections.view). No default: erp_default_connection_missing (409). Read live and cached; while the accounting system cannot be reached the cached rows come back with isLive false. No cache: erp_unavailable (503), or erp_credentials_rejected (409) when the server refuses the login. The organization is the organizationId argument (REST query) or the X-Organization-Id header. Errors: context.organization.required, not_found, forbidden (outside the caller’s scope). */
  erpDefaultAccounts: ErpReferenceList;
  /** Transition path: cash-flow articles of the organization’s default connection (erp.connections.view). No default: erp_default_connection_missing (409). Read live and cached; while the accounting system cannot be reached the cached rows come back with isLive false. No cache: erp_unavailable (503), or erp_credentials_rejected (409) when the server refuses the login. The organization is the organizationId argument (REST query) or the X-Organization-Id header. Errors: context.organization.required, not_found, forbidden (outside the caller’s scope). */
  erpDefaultCashFlowArticles: ErpReferenceList;
  /** Legacy history: document sync runs of the organization’s default connection, newest first; empty without one. The organization is the organizationId argument (REST query) or the X-Organization-Id header; needs erp.connections.view on it. Errors: context.organization.required, not_found, forbidden. */
  erpDocumentSyncRuns: ErpDocumentSyncRunPage;
  /**
   * Deprecated compatibility fields; every capability is always on. Any signed-in user.
   * @deprecated Capabilities are always on.
   */
  erpOperationalFlags: ErpOperationalFlags;
  /** One posting with its lease, retry and reconciliation state. */
  erpPosting: ErpPaymentPosting;
  /** Preflight plus live reads of the accounting system (server, readback by key, unpaid amounts); never writes. */
  erpPostingDryRun: ErpPostingGateReport;
  /** Safe evidence: masked and hashed values, never a raw payload. */
  erpPostingEvidence: ErpPostingEvidence;
  /** Read-only gate evaluation from local state. */
  erpPostingPreflight: ErpPostingGateReport;
  /** What queueing the allocation would do (canQueue, blockReason, lines with payment status before and after); writes nothing. blockReason is the code queue would answer. */
  erpPostingPreview: ErpPostingPreview;
  /** Postings of the context outlet, newest first (Outlet-required: context headers on every call). */
  erpPostings: ErpPostingPage;
  /** Supplier sync runs of the organization (optionally one connection), newest first. The organization is the organizationId argument (REST query) or the X-Organization-Id header; needs erp.connections.view on it. Errors: context.organization.required, not_found, forbidden. */
  erpSupplierSyncRuns: ErpSupplierSyncRunPage;
  /** Anonymous health check; REST GET /api/health answers 503 unless "ok". */
  health: HealthStatus;
  /** Whether a key is the current key of an Active license of the caller's tenant (licenses.manage). */
  licenseKeyValidation: LicenseKeyValidation;
  /** A customer in the caller's vendor tenant (customers.read): its organization, profile, licenses and issue candidates. Errors: customer_aggregate_not_found (404). */
  licensingCustomer: LicensingCustomer;
  /** The profile and a page of licenses of a customer (customers.read), newest first then license id; licenseOffset/licenseLimit as offset ≥ 0 (default 0), limit 1–200 (default 50). Errors: validation.failed, customer_aggregate_not_found (404), customer_aggregate_dependency_unavailable (503, a stored license breaks the contract). */
  licensingCustomerAggregate: LicensingCustomerAggregate;
  /** Subscriptions of the customer that can receive a license (customers.read and licenses.manage): Trialing or Active, on a Published or Retired version, never occupied, with effectiveIssuable > 0; newest subscription first, then id. A customer that is not Active has none. Paged: offset ≥ 0 (default 0), limit 1–200 (default 50). Errors: validation.failed, customer_license_actions.not_found (404, no such organization). */
  licensingCustomerIssueCandidates: LicensingIssueCandidatePage;
  /** The read-only license table of a customer (customers.read): createdAtUtc descending, then licenseId; offset ≥ 0 (default 0), limit 1–200 (default 50); filters status (a license status) and productId. Errors: validation.failed, customer_license_actions.not_found (404), customer_license_actions.dependency_unavailable (503, a stored license breaks the contract: no partial data). */
  licensingCustomerLicenseTable: LicensingCustomerLicenseTablePage;
  /** The licensing caller: user or serviceAccount, and the vendor tenant it acts in (customers.read). */
  licensingWhoAmI: LicensingWhoAmI;
  location: LocationDto;
  /** Users with an assignment at the outlet itself, showing only those assignments. */
  locationUsers: Array<PlatformUserDto>;
  /** The signed-in user with scoped roles and permissions. */
  me: CurrentUser;
  /** The link status of the signed-in user for the active outlet; enabled false when the feature is off. Needs the outlet context (X-Organization-Id and X-Location-Id). Errors: the context.* codes. */
  messengerLink: MessengerLinkStatus;
  /** Name-matching statistics of the context outlet. Needs the outlet context (X-Organization-Id and X-Location-Id headers) and location.bank_statements.view on that outlet. Errors: the context.* codes. */
  nameMatchSummary: NameMatchSummary;
  /** Counterparty names of the context outlet, one entry per normalized name, names with the most transactions in the matching queue first. Needs the outlet context (X-Organization-Id and X-Location-Id headers) and location.bank_statements.view on that outlet. Errors: the context.* codes. */
  nameMatches: NameMatchPage;
  organization: OrganizationDto;
  /** Outlets by name; an outlet-only user sees their own only. */
  organizationLocations: Array<LocationDto>;
  /** Limits and usage of the organization. */
  organizationQuota: OrganizationQuotaDto;
  /** Users with an assignment in the organization or its outlets, showing only those assignments. */
  organizationUsers: Array<PlatformUserDto>;
  /** One allocation with its lines and rowVersion. */
  paymentAllocation: PaymentAllocation;
  /** What confirming these lines would decide, and whether it may (canConfirm, blockReason, typed warnings); writes nothing. The payment amount is the stored transaction amount. */
  paymentAllocationPreview: AllocationPreview;
  /** Allocations of the context outlet, newest first (Outlet-required: context headers on every call). */
  paymentAllocations: PaymentAllocationPage;
  /** Payment anomalies of the selected outlet, newest first. Needs the outlet context (X-Organization-Id and X-Location-Id headers) and location.bank_statements.view on that outlet; never platform-wide. Errors: the context.* codes. */
  paymentAnomalies: PaymentAnomalyPage;
  /** The stored candidate list of the transaction, in the same order; empty until built. */
  paymentCandidates: Array<PaymentCandidate>;
  /** One organization (platform). */
  platformOrganization: OrganizationDto;
  /** Every organization, by name (platform). */
  platformOrganizations: Array<OrganizationDto>;
  /** One platform plan (platform_plans.manage). Errors: platform_plans.not_found (404). */
  platformPlan: PlatformPlan;
  /** Every platform plan with all its members, by sortOrder then code (platform_plans.manage). */
  platformPlans: PlatformPlanList;
  /** Every known platform setting with its effective value and source. */
  platformSettings: PlatformSettingsDto;
  /** Every user with all role assignments, ordered by email. */
  platformUsers: Array<PlatformUserDto>;
  /** The anonymous plan catalog: Active and Public plans without status, visibility, providerPriceRef and entitlements, by sortOrder then code. Every plan is validated as a write would be; one invalid stored plan fails the whole answer with platform_plans.catalog_unavailable (503), never a partial list. */
  publicPlatformPlans: PublicPlatformPlanCatalog;
  /** Reconciliation evidence, one row per posting line, newest posting first, from local tables only. Platform users see every organization; others the organizations and outlets their assignments reach. Masked ids only. */
  reconciliationEvidence: ReconciliationEvidencePage;
  /** Statement formats the service reads; anonymous. */
  supportedBankFormats: Array<SupportedBankFormat>;
};

export type QueryAccountantPaymentRunPreviewArgs = {
  input?: AccountantPaymentRunPreviewInput;
};

export type QueryAccountantWorkItemArgs = {
  bankTransactionId: Scalars['UUID']['input'];
};

export type QueryAccountantWorkItemsArgs = {
  dateFrom?: InputMaybe<Scalars['String']['input']>;
  dateTo?: InputMaybe<Scalars['String']['input']>;
  documentContains?: InputMaybe<Scalars['String']['input']>;
  importId?: InputMaybe<Scalars['UUID']['input']>;
  matchStatus?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

export type QueryActiveCounterpartyRulesArgs = {
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
};

export type QueryAuditLogArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  entityType?: InputMaybe<Scalars['String']['input']>;
  fromUtc?: InputMaybe<Scalars['DateTime']['input']>;
  locationId?: InputMaybe<Scalars['UUID']['input']>;
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  toUtc?: InputMaybe<Scalars['DateTime']['input']>;
  userEmail?: InputMaybe<Scalars['String']['input']>;
};

export type QueryBankImportArgs = {
  id: Scalars['UUID']['input'];
};

export type QueryBankImportDuplicatesArgs = {
  importId: Scalars['UUID']['input'];
};

export type QueryBankImportQualityReportArgs = {
  id: Scalars['UUID']['input'];
};

export type QueryBankImportReprocessPreviewArgs = {
  importId: Scalars['UUID']['input'];
  previewId: Scalars['UUID']['input'];
};

export type QueryBankImportReprocessPreviewsArgs = {
  importId: Scalars['UUID']['input'];
};

export type QueryBankImportTransactionsArgs = {
  direction?: InputMaybe<Scalars['String']['input']>;
  fromDate?: InputMaybe<Scalars['String']['input']>;
  importId: Scalars['UUID']['input'];
  matchStatus?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  toDate?: InputMaybe<Scalars['String']['input']>;
};

export type QueryBankImportsArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};

export type QueryBankTransactionArgs = {
  id: Scalars['UUID']['input'];
};

export type QueryCatalogOfferVersionArgs = {
  id: Scalars['UUID']['input'];
};

export type QueryCatalogProductsArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};

export type QueryCheckInviteArgs = {
  input: InviteTokenInput;
};

export type QueryCounterpartyMatchesArgs = {
  dateFrom?: InputMaybe<Scalars['String']['input']>;
  dateTo?: InputMaybe<Scalars['String']['input']>;
  importId?: InputMaybe<Scalars['UUID']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type QueryCounterpartyRuleConflictPreviewArgs = {
  input: CounterpartyRuleConflictPreviewInput;
};

export type QueryCounterpartyRulesArgs = {
  erpCounterpartyId?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};

export type QueryCustomerSubscriptionsArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};

export type QueryEdgeGatewayArgs = {
  id: Scalars['UUID']['input'];
};

export type QueryErpConnectionArgs = {
  id: Scalars['UUID']['input'];
};

export type QueryErpConnectionAccountsArgs = {
  connectionId: Scalars['UUID']['input'];
};

export type QueryErpConnectionCashFlowArticlesArgs = {
  connectionId: Scalars['UUID']['input'];
};

export type QueryErpConnectionDocumentSyncRunsArgs = {
  connectionId: Scalars['UUID']['input'];
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};

export type QueryErpConnectionHealthArgs = {
  id: Scalars['UUID']['input'];
};

export type QueryErpConnectionsArgs = {
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};

export type QueryErpCounterpartiesArgs = {
  connectionId?: InputMaybe<Scalars['UUID']['input']>;
  includeDeleted?: Scalars['Boolean']['input'];
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};

export type QueryErpDebtsArgs = {
  connectionId?: InputMaybe<Scalars['UUID']['input']>;
  direction?: InputMaybe<Scalars['String']['input']>;
  locationId?: InputMaybe<Scalars['UUID']['input']>;
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  supplierId?: InputMaybe<Scalars['String']['input']>;
};

export type QueryErpDefaultAccountsArgs = {
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
};

export type QueryErpDefaultCashFlowArticlesArgs = {
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
};

export type QueryErpDocumentSyncRunsArgs = {
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};

export type QueryErpPostingArgs = {
  id: Scalars['UUID']['input'];
};

export type QueryErpPostingDryRunArgs = {
  id: Scalars['UUID']['input'];
};

export type QueryErpPostingEvidenceArgs = {
  id: Scalars['UUID']['input'];
};

export type QueryErpPostingPreflightArgs = {
  id: Scalars['UUID']['input'];
};

export type QueryErpPostingPreviewArgs = {
  allocationId: Scalars['UUID']['input'];
};

export type QueryErpPostingsArgs = {
  connectionId?: InputMaybe<Scalars['UUID']['input']>;
  locationId?: InputMaybe<Scalars['UUID']['input']>;
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  status?: InputMaybe<PostingStatus>;
};

export type QueryErpSupplierSyncRunsArgs = {
  connectionId?: InputMaybe<Scalars['UUID']['input']>;
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};

export type QueryLicenseKeyValidationArgs = {
  input: LicenseKeyValidationInput;
};

export type QueryLicensingCustomerArgs = {
  organizationId: Scalars['UUID']['input'];
};

export type QueryLicensingCustomerAggregateArgs = {
  licenseLimit?: Scalars['Int']['input'];
  licenseOffset?: Scalars['Int']['input'];
  organizationId: Scalars['UUID']['input'];
};

export type QueryLicensingCustomerIssueCandidatesArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
  organizationId: Scalars['UUID']['input'];
};

export type QueryLicensingCustomerLicenseTableArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
  organizationId: Scalars['UUID']['input'];
  productId?: InputMaybe<Scalars['UUID']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type QueryLocationArgs = {
  id: Scalars['UUID']['input'];
};

export type QueryLocationUsersArgs = {
  locationId: Scalars['UUID']['input'];
};

export type QueryNameMatchesArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

export type QueryOrganizationArgs = {
  id: Scalars['UUID']['input'];
};

export type QueryOrganizationLocationsArgs = {
  organizationId: Scalars['UUID']['input'];
};

export type QueryOrganizationQuotaArgs = {
  organizationId: Scalars['UUID']['input'];
};

export type QueryOrganizationUsersArgs = {
  organizationId: Scalars['UUID']['input'];
};

export type QueryPaymentAllocationArgs = {
  id: Scalars['UUID']['input'];
};

export type QueryPaymentAllocationPreviewArgs = {
  input: AllocationPreviewInput;
};

export type QueryPaymentAllocationsArgs = {
  bankTransactionId?: InputMaybe<Scalars['UUID']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  status?: InputMaybe<AllocationStatus>;
};

export type QueryPaymentAnomaliesArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  status?: InputMaybe<PaymentAnomalyStatus>;
};

export type QueryPaymentCandidatesArgs = {
  bankTransactionId?: InputMaybe<Scalars['String']['input']>;
};

export type QueryPlatformOrganizationArgs = {
  id: Scalars['UUID']['input'];
};

export type QueryPlatformPlanArgs = {
  id: Scalars['UUID']['input'];
};

export type QueryReconciliationEvidenceArgs = {
  allocationId?: InputMaybe<Scalars['UUID']['input']>;
  bankTransactionId?: InputMaybe<Scalars['UUID']['input']>;
  fromUtc?: InputMaybe<Scalars['DateTime']['input']>;
  locationId?: InputMaybe<Scalars['UUID']['input']>;
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  postingId?: InputMaybe<Scalars['UUID']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  toUtc?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Optional rowVersion of the allocation being queued. */
export type QueuePostingInput = {
  /** Stale: concurrency.conflict. */
  allocationRowVersion?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of reconciliation evidence, with the REST path of the CSV of the same filters. */
export type ReconciliationEvidencePage = {
  __typename?: 'ReconciliationEvidencePage';
  /** GET this path (same filters) for the CSV export. */
  exportPath: Scalars['String']['output'];
  items: Array<ReconciliationEvidenceRow>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** At most this many rows go into the CSV export. */
  rowCap: Scalars['Int']['output'];
  /** Rows the filters select in the caller’s reach (uncapped). */
  totalCount: Scalars['Int']['output'];
};

/** Reconciliation evidence of one posting line: the columns of the CSV export, same names and order (docs/reports.md). */
export type ReconciliationEvidenceRow = {
  __typename?: 'ReconciliationEvidenceRow';
  allocatedAmount: Scalars['SafeInt']['output'];
  allocationId: Scalars['String']['output'];
  allocationStatus: Scalars['String']['output'];
  anomalyId?: Maybe<Scalars['String']['output']>;
  anomalySeverity?: Maybe<Scalars['String']['output']>;
  anomalyStatus?: Maybe<Scalars['String']['output']>;
  bankTransactionId: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  documentIdMasked: Scalars['String']['output'];
  documentNumber: Scalars['String']['output'];
  documentType: Scalars['String']['output'];
  errorCode?: Maybe<Scalars['String']['output']>;
  errorMessageSafe?: Maybe<Scalars['String']['output']>;
  externalPaymentIdMasked?: Maybe<Scalars['String']['output']>;
  idempotencyKey: Scalars['String']['output'];
  liveReadbackCheckedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  liveReadbackPaidAmount?: Maybe<Scalars['SafeInt']['output']>;
  liveReadbackPaymentStatus?: Maybe<Scalars['String']['output']>;
  liveReadbackSecondarySource?: Maybe<Scalars['String']['output']>;
  liveReadbackSource?: Maybe<Scalars['String']['output']>;
  liveReadbackSourcesDisagree?: Maybe<Scalars['Boolean']['output']>;
  liveReadbackUnpaidAmount?: Maybe<Scalars['SafeInt']['output']>;
  locationId: Scalars['String']['output'];
  optimisticPaidAmount: Scalars['SafeInt']['output'];
  optimisticPaymentStatus: Scalars['String']['output'];
  optimisticSource: Scalars['String']['output'];
  optimisticUnpaidAmount: Scalars['SafeInt']['output'];
  organizationId: Scalars['String']['output'];
  postedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  postingId: Scalars['String']['output'];
  postingStatus: Scalars['String']['output'];
  postingType: Scalars['String']['output'];
  reconciledAtUtc?: Maybe<Scalars['DateTime']['output']>;
  reconciliationCheckedAtUtc?: Maybe<Scalars['DateTime']['output']>;
  reconciliationDiagnosticCode?: Maybe<Scalars['String']['output']>;
  reconciliationStatus: Scalars['String']['output'];
  requestHash: Scalars['String']['output'];
  supplierExternalIdMasked?: Maybe<Scalars['String']['output']>;
  supplierName?: Maybe<Scalars['String']['output']>;
  writeDiagnosticCode?: Maybe<Scalars['String']['output']>;
  writeResultHash?: Maybe<Scalars['String']['output']>;
  writeStatus?: Maybe<Scalars['String']['output']>;
};

/** The refresh token of the latest sign-in or refresh; each token works once. */
export type RefreshInput = {
  refreshToken: Scalars['String']['input'];
};

/** A gateway’s enrollment token and its public ES256 signing key. */
export type RegisterEdgeGatewaySigningKeyInput = {
  /** The single-use enrollment token the gateway was created with (`egw_…`). */
  enrollmentToken: Scalars['String']['input'];
  /** The public JWK: kty EC, crv P-256, x and y (canonical base64url, on the curve), alg absent or ES256, no private member. Only kty, crv, x and y are stored. */
  jwk: Scalars['JSONObject']['input'];
};

/** The key an edge gateway registered. */
export type RegisteredEdgeGatewaySigningKey = {
  __typename?: 'RegisteredEdgeGatewaySigningKey';
  /** Always ES256. */
  algorithm: Scalars['String']['output'];
  /** The RFC 7638 SHA-256 thumbprint of the key, base64url. */
  keyId: Scalars['String']['output'];
};

/** A role held by a user; organizationId and locationId are both null at platform scope. */
export type RoleAssignmentView = {
  __typename?: 'RoleAssignmentView';
  assignmentId: Scalars['ID']['output'];
  locationId?: Maybe<Scalars['ID']['output']>;
  organizationId?: Maybe<Scalars['ID']['output']>;
  roleCode: Scalars['String']['output'];
  roleId: Scalars['ID']['output'];
};

/** An assignable role; `roleId` in requests is its id. */
export type RoleDto = {
  __typename?: 'RoleDto';
  /** MegaAdmin, MegaManager, OrganizationAdmin, Accountant or Viewer. */
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Platform, or Organization (which also covers outlet-level assignments). */
  scope: Scalars['String']['output'];
};

/** New credentials of a connection; the base address stays. */
export type RotateErpCredentialsInput = {
  login: Scalars['String']['input'];
  password: Scalars['String']['input'];
  /** When given and stale: concurrency.conflict. */
  rowVersion?: InputMaybe<Scalars['Int']['input']>;
};

/** The context to select; locationId null selects organization-wide mode. */
export type SelectContextInput = {
  locationId?: InputMaybe<Scalars['UUID']['input']>;
  organizationId: Scalars['UUID']['input'];
};

/** A selected active context; the location members are null in organization-wide mode. */
export type SelectedContext = {
  __typename?: 'SelectedContext';
  locationCode?: Maybe<Scalars['String']['output']>;
  locationId?: Maybe<Scalars['UUID']['output']>;
  locationName?: Maybe<Scalars['String']['output']>;
  organizationId: Scalars['UUID']['output'];
  organizationName: Scalars['String']['output'];
};

/** A service account's bearer access token. */
export type ServiceAccountToken = {
  __typename?: 'ServiceAccountToken';
  accessToken: Scalars['String']['output'];
  accessTokenExpiresAtUtc: Scalars['DateTime']['output'];
  /** Always Bearer. */
  tokenType: Scalars['String']['output'];
};

/** A service account's client credentials. */
export type ServiceAccountTokenInput = {
  clientId: Scalars['String']['input'];
  clientSecret: Scalars['String']['input'];
};

/** The user a session belongs to. */
export type SessionUser = {
  __typename?: 'SessionUser';
  displayName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type SetSubscriptionStatusInput = {
  status: SubscriptionStatus;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Changes that may move work items of the context outlet (a match, an allocation, a posting status, an import, a rematch), announced once committed; re-checked on every event. */
  accountantWorkItemChanged: AccountantWorkItemChange;
  /** Processing progress and results of the imports of the context outlet, or of one import (importId). Running ticks come while the upload runs; Completed once it has committed (a rolled-back upload sends none). */
  bankImportProgress: BankImportProgress;
  /** Rematch progress of the organization (the organizationId argument, else X-Organization-Id), as the rule list is scoped. Running ticks while the rule change runs; Completed once it has committed. */
  counterpartyRematchProgress: CounterpartyRematchProgress;
  /** Status changes of the postings of the context outlet (connection_init carries Authorization, X-Organization-Id and X-Location-Id), announced once committed; re-checked on every event. */
  erpPostingStatusChanged: ErpPostingStatusChange;
};

export type SubscriptionBankImportProgressArgs = {
  importId?: InputMaybe<Scalars['UUID']['input']>;
};

export type SubscriptionCounterpartyRematchProgressArgs = {
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
};

/** A customer subscription's status; any status may follow any other. */
export type SubscriptionStatus = 'Active' | 'Cancelled' | 'Expired' | 'PastDue' | 'Trialing';

/** SupportedBankFormatDto: a statement format the service reads. */
export type SupportedBankFormat = {
  __typename?: 'SupportedBankFormat';
  bankCode: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
  fileExtensions: Array<Scalars['String']['output']>;
  formatCode: Scalars['String']['output'];
  /** The versions of the file format read, comma-separated (camt.053: "001.02, 001.08"; OFX: "1.x SGML, 2.x XML"). */
  version: Scalars['String']['output'];
};

/** A rule change: an absent (null) field keeps its value; a blank one is its required code. */
export type UpdateCounterpartyRuleInput = {
  /** The supplier id in the accounting system. Required (erp_counterparty_required); at most 100 characters. */
  erpCounterpartyId?: InputMaybe<Scalars['String']['input']>;
  /** The supplier name. Required (erp_counterparty_name_required); at most 500 characters. */
  erpCounterpartyName?: InputMaybe<Scalars['String']['input']>;
  /** When given and not the rule’s current rowVersion: concurrency.conflict. */
  expectedRowVersion?: InputMaybe<Scalars['Int']['input']>;
  /** Required; must normalize to at least one word (else pattern_required); at most 500 characters. */
  pattern?: InputMaybe<Scalars['String']['input']>;
};

/** Replaces every mutable member of the profile. */
export type UpdateLicensingCustomerProfileInput = {
  /** 1–200 characters, not blank. */
  displayName: Scalars['String']['input'];
  /** The revision the change is based on (0 for a customer never updated). */
  expectedRevision: Scalars['Int']['input'];
  /** At most 4000 characters; line breaks and tabs allowed, no other control characters. */
  notes: Scalars['String']['input'];
  /** Null or omitted: no primary contact. */
  primaryContact?: InputMaybe<LicensingCustomerPrimaryContactInput>;
};

/** Replaces the outlet members; isActive is kept when absent. */
export type UpdateLocationInput = {
  chainKey: Scalars['String']['input'];
  code: Scalars['String']['input'];
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  /** When given and stale: concurrency.conflict. */
  rowVersion?: InputMaybe<Scalars['Int']['input']>;
  /** IANA time zone name. */
  timeZone: Scalars['String']['input'];
};

/** Replaces name, legal name, tax id and status. */
export type UpdateOrganizationInput = {
  legalName?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** When given and stale: concurrency.conflict. */
  rowVersion?: InputMaybe<Scalars['Int']['input']>;
  status: OrganizationStatus;
  taxId?: InputMaybe<Scalars['String']['input']>;
};

/** The three limits; null (or absent) means no limit, as PUT replaces the whole record. */
export type UpdateOrganizationQuotaInput = {
  maxLocations?: InputMaybe<Scalars['Int']['input']>;
  maxMonthlyBankImports?: InputMaybe<Scalars['Int']['input']>;
  maxUsers?: InputMaybe<Scalars['Int']['input']>;
};

/** A whole plan replacing the stored one, with an optional concurrency check. */
export type UpdatePlatformPlanInput = {
  billingPeriod: PlatformPlanBillingPeriod;
  /** 1–64 characters: letters of either case, digits, `-`, `_` and `.`, starting with a letter or digit (`^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$`). Kept as written; unique regardless of case. */
  code: Scalars['String']['input'];
  /** Three uppercase letters (ISO 4217), e.g. RUB. */
  currency: Scalars['String']['input'];
  /** At most 2000 characters. */
  description?: Scalars['String']['input'];
  /** At most 100 entries; keys `^[a-z][a-z0-9_.-]{0,63}$`, values a finite number, a boolean or a string of at most 200 characters. Omitted or null: none. */
  entitlements?: InputMaybe<Scalars['JSONObject']['input']>;
  /** At most 50 distinct lines of 1–200 characters. */
  features?: Array<Scalars['String']['input']>;
  /** 1–200 characters, not blank. */
  name: Scalars['String']['input'];
  /** Minor units, ≥ 0. */
  priceMinor: Scalars['SafeInt']['input'];
  /** 1–200 characters, or null (the default). */
  providerPriceRef?: InputMaybe<Scalars['String']['input']>;
  /** When given and stale: concurrency.conflict (409). */
  rowVersion?: InputMaybe<Scalars['Int']['input']>;
  sortOrder?: Scalars['Int']['input'];
  status?: PlatformPlanStatus;
  visibility?: PlatformPlanVisibility;
};

/** Overrides by key: a string sets the override, null removes it. Unknown keys are rejected. */
export type UpdatePlatformSettingsInput = {
  settings: Scalars['JSONObject']['input'];
};

/** A new password or deactivation revokes all refresh sessions of the user. */
export type UpdatePlatformUserInput = {
  displayName: Scalars['String']['input'];
  isActive: Scalars['Boolean']['input'];
  /** Absent or null keeps the password; at least 8 characters. */
  password?: InputMaybe<Scalars['String']['input']>;
};

export type ContextOptionsQueryVariables = Exact<{ [key: string]: never }>;

export type ContextOptionsQuery = {
  __typename?: 'Query';
  contextOptions: {
    __typename?: 'ContextOptions';
    requiresSelection: boolean;
    organizations: Array<{
      __typename?: 'ContextOrganization';
      organizationId: string;
      organizationName: string;
      allowOrganizationWideContext: boolean;
      locations: Array<{
        __typename?: 'ContextLocation';
        locationId: string;
        name: string;
        code: string;
        isActive: boolean;
      }>;
    }>;
    autoSelectedContext?: {
      __typename?: 'SelectedContext';
      organizationId: string;
      organizationName: string;
      locationId?: string | null;
      locationName?: string | null;
      locationCode?: string | null;
    } | null;
  };
};

export type SelectContextMutationVariables = Exact<{
  input: SelectContextInput;
}>;

export type SelectContextMutation = {
  __typename?: 'Mutation';
  selectContext: {
    __typename?: 'SelectedContext';
    organizationId: string;
    organizationName: string;
    locationId?: string | null;
    locationName?: string | null;
    locationCode?: string | null;
  };
};

export type AuditLogQueryVariables = Exact<{
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
  locationId?: InputMaybe<Scalars['UUID']['input']>;
  fromUtc?: InputMaybe<Scalars['DateTime']['input']>;
  toUtc?: InputMaybe<Scalars['DateTime']['input']>;
  action?: InputMaybe<Scalars['String']['input']>;
  userEmail?: InputMaybe<Scalars['String']['input']>;
  entityType?: InputMaybe<Scalars['String']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;

export type AuditLogQuery = {
  __typename?: 'Query';
  auditLog: {
    __typename?: 'AuditLogEntryPage';
    totalCount: number;
    page: number;
    pageSize: number;
    items: Array<{
      __typename?: 'AuditLogEntry';
      id: string;
      createdAtUtc: string;
      organizationId?: string | null;
      locationId?: string | null;
      userId?: string | null;
      userEmail?: string | null;
      action: string;
      entityType: string;
      entityId?: string | null;
      message: string;
      detailsJson?: string | null;
    }>;
  };
};

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;

export type LoginMutation = {
  __typename?: 'Mutation';
  login: {
    __typename?: 'AuthSession';
    accessToken: string;
    refreshToken: string;
    tokenType: string;
    accessTokenExpiresAtUtc: string;
    refreshTokenExpiresAtUtc: string;
    user: { __typename?: 'SessionUser'; id: string; email: string; displayName: string };
  };
};

export type RefreshMutationVariables = Exact<{
  input: RefreshInput;
}>;

export type RefreshMutation = {
  __typename?: 'Mutation';
  refresh: {
    __typename?: 'AuthSession';
    accessToken: string;
    refreshToken: string;
    tokenType: string;
    accessTokenExpiresAtUtc: string;
    refreshTokenExpiresAtUtc: string;
    user: { __typename?: 'SessionUser'; id: string; email: string; displayName: string };
  };
};

export type LogoutMutationVariables = Exact<{ [key: string]: never }>;

export type LogoutMutation = { __typename?: 'Mutation'; logout: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never }>;

export type MeQuery = {
  __typename?: 'Query';
  me: {
    __typename?: 'CurrentUser';
    id: string;
    email: string;
    displayName: string;
    isActive: boolean;
    permissions: Array<string>;
    roleAssignments: Array<{
      __typename?: 'RoleAssignmentView';
      assignmentId: string;
      roleId: string;
      roleCode: string;
      organizationId?: string | null;
      locationId?: string | null;
    }>;
  };
};

export type OverrideBankImportQualityReviewMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  input: QualityOverrideInput;
}>;

export type OverrideBankImportQualityReviewMutation = {
  __typename?: 'Mutation';
  overrideBankImportQualityReview: {
    __typename?: 'BankStatementImportQualityReport';
    importId: string;
    status: string;
    balanceMatches?: boolean | null;
    balanceReviewOverridden: boolean;
    reviewOverrideReason?: string | null;
    reviewOverriddenByUserId?: string | null;
    reviewOverriddenAtUtc?: string | null;
    parseConfidence?: number | null;
    detectionConfidence?: number | null;
    warnings: Array<string>;
    openingBalance?: number | null;
    closingBalance?: number | null;
    creditsTotal: number;
    debitsTotal: number;
    formatCode?: string | null;
    bankCode?: string | null;
    parserVersion?: string | null;
    rowVersion: number;
    statements: Array<{
      __typename?: 'BankStatementQualityStatement';
      accountNumberMasked?: string | null;
      currency?: string | null;
      periodFrom?: string | null;
      periodTo?: string | null;
      openingBalance?: number | null;
      closingBalance?: number | null;
      creditsTotal: number;
      debitsTotal: number;
      transactionCount: number;
      balanceMatches?: boolean | null;
    }>;
  };
};

export type DeleteBankImportMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  input: DeleteBankImportInput;
}>;

export type DeleteBankImportMutation = { __typename?: 'Mutation'; deleteBankImport: boolean };

export type BankDuplicateTransactionFieldsFragment = {
  __typename?: 'BankDuplicateTransaction';
  id: string;
  importId: string;
  locationId: string;
  transactionDate: string;
  valueDate?: string | null;
  direction: string;
  amount: number;
  currency: string;
  accountNumberMasked?: string | null;
  counterpartyName?: string | null;
  counterpartyAccountMasked?: string | null;
  bankReference?: string | null;
  matchStatus: string;
};

export type BankDuplicateCandidateMutationResultFieldsFragment = {
  __typename?: 'BankDuplicateCandidateMutationResult';
  candidateId: string;
  status: string;
  importId: string;
  transactionId: string;
  duplicateOfTransactionId: string;
  rowVersion: number;
};

export type BankReprocessPreviewTransactionFieldsFragment = {
  __typename?: 'BankReprocessPreviewTransaction';
  transactionDate: string;
  valueDate?: string | null;
  direction: string;
  amount: number;
  currency: string;
  counterpartyName?: string | null;
  counterpartyAccountMasked?: string | null;
  bankReference?: string | null;
  changedFields: Array<string>;
};

export type BankStatementReprocessPreviewFieldsFragment = {
  __typename?: 'BankStatementReprocessPreview';
  id: string;
  importId: string;
  status: string;
  formatCode?: string | null;
  bankCode?: string | null;
  parserVersion?: string | null;
  storedFormatCode?: string | null;
  storedBankCode?: string | null;
  storedParserVersion?: string | null;
  parseConfidence?: number | null;
  detectionConfidence?: number | null;
  existingTransactionCount: number;
  previewTransactionCount: number;
  addedCount: number;
  removedCount: number;
  changedCount: number;
  unchangedCount: number;
  warningCount: number;
  warnings: Array<string>;
  errorSummary?: string | null;
  operatorMessage?: string | null;
  createdAtUtc: string;
  createdByUserId?: string | null;
  addedSamples: Array<{
    __typename?: 'BankReprocessPreviewTransaction';
    transactionDate: string;
    valueDate?: string | null;
    direction: string;
    amount: number;
    currency: string;
    counterpartyName?: string | null;
    counterpartyAccountMasked?: string | null;
    bankReference?: string | null;
    changedFields: Array<string>;
  }>;
  removedSamples: Array<{
    __typename?: 'BankReprocessPreviewTransaction';
    transactionDate: string;
    valueDate?: string | null;
    direction: string;
    amount: number;
    currency: string;
    counterpartyName?: string | null;
    counterpartyAccountMasked?: string | null;
    bankReference?: string | null;
    changedFields: Array<string>;
  }>;
  changedSamples: Array<{
    __typename?: 'BankReprocessPreviewTransaction';
    transactionDate: string;
    valueDate?: string | null;
    direction: string;
    amount: number;
    currency: string;
    counterpartyName?: string | null;
    counterpartyAccountMasked?: string | null;
    bankReference?: string | null;
    changedFields: Array<string>;
  }>;
};

export type BankImportDuplicatesQueryVariables = Exact<{
  importId: Scalars['UUID']['input'];
}>;

export type BankImportDuplicatesQuery = {
  __typename?: 'Query';
  bankImportDuplicates: Array<{
    __typename?: 'BankDuplicateCandidate';
    candidateId: string;
    status: string;
    importId: string;
    transactionId: string;
    duplicateOfImportId: string;
    duplicateOfTransactionId: string;
    createdAtUtc: string;
    decidedAtUtc?: string | null;
    decidedByUserId?: string | null;
    rowVersion: number;
    transaction: {
      __typename?: 'BankDuplicateTransaction';
      id: string;
      importId: string;
      locationId: string;
      transactionDate: string;
      valueDate?: string | null;
      direction: string;
      amount: number;
      currency: string;
      accountNumberMasked?: string | null;
      counterpartyName?: string | null;
      counterpartyAccountMasked?: string | null;
      bankReference?: string | null;
      matchStatus: string;
    };
    duplicateOf: {
      __typename?: 'BankDuplicateTransaction';
      id: string;
      importId: string;
      locationId: string;
      transactionDate: string;
      valueDate?: string | null;
      direction: string;
      amount: number;
      currency: string;
      accountNumberMasked?: string | null;
      counterpartyName?: string | null;
      counterpartyAccountMasked?: string | null;
      bankReference?: string | null;
      matchStatus: string;
    };
  }>;
};

export type ConfirmBankDuplicateCandidateMutationVariables = Exact<{
  candidateId: Scalars['UUID']['input'];
}>;

export type ConfirmBankDuplicateCandidateMutation = {
  __typename?: 'Mutation';
  confirmBankDuplicateCandidate: {
    __typename?: 'BankDuplicateCandidateMutationResult';
    candidateId: string;
    status: string;
    importId: string;
    transactionId: string;
    duplicateOfTransactionId: string;
    rowVersion: number;
  };
};

export type DismissBankDuplicateCandidateMutationVariables = Exact<{
  candidateId: Scalars['UUID']['input'];
}>;

export type DismissBankDuplicateCandidateMutation = {
  __typename?: 'Mutation';
  dismissBankDuplicateCandidate: {
    __typename?: 'BankDuplicateCandidateMutationResult';
    candidateId: string;
    status: string;
    importId: string;
    transactionId: string;
    duplicateOfTransactionId: string;
    rowVersion: number;
  };
};

export type RunBankImportReprocessPreviewMutationVariables = Exact<{
  importId: Scalars['UUID']['input'];
}>;

export type RunBankImportReprocessPreviewMutation = {
  __typename?: 'Mutation';
  runBankImportReprocessPreview: {
    __typename?: 'BankStatementReprocessPreview';
    id: string;
    importId: string;
    status: string;
    formatCode?: string | null;
    bankCode?: string | null;
    parserVersion?: string | null;
    storedFormatCode?: string | null;
    storedBankCode?: string | null;
    storedParserVersion?: string | null;
    parseConfidence?: number | null;
    detectionConfidence?: number | null;
    existingTransactionCount: number;
    previewTransactionCount: number;
    addedCount: number;
    removedCount: number;
    changedCount: number;
    unchangedCount: number;
    warningCount: number;
    warnings: Array<string>;
    errorSummary?: string | null;
    operatorMessage?: string | null;
    createdAtUtc: string;
    createdByUserId?: string | null;
    addedSamples: Array<{
      __typename?: 'BankReprocessPreviewTransaction';
      transactionDate: string;
      valueDate?: string | null;
      direction: string;
      amount: number;
      currency: string;
      counterpartyName?: string | null;
      counterpartyAccountMasked?: string | null;
      bankReference?: string | null;
      changedFields: Array<string>;
    }>;
    removedSamples: Array<{
      __typename?: 'BankReprocessPreviewTransaction';
      transactionDate: string;
      valueDate?: string | null;
      direction: string;
      amount: number;
      currency: string;
      counterpartyName?: string | null;
      counterpartyAccountMasked?: string | null;
      bankReference?: string | null;
      changedFields: Array<string>;
    }>;
    changedSamples: Array<{
      __typename?: 'BankReprocessPreviewTransaction';
      transactionDate: string;
      valueDate?: string | null;
      direction: string;
      amount: number;
      currency: string;
      counterpartyName?: string | null;
      counterpartyAccountMasked?: string | null;
      bankReference?: string | null;
      changedFields: Array<string>;
    }>;
  };
};

export type BankImportReprocessPreviewsQueryVariables = Exact<{
  importId: Scalars['UUID']['input'];
}>;

export type BankImportReprocessPreviewsQuery = {
  __typename?: 'Query';
  bankImportReprocessPreviews: Array<{
    __typename?: 'BankStatementReprocessPreview';
    id: string;
    importId: string;
    status: string;
    formatCode?: string | null;
    bankCode?: string | null;
    parserVersion?: string | null;
    storedFormatCode?: string | null;
    storedBankCode?: string | null;
    storedParserVersion?: string | null;
    parseConfidence?: number | null;
    detectionConfidence?: number | null;
    existingTransactionCount: number;
    previewTransactionCount: number;
    addedCount: number;
    removedCount: number;
    changedCount: number;
    unchangedCount: number;
    warningCount: number;
    warnings: Array<string>;
    errorSummary?: string | null;
    operatorMessage?: string | null;
    createdAtUtc: string;
    createdByUserId?: string | null;
    addedSamples: Array<{
      __typename?: 'BankReprocessPreviewTransaction';
      transactionDate: string;
      valueDate?: string | null;
      direction: string;
      amount: number;
      currency: string;
      counterpartyName?: string | null;
      counterpartyAccountMasked?: string | null;
      bankReference?: string | null;
      changedFields: Array<string>;
    }>;
    removedSamples: Array<{
      __typename?: 'BankReprocessPreviewTransaction';
      transactionDate: string;
      valueDate?: string | null;
      direction: string;
      amount: number;
      currency: string;
      counterpartyName?: string | null;
      counterpartyAccountMasked?: string | null;
      bankReference?: string | null;
      changedFields: Array<string>;
    }>;
    changedSamples: Array<{
      __typename?: 'BankReprocessPreviewTransaction';
      transactionDate: string;
      valueDate?: string | null;
      direction: string;
      amount: number;
      currency: string;
      counterpartyName?: string | null;
      counterpartyAccountMasked?: string | null;
      bankReference?: string | null;
      changedFields: Array<string>;
    }>;
  }>;
};

export type BankImportReprocessPreviewQueryVariables = Exact<{
  importId: Scalars['UUID']['input'];
  previewId: Scalars['UUID']['input'];
}>;

export type BankImportReprocessPreviewQuery = {
  __typename?: 'Query';
  bankImportReprocessPreview: {
    __typename?: 'BankStatementReprocessPreview';
    id: string;
    importId: string;
    status: string;
    formatCode?: string | null;
    bankCode?: string | null;
    parserVersion?: string | null;
    storedFormatCode?: string | null;
    storedBankCode?: string | null;
    storedParserVersion?: string | null;
    parseConfidence?: number | null;
    detectionConfidence?: number | null;
    existingTransactionCount: number;
    previewTransactionCount: number;
    addedCount: number;
    removedCount: number;
    changedCount: number;
    unchangedCount: number;
    warningCount: number;
    warnings: Array<string>;
    errorSummary?: string | null;
    operatorMessage?: string | null;
    createdAtUtc: string;
    createdByUserId?: string | null;
    addedSamples: Array<{
      __typename?: 'BankReprocessPreviewTransaction';
      transactionDate: string;
      valueDate?: string | null;
      direction: string;
      amount: number;
      currency: string;
      counterpartyName?: string | null;
      counterpartyAccountMasked?: string | null;
      bankReference?: string | null;
      changedFields: Array<string>;
    }>;
    removedSamples: Array<{
      __typename?: 'BankReprocessPreviewTransaction';
      transactionDate: string;
      valueDate?: string | null;
      direction: string;
      amount: number;
      currency: string;
      counterpartyName?: string | null;
      counterpartyAccountMasked?: string | null;
      bankReference?: string | null;
      changedFields: Array<string>;
    }>;
    changedSamples: Array<{
      __typename?: 'BankReprocessPreviewTransaction';
      transactionDate: string;
      valueDate?: string | null;
      direction: string;
      amount: number;
      currency: string;
      counterpartyName?: string | null;
      counterpartyAccountMasked?: string | null;
      bankReference?: string | null;
      changedFields: Array<string>;
    }>;
  };
};

export type BankImportItemFragment = {
  __typename?: 'BankImport';
  id: string;
  organizationId: string;
  locationId: string;
  status: string;
  bankCode?: string | null;
  formatCode?: string | null;
  fileName: string;
  fileSizeBytes: number;
  contentType?: string | null;
  currency?: string | null;
  accountNumberMasked?: string | null;
  periodFrom?: string | null;
  periodTo?: string | null;
  openingBalance?: number | null;
  closingBalance?: number | null;
  transactionCount: number;
  parseConfidence?: number | null;
  balanceMatches?: boolean | null;
  balanceReviewOverridden: boolean;
  fileAvailable: boolean;
  createdAtUtc: string;
  createdByUserId?: string | null;
  rowVersion: number;
};

export type BankTransactionItemFragment = {
  __typename?: 'BankTransaction';
  id: string;
  importId: string;
  organizationId: string;
  locationId: string;
  transactionDate: string;
  direction: string;
  amount: number;
  currency: string;
  counterpartyName?: string | null;
  counterpartyTaxId?: string | null;
  counterpartyAccountMasked?: string | null;
  description?: string | null;
  bankReference?: string | null;
  matchStatus: string;
  matchedCounterpartyId?: string | null;
  matchedCounterpartyName?: string | null;
  matchReason: string;
  matchedRuleId?: string | null;
  matchDecidedByUserId?: string | null;
  matchDecidedAtUtc?: string | null;
  rowVersion: number;
  matchSignals: Array<{
    __typename?: 'CounterpartyMatchSignal';
    kind: string;
    counterpartyId: string;
    counterpartyName: string;
    value: string;
    score: number;
    ruleId?: string | null;
  }>;
};

export type BankImportsQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;

export type BankImportsQuery = {
  __typename?: 'Query';
  bankImports: {
    __typename?: 'BankImportPage';
    totalCount: number;
    page: number;
    pageSize: number;
    items: Array<{
      __typename?: 'BankImport';
      id: string;
      organizationId: string;
      locationId: string;
      status: string;
      bankCode?: string | null;
      formatCode?: string | null;
      fileName: string;
      fileSizeBytes: number;
      contentType?: string | null;
      currency?: string | null;
      accountNumberMasked?: string | null;
      periodFrom?: string | null;
      periodTo?: string | null;
      openingBalance?: number | null;
      closingBalance?: number | null;
      transactionCount: number;
      parseConfidence?: number | null;
      balanceMatches?: boolean | null;
      balanceReviewOverridden: boolean;
      fileAvailable: boolean;
      createdAtUtc: string;
      createdByUserId?: string | null;
      rowVersion: number;
    }>;
  };
};

export type BankImportQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;

export type BankImportQuery = {
  __typename?: 'Query';
  bankImport: {
    __typename?: 'BankImport';
    id: string;
    organizationId: string;
    locationId: string;
    status: string;
    bankCode?: string | null;
    formatCode?: string | null;
    fileName: string;
    fileSizeBytes: number;
    contentType?: string | null;
    currency?: string | null;
    accountNumberMasked?: string | null;
    periodFrom?: string | null;
    periodTo?: string | null;
    openingBalance?: number | null;
    closingBalance?: number | null;
    transactionCount: number;
    parseConfidence?: number | null;
    balanceMatches?: boolean | null;
    balanceReviewOverridden: boolean;
    fileAvailable: boolean;
    createdAtUtc: string;
    createdByUserId?: string | null;
    rowVersion: number;
  };
};

export type BankImportTransactionsQueryVariables = Exact<{
  importId: Scalars['UUID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  direction?: InputMaybe<Scalars['String']['input']>;
  matchStatus?: InputMaybe<Scalars['String']['input']>;
  fromDate?: InputMaybe<Scalars['String']['input']>;
  toDate?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
}>;

export type BankImportTransactionsQuery = {
  __typename?: 'Query';
  bankImportTransactions: {
    __typename?: 'BankTransactionPage';
    totalCount: number;
    page: number;
    pageSize: number;
    items: Array<{
      __typename?: 'BankTransaction';
      id: string;
      importId: string;
      organizationId: string;
      locationId: string;
      transactionDate: string;
      direction: string;
      amount: number;
      currency: string;
      counterpartyName?: string | null;
      counterpartyTaxId?: string | null;
      counterpartyAccountMasked?: string | null;
      description?: string | null;
      bankReference?: string | null;
      matchStatus: string;
      matchedCounterpartyId?: string | null;
      matchedCounterpartyName?: string | null;
      matchReason: string;
      matchedRuleId?: string | null;
      matchDecidedByUserId?: string | null;
      matchDecidedAtUtc?: string | null;
      rowVersion: number;
      matchSignals: Array<{
        __typename?: 'CounterpartyMatchSignal';
        kind: string;
        counterpartyId: string;
        counterpartyName: string;
        value: string;
        score: number;
        ruleId?: string | null;
      }>;
    }>;
  };
};

export type BankTransactionQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;

export type BankTransactionQuery = {
  __typename?: 'Query';
  bankTransaction: {
    __typename?: 'BankTransaction';
    id: string;
    importId: string;
    organizationId: string;
    locationId: string;
    transactionDate: string;
    direction: string;
    amount: number;
    currency: string;
    counterpartyName?: string | null;
    counterpartyTaxId?: string | null;
    counterpartyAccountMasked?: string | null;
    description?: string | null;
    bankReference?: string | null;
    matchStatus: string;
    matchedCounterpartyId?: string | null;
    matchedCounterpartyName?: string | null;
    matchReason: string;
    matchedRuleId?: string | null;
    matchDecidedByUserId?: string | null;
    matchDecidedAtUtc?: string | null;
    rowVersion: number;
    matchSignals: Array<{
      __typename?: 'CounterpartyMatchSignal';
      kind: string;
      counterpartyId: string;
      counterpartyName: string;
      value: string;
      score: number;
      ruleId?: string | null;
    }>;
  };
};

export type BankImportQualityReportQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;

export type BankImportQualityReportQuery = {
  __typename?: 'Query';
  bankImportQualityReport: {
    __typename?: 'BankStatementImportQualityReport';
    importId: string;
    status: string;
    balanceMatches?: boolean | null;
    balanceReviewOverridden: boolean;
    reviewOverrideReason?: string | null;
    reviewOverriddenByUserId?: string | null;
    reviewOverriddenAtUtc?: string | null;
    parseConfidence?: number | null;
    detectionConfidence?: number | null;
    warnings: Array<string>;
    openingBalance?: number | null;
    closingBalance?: number | null;
    creditsTotal: number;
    debitsTotal: number;
    formatCode?: string | null;
    bankCode?: string | null;
    parserVersion?: string | null;
    rowVersion: number;
    statements: Array<{
      __typename?: 'BankStatementQualityStatement';
      accountNumberMasked?: string | null;
      currency?: string | null;
      periodFrom?: string | null;
      periodTo?: string | null;
      openingBalance?: number | null;
      closingBalance?: number | null;
      creditsTotal: number;
      debitsTotal: number;
      transactionCount: number;
      balanceMatches?: boolean | null;
    }>;
  };
};

export type BankStatementQualitySummaryQueryVariables = Exact<{ [key: string]: never }>;

export type BankStatementQualitySummaryQuery = {
  __typename?: 'Query';
  bankStatementQualitySummary: {
    __typename?: 'BankStatementQualitySummary';
    organizationId: string;
    locationId: string;
    totalImports: number;
    importsNeedingReview: number;
    reviewOverriddenCount: number;
    importsWithWarnings: number;
    averageParseConfidence?: number | null;
    averageDetectionConfidence?: number | null;
    importsByStatus: Array<{ __typename?: 'BankImportStatusCount'; status: string; count: number }>;
  };
};

export type BankStatementImportHealthSummaryQueryVariables = Exact<{ [key: string]: never }>;

export type BankStatementImportHealthSummaryQuery = {
  __typename?: 'Query';
  bankStatementImportHealthSummary: {
    __typename?: 'BankStatementImportHealthSummary';
    totalImports: number;
    successfulImports: number;
    failedImports: number;
    unsupportedFormatCount: number;
    importsNeedingReview: number;
    duplicateCandidateCount: number;
    unmatchedTransactionCount: number;
    averageParseConfidence: number;
    lastSuccessfulImportAtUtc?: string | null;
    lastFailedImportAtUtc?: string | null;
    importsByBankFormat: Array<{
      __typename?: 'BankImportFormatHealth';
      bankCode?: string | null;
      formatCode: string;
      importCount: number;
      successfulImports: number;
      failedImports: number;
      averageParseConfidence: number;
    }>;
  };
};

export type SupportedBankFormatsQueryVariables = Exact<{ [key: string]: never }>;

export type SupportedBankFormatsQuery = {
  __typename?: 'Query';
  supportedBankFormats: Array<{
    __typename?: 'SupportedBankFormat';
    bankCode: string;
    formatCode: string;
    displayName: string;
    fileExtensions: Array<string>;
    version: string;
  }>;
};

export type QualityReportFieldsFragment = {
  __typename?: 'BankStatementImportQualityReport';
  importId: string;
  status: string;
  balanceMatches?: boolean | null;
  balanceReviewOverridden: boolean;
  reviewOverrideReason?: string | null;
  reviewOverriddenByUserId?: string | null;
  reviewOverriddenAtUtc?: string | null;
  parseConfidence?: number | null;
  detectionConfidence?: number | null;
  warnings: Array<string>;
  openingBalance?: number | null;
  closingBalance?: number | null;
  creditsTotal: number;
  debitsTotal: number;
  formatCode?: string | null;
  bankCode?: string | null;
  parserVersion?: string | null;
  rowVersion: number;
  statements: Array<{
    __typename?: 'BankStatementQualityStatement';
    accountNumberMasked?: string | null;
    currency?: string | null;
    periodFrom?: string | null;
    periodTo?: string | null;
    openingBalance?: number | null;
    closingBalance?: number | null;
    creditsTotal: number;
    debitsTotal: number;
    transactionCount: number;
    balanceMatches?: boolean | null;
  }>;
};

export type UploadBankStatementMutationVariables = Exact<{
  file: Scalars['Upload']['input'];
}>;

export type UploadBankStatementMutation = {
  __typename?: 'Mutation';
  uploadBankStatement: {
    __typename?: 'BankStatementImportUploadResult';
    importId: string;
    status: string;
    errorMessage?: string | null;
    errors: Array<string>;
    isDuplicate: boolean;
    existingImportId?: string | null;
    message?: string | null;
  };
};

export type MatchCounterpartyMutationVariables = Exact<{
  input: MatchCounterpartyInput;
}>;

export type MatchCounterpartyMutation = {
  __typename?: 'Mutation';
  matchCounterparty: {
    __typename?: 'BankTransaction';
    id: string;
    importId: string;
    organizationId: string;
    locationId: string;
    transactionDate: string;
    direction: string;
    amount: number;
    currency: string;
    counterpartyName?: string | null;
    counterpartyTaxId?: string | null;
    counterpartyAccountMasked?: string | null;
    description?: string | null;
    bankReference?: string | null;
    matchStatus: string;
    matchedCounterpartyId?: string | null;
    matchedCounterpartyName?: string | null;
    matchReason: string;
    matchedRuleId?: string | null;
    matchDecidedByUserId?: string | null;
    matchDecidedAtUtc?: string | null;
    rowVersion: number;
    matchSignals: Array<{
      __typename?: 'CounterpartyMatchSignal';
      kind: string;
      counterpartyId: string;
      counterpartyName: string;
      value: string;
      score: number;
      ruleId?: string | null;
    }>;
  };
};

export type RevertCounterpartyMatchMutationVariables = Exact<{
  input: CounterpartyMatchTargetInput;
}>;

export type RevertCounterpartyMatchMutation = {
  __typename?: 'Mutation';
  revertCounterpartyMatch: {
    __typename?: 'BankTransaction';
    id: string;
    importId: string;
    organizationId: string;
    locationId: string;
    transactionDate: string;
    direction: string;
    amount: number;
    currency: string;
    counterpartyName?: string | null;
    counterpartyTaxId?: string | null;
    counterpartyAccountMasked?: string | null;
    description?: string | null;
    bankReference?: string | null;
    matchStatus: string;
    matchedCounterpartyId?: string | null;
    matchedCounterpartyName?: string | null;
    matchReason: string;
    matchedRuleId?: string | null;
    matchDecidedByUserId?: string | null;
    matchDecidedAtUtc?: string | null;
    rowVersion: number;
    matchSignals: Array<{
      __typename?: 'CounterpartyMatchSignal';
      kind: string;
      counterpartyId: string;
      counterpartyName: string;
      value: string;
      score: number;
      ruleId?: string | null;
    }>;
  };
};

export type ExcludeCounterpartyMatchMutationVariables = Exact<{
  input: ExcludeCounterpartyMatchInput;
}>;

export type ExcludeCounterpartyMatchMutation = {
  __typename?: 'Mutation';
  excludeCounterpartyMatch: {
    __typename?: 'BankTransaction';
    id: string;
    importId: string;
    organizationId: string;
    locationId: string;
    transactionDate: string;
    direction: string;
    amount: number;
    currency: string;
    counterpartyName?: string | null;
    counterpartyTaxId?: string | null;
    counterpartyAccountMasked?: string | null;
    description?: string | null;
    bankReference?: string | null;
    matchStatus: string;
    matchedCounterpartyId?: string | null;
    matchedCounterpartyName?: string | null;
    matchReason: string;
    matchedRuleId?: string | null;
    matchDecidedByUserId?: string | null;
    matchDecidedAtUtc?: string | null;
    rowVersion: number;
    matchSignals: Array<{
      __typename?: 'CounterpartyMatchSignal';
      kind: string;
      counterpartyId: string;
      counterpartyName: string;
      value: string;
      score: number;
      ruleId?: string | null;
    }>;
  };
};

export type UnexcludeCounterpartyMatchMutationVariables = Exact<{
  input: CounterpartyMatchTargetInput;
}>;

export type UnexcludeCounterpartyMatchMutation = {
  __typename?: 'Mutation';
  unexcludeCounterpartyMatch: {
    __typename?: 'BankTransaction';
    id: string;
    importId: string;
    organizationId: string;
    locationId: string;
    transactionDate: string;
    direction: string;
    amount: number;
    currency: string;
    counterpartyName?: string | null;
    counterpartyTaxId?: string | null;
    counterpartyAccountMasked?: string | null;
    description?: string | null;
    bankReference?: string | null;
    matchStatus: string;
    matchedCounterpartyId?: string | null;
    matchedCounterpartyName?: string | null;
    matchReason: string;
    matchedRuleId?: string | null;
    matchDecidedByUserId?: string | null;
    matchDecidedAtUtc?: string | null;
    rowVersion: number;
    matchSignals: Array<{
      __typename?: 'CounterpartyMatchSignal';
      kind: string;
      counterpartyId: string;
      counterpartyName: string;
      value: string;
      score: number;
      ruleId?: string | null;
    }>;
  };
};

export type CounterpartyMatchesQueryVariables = Exact<{
  status?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  importId?: InputMaybe<Scalars['UUID']['input']>;
  dateFrom?: InputMaybe<Scalars['String']['input']>;
  dateTo?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;

export type CounterpartyMatchesQuery = {
  __typename?: 'Query';
  counterpartyMatches: {
    __typename?: 'BankTransactionPage';
    totalCount: number;
    page: number;
    pageSize: number;
    items: Array<{
      __typename?: 'BankTransaction';
      id: string;
      importId: string;
      organizationId: string;
      locationId: string;
      transactionDate: string;
      direction: string;
      amount: number;
      currency: string;
      counterpartyName?: string | null;
      counterpartyTaxId?: string | null;
      counterpartyAccountMasked?: string | null;
      description?: string | null;
      bankReference?: string | null;
      matchStatus: string;
      matchedCounterpartyId?: string | null;
      matchedCounterpartyName?: string | null;
      matchReason: string;
      matchedRuleId?: string | null;
      matchDecidedByUserId?: string | null;
      matchDecidedAtUtc?: string | null;
      rowVersion: number;
      matchSignals: Array<{
        __typename?: 'CounterpartyMatchSignal';
        kind: string;
        counterpartyId: string;
        counterpartyName: string;
        value: string;
        score: number;
        ruleId?: string | null;
      }>;
    }>;
  };
};

export type CounterpartyRuleFieldsFragment = {
  __typename?: 'CounterpartyRule';
  id: string;
  organizationId: string;
  pattern: string;
  normalizedPattern: string;
  erpCounterpartyId: string;
  erpCounterpartyName: string;
  isActive: boolean;
  sourceTransactionId?: string | null;
  createdByUserId?: string | null;
  createdAtUtc: string;
  updatedAtUtc: string;
  deactivatedAtUtc?: string | null;
  rowVersion: number;
};

export type CounterpartyRuleResultFieldsFragment = {
  __typename?: 'CounterpartyRuleResult';
  alreadyExists: boolean;
  changedTransactionCount: number;
  rule: {
    __typename?: 'CounterpartyRule';
    id: string;
    organizationId: string;
    pattern: string;
    normalizedPattern: string;
    erpCounterpartyId: string;
    erpCounterpartyName: string;
    isActive: boolean;
    sourceTransactionId?: string | null;
    createdByUserId?: string | null;
    createdAtUtc: string;
    updatedAtUtc: string;
    deactivatedAtUtc?: string | null;
    rowVersion: number;
  };
};

export type ActiveCounterpartyRulesQueryVariables = Exact<{
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
}>;

export type ActiveCounterpartyRulesQuery = {
  __typename?: 'Query';
  activeCounterpartyRules: Array<{
    __typename?: 'CounterpartyRule';
    id: string;
    organizationId: string;
    pattern: string;
    normalizedPattern: string;
    erpCounterpartyId: string;
    erpCounterpartyName: string;
    isActive: boolean;
    sourceTransactionId?: string | null;
    createdByUserId?: string | null;
    createdAtUtc: string;
    updatedAtUtc: string;
    deactivatedAtUtc?: string | null;
    rowVersion: number;
  }>;
};

export type CounterpartyRulesQueryVariables = Exact<{
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  erpCounterpartyId?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;

export type CounterpartyRulesQuery = {
  __typename?: 'Query';
  counterpartyRules: {
    __typename?: 'CounterpartyRulePage';
    totalCount: number;
    page: number;
    pageSize: number;
    items: Array<{
      __typename?: 'CounterpartyRule';
      id: string;
      organizationId: string;
      pattern: string;
      normalizedPattern: string;
      erpCounterpartyId: string;
      erpCounterpartyName: string;
      isActive: boolean;
      sourceTransactionId?: string | null;
      createdByUserId?: string | null;
      createdAtUtc: string;
      updatedAtUtc: string;
      deactivatedAtUtc?: string | null;
      rowVersion: number;
    }>;
  };
};

export type CreateCounterpartyRuleFromMatchMutationVariables = Exact<{
  input: CreateCounterpartyRuleFromMatchInput;
}>;

export type CreateCounterpartyRuleFromMatchMutation = {
  __typename?: 'Mutation';
  createCounterpartyRuleFromMatch: {
    __typename?: 'CounterpartyRuleResult';
    alreadyExists: boolean;
    changedTransactionCount: number;
    rule: {
      __typename?: 'CounterpartyRule';
      id: string;
      organizationId: string;
      pattern: string;
      normalizedPattern: string;
      erpCounterpartyId: string;
      erpCounterpartyName: string;
      isActive: boolean;
      sourceTransactionId?: string | null;
      createdByUserId?: string | null;
      createdAtUtc: string;
      updatedAtUtc: string;
      deactivatedAtUtc?: string | null;
      rowVersion: number;
    };
  };
};

export type UpdateCounterpartyRuleMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  input: UpdateCounterpartyRuleInput;
}>;

export type UpdateCounterpartyRuleMutation = {
  __typename?: 'Mutation';
  updateCounterpartyRule: {
    __typename?: 'CounterpartyRuleResult';
    alreadyExists: boolean;
    changedTransactionCount: number;
    rule: {
      __typename?: 'CounterpartyRule';
      id: string;
      organizationId: string;
      pattern: string;
      normalizedPattern: string;
      erpCounterpartyId: string;
      erpCounterpartyName: string;
      isActive: boolean;
      sourceTransactionId?: string | null;
      createdByUserId?: string | null;
      createdAtUtc: string;
      updatedAtUtc: string;
      deactivatedAtUtc?: string | null;
      rowVersion: number;
    };
  };
};

export type DeactivateCounterpartyRuleMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  input?: InputMaybe<CounterpartyRuleStateInput>;
}>;

export type DeactivateCounterpartyRuleMutation = {
  __typename?: 'Mutation';
  deactivateCounterpartyRule: {
    __typename?: 'CounterpartyRuleResult';
    alreadyExists: boolean;
    changedTransactionCount: number;
    rule: {
      __typename?: 'CounterpartyRule';
      id: string;
      organizationId: string;
      pattern: string;
      normalizedPattern: string;
      erpCounterpartyId: string;
      erpCounterpartyName: string;
      isActive: boolean;
      sourceTransactionId?: string | null;
      createdByUserId?: string | null;
      createdAtUtc: string;
      updatedAtUtc: string;
      deactivatedAtUtc?: string | null;
      rowVersion: number;
    };
  };
};

export type ActivateCounterpartyRuleMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  input?: InputMaybe<CounterpartyRuleStateInput>;
}>;

export type ActivateCounterpartyRuleMutation = {
  __typename?: 'Mutation';
  activateCounterpartyRule: {
    __typename?: 'CounterpartyRuleResult';
    alreadyExists: boolean;
    changedTransactionCount: number;
    rule: {
      __typename?: 'CounterpartyRule';
      id: string;
      organizationId: string;
      pattern: string;
      normalizedPattern: string;
      erpCounterpartyId: string;
      erpCounterpartyName: string;
      isActive: boolean;
      sourceTransactionId?: string | null;
      createdByUserId?: string | null;
      createdAtUtc: string;
      updatedAtUtc: string;
      deactivatedAtUtc?: string | null;
      rowVersion: number;
    };
  };
};

export type CounterpartyRuleConflictPreviewQueryVariables = Exact<{
  input: CounterpartyRuleConflictPreviewInput;
}>;

export type CounterpartyRuleConflictPreviewQuery = {
  __typename?: 'Query';
  counterpartyRuleConflictPreview: {
    __typename?: 'CounterpartyRuleConflictPreview';
    pattern: string;
    normalizedPattern: string;
    matchingTransactionCount: number;
    equivalentRule?: {
      __typename?: 'CounterpartyRule';
      id: string;
      organizationId: string;
      pattern: string;
      normalizedPattern: string;
      erpCounterpartyId: string;
      erpCounterpartyName: string;
      isActive: boolean;
      sourceTransactionId?: string | null;
      createdByUserId?: string | null;
      createdAtUtc: string;
      updatedAtUtc: string;
      deactivatedAtUtc?: string | null;
      rowVersion: number;
    } | null;
    conflicts: Array<{
      __typename?: 'CounterpartyRuleConflict';
      relation: string;
      sameCounterparty: boolean;
      overlappingTransactionCount: number;
      rule: {
        __typename?: 'CounterpartyRule';
        id: string;
        organizationId: string;
        pattern: string;
        normalizedPattern: string;
        erpCounterpartyId: string;
        erpCounterpartyName: string;
        isActive: boolean;
        sourceTransactionId?: string | null;
        createdByUserId?: string | null;
        createdAtUtc: string;
        updatedAtUtc: string;
        deactivatedAtUtc?: string | null;
        rowVersion: number;
      };
    }>;
  };
};

export type NameMatchSummaryQueryVariables = Exact<{ [key: string]: never }>;

export type NameMatchSummaryQuery = {
  __typename?: 'Query';
  nameMatchSummary: {
    __typename?: 'NameMatchSummary';
    totalTransactions: number;
    queueCount: number;
    distinctNames: number;
    unmatchedNames: number;
    transactionsWithoutName: number;
    automaticRate?: number | null;
    manualRate?: number | null;
    activeRuleCount: number;
    byStatus: Array<{ __typename?: 'NameMatchStatusCount'; status: string; count: number }>;
    byReason: Array<{ __typename?: 'NameMatchReasonCount'; reason: string; count: number }>;
  };
};

export type NameMatchesQueryVariables = Exact<{
  state?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;

export type NameMatchesQuery = {
  __typename?: 'Query';
  nameMatches: {
    __typename?: 'NameMatchPage';
    totalCount: number;
    page: number;
    pageSize: number;
    items: Array<{
      __typename?: 'NameMatch';
      normalizedName: string;
      counterpartyName: string;
      spellingCount: number;
      transactionCount: number;
      queueCount: number;
      unmatchedCount: number;
      lowConfidenceCount: number;
      autoMatchedCount: number;
      manualMatchedCount: number;
      excludedCount: number;
      matchedCounterpartyId?: string | null;
      matchedCounterpartyName?: string | null;
      lastTransactionDate: string;
      ruleCount: number;
      suggestion?: {
        __typename?: 'NameMatchSuggestion';
        counterpartyId: string;
        counterpartyName: string;
        kind: string;
        score: number;
      } | null;
    }>;
  };
};

export type DashboardQueryVariables = Exact<{ [key: string]: never }>;

export type DashboardQuery = {
  __typename?: 'Query';
  dashboard: {
    __typename?: 'DashboardSummary';
    organizationId: string;
    locationId: string;
    importsCount: number;
    importsNeedingReviewCount: number;
    unmatchedTransactionCount: number;
    pendingAllocationCount: number;
    openAnomalyCount: number;
    generatedAtUtc: string;
    allocationCountsByStatus: Array<{ __typename?: 'AllocationStatusCount'; status: string; count: number }>;
    postingCountsByStatus: Array<{ __typename?: 'PostingStatusCount'; status: string; count: number }>;
  };
};

export type PaymentAnomaliesQueryVariables = Exact<{
  status?: InputMaybe<PaymentAnomalyStatus>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;

export type PaymentAnomaliesQuery = {
  __typename?: 'Query';
  paymentAnomalies: {
    __typename?: 'PaymentAnomalyPage';
    totalCount: number;
    page: number;
    pageSize: number;
    items: Array<{
      __typename?: 'PaymentAnomaly';
      id: string;
      postingId: string;
      organizationId: string;
      locationId: string;
      bankTransactionId: string;
      code: string;
      severity: string;
      status: PaymentAnomalyStatus;
      message: string;
      createdAtUtc: string;
      resolvedAtUtc?: string | null;
    }>;
  };
};

export type ErpConnectionItemFragment = {
  __typename?: 'ErpConnection';
  id: string;
  organizationId: string;
  name: string;
  baseUrl: string;
  dialect: ErpDialect;
  currency: string;
  isDefault: boolean;
  lastCheckStatus?: string | null;
  lastCheckedAtUtc?: string | null;
  serverVersion?: string | null;
  serverEdition?: string | null;
  createdAtUtc: string;
  rowVersion: number;
};

export type ErpConnectionCheckItemFragment = {
  __typename?: 'ErpConnectionCheckResult';
  success: boolean;
  lastCheckStatus: string;
  serverVersion?: string | null;
  serverEdition?: string | null;
  message: string;
};

export type ErpReferenceListItemFragment = {
  __typename?: 'ErpReferenceList';
  connectionId: string;
  kind: string;
  isLive: boolean;
  fetchedAtUtc: string;
  items: Array<{
    __typename?: 'ErpReferenceItem';
    id: string;
    code: string;
    name: string;
    accountId?: string | null;
    isLive: boolean;
  }>;
};

export type CreateErpConnectionMutationVariables = Exact<{
  input: CreateErpConnectionInput;
}>;

export type CreateErpConnectionMutation = {
  __typename?: 'Mutation';
  createErpConnection: {
    __typename?: 'ErpConnection';
    id: string;
    organizationId: string;
    name: string;
    baseUrl: string;
    dialect: ErpDialect;
    currency: string;
    isDefault: boolean;
    lastCheckStatus?: string | null;
    lastCheckedAtUtc?: string | null;
    serverVersion?: string | null;
    serverEdition?: string | null;
    createdAtUtc: string;
    rowVersion: number;
  };
};

export type ErpConnectionsQueryVariables = Exact<{
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;

export type ErpConnectionsQuery = {
  __typename?: 'Query';
  erpConnections: {
    __typename?: 'ErpConnectionPage';
    totalCount: number;
    page: number;
    pageSize: number;
    items: Array<{
      __typename?: 'ErpConnection';
      id: string;
      organizationId: string;
      name: string;
      baseUrl: string;
      dialect: ErpDialect;
      currency: string;
      isDefault: boolean;
      lastCheckStatus?: string | null;
      lastCheckedAtUtc?: string | null;
      serverVersion?: string | null;
      serverEdition?: string | null;
      createdAtUtc: string;
      rowVersion: number;
    }>;
  };
};

export type ErpConnectionQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;

export type ErpConnectionQuery = {
  __typename?: 'Query';
  erpConnection: {
    __typename?: 'ErpConnection';
    id: string;
    organizationId: string;
    name: string;
    baseUrl: string;
    dialect: ErpDialect;
    currency: string;
    isDefault: boolean;
    lastCheckStatus?: string | null;
    lastCheckedAtUtc?: string | null;
    serverVersion?: string | null;
    serverEdition?: string | null;
    createdAtUtc: string;
    rowVersion: number;
  };
};

export type ErpConnectionHealthQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;

export type ErpConnectionHealthQuery = {
  __typename?: 'Query';
  erpConnectionHealth: {
    __typename?: 'ErpConnectionHealth';
    connectionId: string;
    lastCheckStatus?: string | null;
    lastCheckedAtUtc?: string | null;
    serverVersion?: string | null;
    serverEdition?: string | null;
  };
};

export type ErpOperationalFlagsQueryVariables = Exact<{ [key: string]: never }>;

export type ErpOperationalFlagsQuery = {
  __typename?: 'Query';
  erpOperationalFlags: {
    __typename?: 'ErpOperationalFlags';
    documentSyncEnabled: boolean;
    supplierSyncEnabled: boolean;
    batchUnpaidEnabled: boolean;
    postingEnabled: boolean;
    referencesEnabled: boolean;
  };
};

export type TestErpConnectionMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;

export type TestErpConnectionMutation = {
  __typename?: 'Mutation';
  testErpConnection: {
    __typename?: 'ErpConnectionCheckResult';
    success: boolean;
    lastCheckStatus: string;
    serverVersion?: string | null;
    serverEdition?: string | null;
    message: string;
  };
};

export type ProbeErpConnectionMutationVariables = Exact<{
  input: CreateErpConnectionInput;
}>;

export type ProbeErpConnectionMutation = {
  __typename?: 'Mutation';
  probeErpConnection: {
    __typename?: 'ErpConnectionCheckResult';
    success: boolean;
    lastCheckStatus: string;
    serverVersion?: string | null;
    serverEdition?: string | null;
    message: string;
  };
};

export type RotateErpConnectionCredentialsMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  input: RotateErpCredentialsInput;
}>;

export type RotateErpConnectionCredentialsMutation = {
  __typename?: 'Mutation';
  rotateErpConnectionCredentials: {
    __typename?: 'ErpConnection';
    id: string;
    organizationId: string;
    name: string;
    baseUrl: string;
    dialect: ErpDialect;
    currency: string;
    isDefault: boolean;
    lastCheckStatus?: string | null;
    lastCheckedAtUtc?: string | null;
    serverVersion?: string | null;
    serverEdition?: string | null;
    createdAtUtc: string;
    rowVersion: number;
  };
};

export type EnsureErpServiceAccountMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;

export type EnsureErpServiceAccountMutation = {
  __typename?: 'Mutation';
  ensureErpServiceAccount: { __typename?: 'ErpServiceAccountResult'; login: string; created: boolean };
};

export type DeleteErpConnectionMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  input?: InputMaybe<ErpConnectionChangeInput>;
}>;

export type DeleteErpConnectionMutation = { __typename?: 'Mutation'; deleteErpConnection: boolean };

export type MakeErpConnectionDefaultMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  input?: InputMaybe<ErpConnectionChangeInput>;
}>;

export type MakeErpConnectionDefaultMutation = {
  __typename?: 'Mutation';
  makeErpConnectionDefault: {
    __typename?: 'ErpConnection';
    id: string;
    organizationId: string;
    name: string;
    baseUrl: string;
    dialect: ErpDialect;
    currency: string;
    isDefault: boolean;
    lastCheckStatus?: string | null;
    lastCheckedAtUtc?: string | null;
    serverVersion?: string | null;
    serverEdition?: string | null;
    createdAtUtc: string;
    rowVersion: number;
  };
};

export type ErpConnectionAccountsQueryVariables = Exact<{
  connectionId: Scalars['UUID']['input'];
}>;

export type ErpConnectionAccountsQuery = {
  __typename?: 'Query';
  erpConnectionAccounts: {
    __typename?: 'ErpReferenceList';
    connectionId: string;
    kind: string;
    isLive: boolean;
    fetchedAtUtc: string;
    items: Array<{
      __typename?: 'ErpReferenceItem';
      id: string;
      code: string;
      name: string;
      accountId?: string | null;
      isLive: boolean;
    }>;
  };
};

export type ErpConnectionCashFlowArticlesQueryVariables = Exact<{
  connectionId: Scalars['UUID']['input'];
}>;

export type ErpConnectionCashFlowArticlesQuery = {
  __typename?: 'Query';
  erpConnectionCashFlowArticles: {
    __typename?: 'ErpReferenceList';
    connectionId: string;
    kind: string;
    isLive: boolean;
    fetchedAtUtc: string;
    items: Array<{
      __typename?: 'ErpReferenceItem';
      id: string;
      code: string;
      name: string;
      accountId?: string | null;
      isLive: boolean;
    }>;
  };
};

export type ErpDefaultAccountsQueryVariables = Exact<{
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
}>;

export type ErpDefaultAccountsQuery = {
  __typename?: 'Query';
  erpDefaultAccounts: {
    __typename?: 'ErpReferenceList';
    connectionId: string;
    kind: string;
    isLive: boolean;
    fetchedAtUtc: string;
    items: Array<{
      __typename?: 'ErpReferenceItem';
      id: string;
      code: string;
      name: string;
      accountId?: string | null;
      isLive: boolean;
    }>;
  };
};

export type ErpDefaultCashFlowArticlesQueryVariables = Exact<{
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
}>;

export type ErpDefaultCashFlowArticlesQuery = {
  __typename?: 'Query';
  erpDefaultCashFlowArticles: {
    __typename?: 'ErpReferenceList';
    connectionId: string;
    kind: string;
    isLive: boolean;
    fetchedAtUtc: string;
    items: Array<{
      __typename?: 'ErpReferenceItem';
      id: string;
      code: string;
      name: string;
      accountId?: string | null;
      isLive: boolean;
    }>;
  };
};

export type ErpPostingItemFragment = {
  __typename?: 'ErpPaymentPosting';
  id: string;
  organizationId: string;
  locationId: string;
  paymentAllocationId: string;
  bankTransactionId: string;
  erpConnectionId: string;
  status: PostingStatus;
  postingType: string;
  totalAmount: number;
  currency: string;
  accountId?: string | null;
  accountName?: string | null;
  cashFlowArticleId?: string | null;
  cashFlowArticleName?: string | null;
  requestHash: string;
  attemptCount: number;
  lastAttemptAtUtc?: string | null;
  nextRetryAtUtc?: string | null;
  reconciledAtUtc?: string | null;
  errorCode?: string | null;
  errorMessage?: string | null;
  idempotencyKey: string;
  requiresApproval: boolean;
  approvedByUserId?: string | null;
  approvedAtUtc?: string | null;
  postedAtUtc?: string | null;
  createdAtUtc: string;
  rowVersion: number;
  reconciliationAttemptCount: number;
  nextReconciliationAtUtc?: string | null;
  openAnomalyId?: string | null;
  postingDate: string;
  workerClaimedAtUtc?: string | null;
  workerLeaseExpiresAtUtc?: string | null;
};

export type ErpPostingGateReportItemFragment = {
  __typename?: 'ErpPostingGateReport';
  postingId: string;
  canWrite: boolean;
  gates: Array<{ __typename?: 'ErpPostingGate'; code: string; passed: boolean; message: string }>;
};

export type ErpPostingPreviewQueryVariables = Exact<{
  allocationId: Scalars['UUID']['input'];
}>;

export type ErpPostingPreviewQuery = {
  __typename?: 'Query';
  erpPostingPreview: {
    __typename?: 'ErpPostingPreview';
    allocationId: string;
    bankTransactionId: string;
    totalAmount: number;
    currency: string;
    counterpartyName?: string | null;
    canQueue: boolean;
    blockReason?: string | null;
    lines: Array<{
      __typename?: 'ErpPostingPreviewLine';
      documentId: string;
      documentNumber: string;
      documentType: string;
      allocatedAmount: number;
      paymentStatusBefore: string;
      expectedPaymentStatusAfter: string;
    }>;
    warnings: Array<{ __typename?: 'ErpPostingWarning'; code: string; documentId?: string | null; message: string }>;
    suggestedWriteTarget?: {
      __typename?: 'ErpPostingWriteTarget';
      accountId: string;
      accountName: string;
      cashFlowArticleId: string;
      cashFlowArticleName: string;
    } | null;
  };
};

export type QueueErpPostingMutationVariables = Exact<{
  allocationId: Scalars['UUID']['input'];
  input?: InputMaybe<QueuePostingInput>;
}>;

export type QueueErpPostingMutation = {
  __typename?: 'Mutation';
  queueErpPosting: {
    __typename?: 'ErpPaymentPosting';
    id: string;
    organizationId: string;
    locationId: string;
    paymentAllocationId: string;
    bankTransactionId: string;
    erpConnectionId: string;
    status: PostingStatus;
    postingType: string;
    totalAmount: number;
    currency: string;
    accountId?: string | null;
    accountName?: string | null;
    cashFlowArticleId?: string | null;
    cashFlowArticleName?: string | null;
    requestHash: string;
    attemptCount: number;
    lastAttemptAtUtc?: string | null;
    nextRetryAtUtc?: string | null;
    reconciledAtUtc?: string | null;
    errorCode?: string | null;
    errorMessage?: string | null;
    idempotencyKey: string;
    requiresApproval: boolean;
    approvedByUserId?: string | null;
    approvedAtUtc?: string | null;
    postedAtUtc?: string | null;
    createdAtUtc: string;
    rowVersion: number;
    reconciliationAttemptCount: number;
    nextReconciliationAtUtc?: string | null;
    openAnomalyId?: string | null;
    postingDate: string;
    workerClaimedAtUtc?: string | null;
    workerLeaseExpiresAtUtc?: string | null;
  };
};

export type ErpPostingsQueryVariables = Exact<{
  status?: InputMaybe<PostingStatus>;
  connectionId?: InputMaybe<Scalars['UUID']['input']>;
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
  locationId?: InputMaybe<Scalars['UUID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;

export type ErpPostingsQuery = {
  __typename?: 'Query';
  erpPostings: {
    __typename?: 'ErpPostingPage';
    totalCount: number;
    page: number;
    pageSize: number;
    items: Array<{
      __typename?: 'ErpPaymentPosting';
      id: string;
      organizationId: string;
      locationId: string;
      paymentAllocationId: string;
      bankTransactionId: string;
      erpConnectionId: string;
      status: PostingStatus;
      postingType: string;
      totalAmount: number;
      currency: string;
      accountId?: string | null;
      accountName?: string | null;
      cashFlowArticleId?: string | null;
      cashFlowArticleName?: string | null;
      requestHash: string;
      attemptCount: number;
      lastAttemptAtUtc?: string | null;
      nextRetryAtUtc?: string | null;
      reconciledAtUtc?: string | null;
      errorCode?: string | null;
      errorMessage?: string | null;
      idempotencyKey: string;
      requiresApproval: boolean;
      approvedByUserId?: string | null;
      approvedAtUtc?: string | null;
      postedAtUtc?: string | null;
      createdAtUtc: string;
      rowVersion: number;
      reconciliationAttemptCount: number;
      nextReconciliationAtUtc?: string | null;
      openAnomalyId?: string | null;
      postingDate: string;
      workerClaimedAtUtc?: string | null;
      workerLeaseExpiresAtUtc?: string | null;
    }>;
  };
};

export type ErpPostingQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;

export type ErpPostingQuery = {
  __typename?: 'Query';
  erpPosting: {
    __typename?: 'ErpPaymentPosting';
    id: string;
    organizationId: string;
    locationId: string;
    paymentAllocationId: string;
    bankTransactionId: string;
    erpConnectionId: string;
    status: PostingStatus;
    postingType: string;
    totalAmount: number;
    currency: string;
    accountId?: string | null;
    accountName?: string | null;
    cashFlowArticleId?: string | null;
    cashFlowArticleName?: string | null;
    requestHash: string;
    attemptCount: number;
    lastAttemptAtUtc?: string | null;
    nextRetryAtUtc?: string | null;
    reconciledAtUtc?: string | null;
    errorCode?: string | null;
    errorMessage?: string | null;
    idempotencyKey: string;
    requiresApproval: boolean;
    approvedByUserId?: string | null;
    approvedAtUtc?: string | null;
    postedAtUtc?: string | null;
    createdAtUtc: string;
    rowVersion: number;
    reconciliationAttemptCount: number;
    nextReconciliationAtUtc?: string | null;
    openAnomalyId?: string | null;
    postingDate: string;
    workerClaimedAtUtc?: string | null;
    workerLeaseExpiresAtUtc?: string | null;
  };
};

export type ApproveErpPostingMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  input?: InputMaybe<PostingRowVersionInput>;
}>;

export type ApproveErpPostingMutation = {
  __typename?: 'Mutation';
  approveErpPosting: {
    __typename?: 'ErpPaymentPosting';
    id: string;
    organizationId: string;
    locationId: string;
    paymentAllocationId: string;
    bankTransactionId: string;
    erpConnectionId: string;
    status: PostingStatus;
    postingType: string;
    totalAmount: number;
    currency: string;
    accountId?: string | null;
    accountName?: string | null;
    cashFlowArticleId?: string | null;
    cashFlowArticleName?: string | null;
    requestHash: string;
    attemptCount: number;
    lastAttemptAtUtc?: string | null;
    nextRetryAtUtc?: string | null;
    reconciledAtUtc?: string | null;
    errorCode?: string | null;
    errorMessage?: string | null;
    idempotencyKey: string;
    requiresApproval: boolean;
    approvedByUserId?: string | null;
    approvedAtUtc?: string | null;
    postedAtUtc?: string | null;
    createdAtUtc: string;
    rowVersion: number;
    reconciliationAttemptCount: number;
    nextReconciliationAtUtc?: string | null;
    openAnomalyId?: string | null;
    postingDate: string;
    workerClaimedAtUtc?: string | null;
    workerLeaseExpiresAtUtc?: string | null;
  };
};

export type RetryErpPostingMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  input?: InputMaybe<PostingRowVersionInput>;
}>;

export type RetryErpPostingMutation = {
  __typename?: 'Mutation';
  retryErpPosting: {
    __typename?: 'ErpPaymentPosting';
    id: string;
    organizationId: string;
    locationId: string;
    paymentAllocationId: string;
    bankTransactionId: string;
    erpConnectionId: string;
    status: PostingStatus;
    postingType: string;
    totalAmount: number;
    currency: string;
    accountId?: string | null;
    accountName?: string | null;
    cashFlowArticleId?: string | null;
    cashFlowArticleName?: string | null;
    requestHash: string;
    attemptCount: number;
    lastAttemptAtUtc?: string | null;
    nextRetryAtUtc?: string | null;
    reconciledAtUtc?: string | null;
    errorCode?: string | null;
    errorMessage?: string | null;
    idempotencyKey: string;
    requiresApproval: boolean;
    approvedByUserId?: string | null;
    approvedAtUtc?: string | null;
    postedAtUtc?: string | null;
    createdAtUtc: string;
    rowVersion: number;
    reconciliationAttemptCount: number;
    nextReconciliationAtUtc?: string | null;
    openAnomalyId?: string | null;
    postingDate: string;
    workerClaimedAtUtc?: string | null;
    workerLeaseExpiresAtUtc?: string | null;
  };
};

export type ReconcileErpPostingMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  input?: InputMaybe<PostingRowVersionInput>;
}>;

export type ReconcileErpPostingMutation = {
  __typename?: 'Mutation';
  reconcileErpPosting: {
    __typename?: 'ErpPaymentPosting';
    id: string;
    organizationId: string;
    locationId: string;
    paymentAllocationId: string;
    bankTransactionId: string;
    erpConnectionId: string;
    status: PostingStatus;
    postingType: string;
    totalAmount: number;
    currency: string;
    accountId?: string | null;
    accountName?: string | null;
    cashFlowArticleId?: string | null;
    cashFlowArticleName?: string | null;
    requestHash: string;
    attemptCount: number;
    lastAttemptAtUtc?: string | null;
    nextRetryAtUtc?: string | null;
    reconciledAtUtc?: string | null;
    errorCode?: string | null;
    errorMessage?: string | null;
    idempotencyKey: string;
    requiresApproval: boolean;
    approvedByUserId?: string | null;
    approvedAtUtc?: string | null;
    postedAtUtc?: string | null;
    createdAtUtc: string;
    rowVersion: number;
    reconciliationAttemptCount: number;
    nextReconciliationAtUtc?: string | null;
    openAnomalyId?: string | null;
    postingDate: string;
    workerClaimedAtUtc?: string | null;
    workerLeaseExpiresAtUtc?: string | null;
  };
};

export type SetErpPostingWriteTargetMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  input: PostingWriteTargetInput;
}>;

export type SetErpPostingWriteTargetMutation = {
  __typename?: 'Mutation';
  setErpPostingWriteTarget: {
    __typename?: 'ErpPaymentPosting';
    id: string;
    organizationId: string;
    locationId: string;
    paymentAllocationId: string;
    bankTransactionId: string;
    erpConnectionId: string;
    status: PostingStatus;
    postingType: string;
    totalAmount: number;
    currency: string;
    accountId?: string | null;
    accountName?: string | null;
    cashFlowArticleId?: string | null;
    cashFlowArticleName?: string | null;
    requestHash: string;
    attemptCount: number;
    lastAttemptAtUtc?: string | null;
    nextRetryAtUtc?: string | null;
    reconciledAtUtc?: string | null;
    errorCode?: string | null;
    errorMessage?: string | null;
    idempotencyKey: string;
    requiresApproval: boolean;
    approvedByUserId?: string | null;
    approvedAtUtc?: string | null;
    postedAtUtc?: string | null;
    createdAtUtc: string;
    rowVersion: number;
    reconciliationAttemptCount: number;
    nextReconciliationAtUtc?: string | null;
    openAnomalyId?: string | null;
    postingDate: string;
    workerClaimedAtUtc?: string | null;
    workerLeaseExpiresAtUtc?: string | null;
  };
};

export type ErpPostingDryRunQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;

export type ErpPostingDryRunQuery = {
  __typename?: 'Query';
  erpPostingDryRun: {
    __typename?: 'ErpPostingGateReport';
    postingId: string;
    canWrite: boolean;
    gates: Array<{ __typename?: 'ErpPostingGate'; code: string; passed: boolean; message: string }>;
  };
};

export type ErpPostingPreflightQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;

export type ErpPostingPreflightQuery = {
  __typename?: 'Query';
  erpPostingPreflight: {
    __typename?: 'ErpPostingGateReport';
    postingId: string;
    canWrite: boolean;
    gates: Array<{ __typename?: 'ErpPostingGate'; code: string; passed: boolean; message: string }>;
  };
};

export type ErpPostingAttemptsQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;

export type ErpPostingAttemptsQuery = {
  __typename?: 'Query';
  erpPosting: {
    __typename?: 'ErpPaymentPosting';
    attempts: Array<{
      __typename?: 'AttemptRecord';
      attemptNumber: number;
      kind: string;
      startedAtUtc: string;
      finishedAtUtc?: string | null;
      outcome: string;
      errorCode?: string | null;
      durationMs?: number | null;
    }>;
  };
};

export type ErpPostingEvidenceQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;

export type ErpPostingEvidenceQuery = {
  __typename?: 'Query';
  erpPostingEvidence: {
    __typename?: 'ErpPostingEvidence';
    postingId: string;
    write: {
      __typename?: 'ErpPostingEvidenceWrite';
      requestHash: string;
      idempotencyKeyMasked: string;
      attemptCount: number;
      lastOutcome?: string | null;
      externalPaymentIdMasked?: string | null;
      externalPaymentIdHash?: string | null;
      postedAtUtc?: string | null;
    };
    optimistic: {
      __typename?: 'ErpPostingEvidenceOptimistic';
      totalAmount: number;
      currency: string;
      documentCount: number;
      lines: Array<{
        __typename?: 'ErpPostingPreviewLine';
        documentId: string;
        documentNumber: string;
        documentType: string;
        allocatedAmount: number;
        paymentStatusBefore: string;
        expectedPaymentStatusAfter: string;
      }>;
    };
    liveReadback: {
      __typename?: 'ErpPostingEvidenceReadback';
      reconciliationAttemptCount: number;
      lastOutcome?: string | null;
      lastReadbackAtUtc?: string | null;
    };
    reconciliation: {
      __typename?: 'ErpPostingEvidenceReconciliation';
      reconciled: boolean;
      reconciledAtUtc?: string | null;
      allocationStatus?: string | null;
    };
    anomaly?: {
      __typename?: 'ErpPostingEvidenceAnomaly';
      id: string;
      code: string;
      severity: string;
      status: string;
    } | null;
  };
};

export type ErpSupplierSyncRunFieldsFragment = {
  __typename?: 'ErpSupplierSyncRun';
  id: string;
  connectionId: string;
  organizationId: string;
  mode: string;
  status: string;
  startedAtUtc: string;
  finishedAtUtc?: string | null;
  revisionFrom?: number | null;
  revisionTo?: number | null;
  receivedCount: number;
  upsertedCount: number;
  deletedCount: number;
  errorMessage?: string | null;
};

export type ErpDocumentSyncRunFieldsFragment = {
  __typename?: 'ErpDocumentSyncRun';
  id: string;
  connectionId: string;
  organizationId: string;
  status: string;
  forceRefresh: boolean;
  periodFrom: string;
  periodTo: string;
  startedAtUtc: string;
  finishedAtUtc?: string | null;
  syncMode?: string | null;
  rpcList: number;
  rpcUnpaidBatch: number;
  rpcUnpaidSum: number;
  rpcGetDocument: number;
  rpcAccounts: number;
  rpcStores: number;
  rpcBalance: number;
  rpcTotal: number;
  unpaidBatchCount: number;
  listCount: number;
  snapshotReuseCount: number;
  fallbackReason?: string | null;
  documentCount: number;
  upsertedCount: number;
  unresolvedLocationCount: number;
  paidOutsideCount: number;
  errorMessage?: string | null;
};

export type SyncErpSuppliersMutationVariables = Exact<{
  connectionId: Scalars['UUID']['input'];
  full?: InputMaybe<Scalars['Boolean']['input']>;
}>;

export type SyncErpSuppliersMutation = {
  __typename?: 'Mutation';
  syncErpSuppliers: {
    __typename?: 'ErpSupplierSyncRun';
    id: string;
    connectionId: string;
    organizationId: string;
    mode: string;
    status: string;
    startedAtUtc: string;
    finishedAtUtc?: string | null;
    revisionFrom?: number | null;
    revisionTo?: number | null;
    receivedCount: number;
    upsertedCount: number;
    deletedCount: number;
    errorMessage?: string | null;
  };
};

export type ErpSupplierSyncRunsQueryVariables = Exact<{
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
  connectionId?: InputMaybe<Scalars['UUID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;

export type ErpSupplierSyncRunsQuery = {
  __typename?: 'Query';
  erpSupplierSyncRuns: {
    __typename?: 'ErpSupplierSyncRunPage';
    totalCount: number;
    page: number;
    pageSize: number;
    items: Array<{
      __typename?: 'ErpSupplierSyncRun';
      id: string;
      connectionId: string;
      organizationId: string;
      mode: string;
      status: string;
      startedAtUtc: string;
      finishedAtUtc?: string | null;
      revisionFrom?: number | null;
      revisionTo?: number | null;
      receivedCount: number;
      upsertedCount: number;
      deletedCount: number;
      errorMessage?: string | null;
    }>;
  };
};

export type ErpCounterpartiesQueryVariables = Exact<{
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
  connectionId?: InputMaybe<Scalars['UUID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;

export type ErpCounterpartiesQuery = {
  __typename?: 'Query';
  erpCounterparties: {
    __typename?: 'ErpCounterpartyPage';
    totalCount: number;
    page: number;
    pageSize: number;
    items: Array<{
      __typename?: 'ErpCounterparty';
      id: string;
      connectionId?: string | null;
      name: string;
      taxId?: string | null;
      isDeleted: boolean;
      fromSnapshot: boolean;
      syncedAtUtc?: string | null;
    }>;
  };
};

export type SyncErpDocumentsMutationVariables = Exact<{
  connectionId: Scalars['UUID']['input'];
  forceRefresh?: InputMaybe<Scalars['Boolean']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
}>;

export type SyncErpDocumentsMutation = {
  __typename?: 'Mutation';
  syncErpDocuments: {
    __typename?: 'ErpDocumentSyncRun';
    id: string;
    connectionId: string;
    organizationId: string;
    status: string;
    forceRefresh: boolean;
    periodFrom: string;
    periodTo: string;
    startedAtUtc: string;
    finishedAtUtc?: string | null;
    syncMode?: string | null;
    rpcList: number;
    rpcUnpaidBatch: number;
    rpcUnpaidSum: number;
    rpcGetDocument: number;
    rpcAccounts: number;
    rpcStores: number;
    rpcBalance: number;
    rpcTotal: number;
    unpaidBatchCount: number;
    listCount: number;
    snapshotReuseCount: number;
    fallbackReason?: string | null;
    documentCount: number;
    upsertedCount: number;
    unresolvedLocationCount: number;
    paidOutsideCount: number;
    errorMessage?: string | null;
  };
};

export type ErpConnectionDocumentSyncRunsQueryVariables = Exact<{
  connectionId: Scalars['UUID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;

export type ErpConnectionDocumentSyncRunsQuery = {
  __typename?: 'Query';
  erpConnectionDocumentSyncRuns: {
    __typename?: 'ErpDocumentSyncRunPage';
    totalCount: number;
    page: number;
    pageSize: number;
    items: Array<{
      __typename?: 'ErpDocumentSyncRun';
      id: string;
      connectionId: string;
      organizationId: string;
      status: string;
      forceRefresh: boolean;
      periodFrom: string;
      periodTo: string;
      startedAtUtc: string;
      finishedAtUtc?: string | null;
      syncMode?: string | null;
      rpcList: number;
      rpcUnpaidBatch: number;
      rpcUnpaidSum: number;
      rpcGetDocument: number;
      rpcAccounts: number;
      rpcStores: number;
      rpcBalance: number;
      rpcTotal: number;
      unpaidBatchCount: number;
      listCount: number;
      snapshotReuseCount: number;
      fallbackReason?: string | null;
      documentCount: number;
      upsertedCount: number;
      unresolvedLocationCount: number;
      paidOutsideCount: number;
      errorMessage?: string | null;
    }>;
  };
};

export type ErpDocumentSyncRunsQueryVariables = Exact<{
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;

export type ErpDocumentSyncRunsQuery = {
  __typename?: 'Query';
  erpDocumentSyncRuns: {
    __typename?: 'ErpDocumentSyncRunPage';
    totalCount: number;
    page: number;
    pageSize: number;
    items: Array<{
      __typename?: 'ErpDocumentSyncRun';
      id: string;
      connectionId: string;
      organizationId: string;
      status: string;
      forceRefresh: boolean;
      periodFrom: string;
      periodTo: string;
      startedAtUtc: string;
      finishedAtUtc?: string | null;
      syncMode?: string | null;
      rpcList: number;
      rpcUnpaidBatch: number;
      rpcUnpaidSum: number;
      rpcGetDocument: number;
      rpcAccounts: number;
      rpcStores: number;
      rpcBalance: number;
      rpcTotal: number;
      unpaidBatchCount: number;
      listCount: number;
      snapshotReuseCount: number;
      fallbackReason?: string | null;
      documentCount: number;
      upsertedCount: number;
      unresolvedLocationCount: number;
      paidOutsideCount: number;
      errorMessage?: string | null;
    }>;
  };
};

export type ErpDebtsQueryVariables = Exact<{
  organizationId?: InputMaybe<Scalars['UUID']['input']>;
  locationId?: InputMaybe<Scalars['UUID']['input']>;
  supplierId?: InputMaybe<Scalars['String']['input']>;
  connectionId?: InputMaybe<Scalars['UUID']['input']>;
  direction?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;

export type ErpDebtsQuery = {
  __typename?: 'Query';
  erpDebts: {
    __typename?: 'ErpDebtPage';
    totalCount: number;
    page: number;
    pageSize: number;
    items: Array<{
      __typename?: 'ErpDebt';
      documentId: string;
      connectionId: string;
      organizationId: string;
      locationId?: string | null;
      documentNumber: string;
      documentDate: string;
      supplierId?: string | null;
      supplierName?: string | null;
      direction: string;
      documentType: string;
      amount: number;
      paidAmount: number;
      unpaidAmount: number;
      currency: string;
      paymentStatus: string;
      processingStateCheckedAtUtc?: string | null;
      processingStateSource?: string | null;
    }>;
  };
};

export type HealthQueryVariables = Exact<{ [key: string]: never }>;

export type HealthQuery = {
  __typename?: 'Query';
  health: { __typename?: 'HealthStatus'; status: string; database: string; keyValueStore: string };
};

export type CreateInviteMutationVariables = Exact<{
  input: CreateInviteInput;
}>;

export type CreateInviteMutation = {
  __typename?: 'Mutation';
  createInvite: {
    __typename?: 'InviteCreatedDto';
    inviteId: string;
    inviteToken: string;
    expiresAtUtc: string;
    organizationId: string;
    locationId?: string | null;
    roleCode: string;
  };
};

export type CheckInviteQueryVariables = Exact<{
  input: InviteTokenInput;
}>;

export type CheckInviteQuery = {
  __typename?: 'Query';
  checkInvite: {
    __typename?: 'InviteInfoDto';
    inviteId: string;
    expiresAtUtc: string;
    organizationId: string;
    locationId?: string | null;
    roleCode: string;
  };
};

export type AcceptInviteMutationVariables = Exact<{
  input: AcceptInviteInput;
}>;

export type AcceptInviteMutation = {
  __typename?: 'Mutation';
  acceptInvite: {
    __typename?: 'InviteAcceptResultDto';
    inviteId: string;
    userId: string;
    userCreated: boolean;
    roleAssignmentCreated: boolean;
  };
};

export type CatalogProductFieldsFragment = {
  __typename?: 'CatalogProduct';
  id: string;
  code: string;
  name: string;
  createdAtUtc: string;
};

export type CatalogOfferVersionFieldsFragment = {
  __typename?: 'CatalogOfferVersion';
  id: string;
  offerId: string;
  version: number;
  sharedSeatPool?: number | null;
  validityDays: number;
  state: OfferVersionState;
  policySnapshotVersion?: number | null;
  policySnapshotHash?: string | null;
  publishedAtUtc?: string | null;
  createdAtUtc: string;
  tariffs: Array<{ __typename?: 'CatalogTariff'; code: string; name: string; seatLimit?: number | null }>;
};

export type CustomerSubscriptionFieldsFragment = {
  __typename?: 'CustomerSubscription';
  id: string;
  customerOrganizationId: string;
  offerVersionId: string;
  tariffCode: string;
  status: SubscriptionStatus;
  rowVersion: number;
  createdAtUtc: string;
  updatedAtUtc: string;
};

export type CatalogProductsQueryVariables = Exact<{
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;

export type CatalogProductsQuery = {
  __typename?: 'Query';
  catalogProducts: {
    __typename?: 'CatalogProductPage';
    totalCount: number;
    offset: number;
    limit: number;
    items: Array<{ __typename?: 'CatalogProduct'; id: string; code: string; name: string; createdAtUtc: string }>;
  };
};

export type CreateCatalogProductMutationVariables = Exact<{
  input: CreateCatalogProductInput;
}>;

export type CreateCatalogProductMutation = {
  __typename?: 'Mutation';
  createCatalogProduct: { __typename?: 'CatalogProduct'; id: string; code: string; name: string; createdAtUtc: string };
};

export type CreateCatalogOfferMutationVariables = Exact<{
  input: CreateCatalogOfferInput;
}>;

export type CreateCatalogOfferMutation = {
  __typename?: 'Mutation';
  createCatalogOffer: {
    __typename?: 'CatalogOffer';
    id: string;
    productId: string;
    name: string;
    createdAtUtc: string;
  };
};

export type CatalogOfferVersionQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;

export type CatalogOfferVersionQuery = {
  __typename?: 'Query';
  catalogOfferVersion: {
    __typename?: 'CatalogOfferVersion';
    id: string;
    offerId: string;
    version: number;
    sharedSeatPool?: number | null;
    validityDays: number;
    state: OfferVersionState;
    policySnapshotVersion?: number | null;
    policySnapshotHash?: string | null;
    publishedAtUtc?: string | null;
    createdAtUtc: string;
    tariffs: Array<{ __typename?: 'CatalogTariff'; code: string; name: string; seatLimit?: number | null }>;
  };
};

export type CreateCatalogOfferVersionMutationVariables = Exact<{
  input: CreateOfferVersionInput;
}>;

export type CreateCatalogOfferVersionMutation = {
  __typename?: 'Mutation';
  createCatalogOfferVersion: {
    __typename?: 'CatalogOfferVersion';
    id: string;
    offerId: string;
    version: number;
    sharedSeatPool?: number | null;
    validityDays: number;
    state: OfferVersionState;
    policySnapshotVersion?: number | null;
    policySnapshotHash?: string | null;
    publishedAtUtc?: string | null;
    createdAtUtc: string;
    tariffs: Array<{ __typename?: 'CatalogTariff'; code: string; name: string; seatLimit?: number | null }>;
  };
};

export type PublishCatalogOfferVersionMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;

export type PublishCatalogOfferVersionMutation = {
  __typename?: 'Mutation';
  publishCatalogOfferVersion: {
    __typename?: 'CatalogOfferVersion';
    id: string;
    offerId: string;
    version: number;
    sharedSeatPool?: number | null;
    validityDays: number;
    state: OfferVersionState;
    policySnapshotVersion?: number | null;
    policySnapshotHash?: string | null;
    publishedAtUtc?: string | null;
    createdAtUtc: string;
    tariffs: Array<{ __typename?: 'CatalogTariff'; code: string; name: string; seatLimit?: number | null }>;
  };
};

export type RetireCatalogOfferVersionMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;

export type RetireCatalogOfferVersionMutation = {
  __typename?: 'Mutation';
  retireCatalogOfferVersion: {
    __typename?: 'CatalogOfferVersion';
    id: string;
    offerId: string;
    version: number;
    sharedSeatPool?: number | null;
    validityDays: number;
    state: OfferVersionState;
    policySnapshotVersion?: number | null;
    policySnapshotHash?: string | null;
    publishedAtUtc?: string | null;
    createdAtUtc: string;
    tariffs: Array<{ __typename?: 'CatalogTariff'; code: string; name: string; seatLimit?: number | null }>;
  };
};

export type CustomerSubscriptionsQueryVariables = Exact<{
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;

export type CustomerSubscriptionsQuery = {
  __typename?: 'Query';
  customerSubscriptions: {
    __typename?: 'CustomerSubscriptionPage';
    totalCount: number;
    offset: number;
    limit: number;
    items: Array<{
      __typename?: 'CustomerSubscription';
      id: string;
      customerOrganizationId: string;
      offerVersionId: string;
      tariffCode: string;
      status: SubscriptionStatus;
      rowVersion: number;
      createdAtUtc: string;
      updatedAtUtc: string;
    }>;
  };
};

export type CreateCustomerSubscriptionMutationVariables = Exact<{
  input: CreateCustomerSubscriptionInput;
}>;

export type CreateCustomerSubscriptionMutation = {
  __typename?: 'Mutation';
  createCustomerSubscription: {
    __typename?: 'CustomerSubscription';
    id: string;
    customerOrganizationId: string;
    offerVersionId: string;
    tariffCode: string;
    status: SubscriptionStatus;
    rowVersion: number;
    createdAtUtc: string;
    updatedAtUtc: string;
  };
};

export type SetCustomerSubscriptionStatusMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  input: SetSubscriptionStatusInput;
}>;

export type SetCustomerSubscriptionStatusMutation = {
  __typename?: 'Mutation';
  setCustomerSubscriptionStatus: {
    __typename?: 'CustomerSubscription';
    id: string;
    customerOrganizationId: string;
    offerVersionId: string;
    tariffCode: string;
    status: SubscriptionStatus;
    rowVersion: number;
    createdAtUtc: string;
    updatedAtUtc: string;
  };
};

export type LicensingCustomerLicenseFieldsFragment = {
  __typename?: 'LicensingCustomerLicense';
  licenseId: string;
  status: LicenseStatus;
  productResolution: LicenseProductResolution;
  productName?: string | null;
  keyMaterialRefId?: string | null;
  maskedKey?: string | null;
  keyMaskStatus: LicenseKeyMaskStatus;
  createdAtUtc: string;
  customerOrganizationId: string;
  assignedCustomerId: string;
  productId?: string | null;
  customerSubscriptionId?: string | null;
  offerVersionId?: string | null;
  issueMode: LicenseIssueMode;
  migrationState: LicenseMigrationState;
  notes: string;
};

export type LicensingCustomerProfileFieldsFragment = {
  __typename?: 'LicensingCustomerProfile';
  organizationId: string;
  status: string;
  revision: number;
  displayName: string;
  notes: string;
  primaryContact?: {
    __typename?: 'LicensingCustomerPrimaryContact';
    contactId?: string | null;
    displayName: string;
    email?: string | null;
    phone?: string | null;
  } | null;
};

export type LicensingCustomerIssueCandidatesQueryVariables = Exact<{
  organizationId: Scalars['UUID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;

export type LicensingCustomerIssueCandidatesQuery = {
  __typename?: 'Query';
  licensingCustomerIssueCandidates: {
    __typename?: 'LicensingIssueCandidatePage';
    totalCount: number;
    offset: number;
    limit: number;
    items: Array<{
      __typename?: 'LicensingIssueCandidate';
      customerSubscriptionId: string;
      effectiveIssuable: number;
      subscriptionStatus: SubscriptionStatus;
      subscriptionCreatedAtUtc: string;
      productId: string;
      productName: string;
      offerId: string;
      offerName: string;
      offerVersionId: string;
      offerVersionNumber: number;
      tariffCode: string;
      tariffName: string;
    }>;
  };
};

export type LicensingCustomerAggregateQueryVariables = Exact<{
  organizationId: Scalars['UUID']['input'];
  licenseOffset?: InputMaybe<Scalars['Int']['input']>;
  licenseLimit?: InputMaybe<Scalars['Int']['input']>;
}>;

export type LicensingCustomerAggregateQuery = {
  __typename?: 'Query';
  licensingCustomerAggregate: {
    __typename?: 'LicensingCustomerAggregate';
    profile: {
      __typename?: 'LicensingCustomerProfile';
      organizationId: string;
      status: string;
      revision: number;
      displayName: string;
      notes: string;
      primaryContact?: {
        __typename?: 'LicensingCustomerPrimaryContact';
        contactId?: string | null;
        displayName: string;
        email?: string | null;
        phone?: string | null;
      } | null;
    };
    licenses: {
      __typename?: 'LicensingCustomerLicensePage';
      totalCount: number;
      offset: number;
      limit: number;
      items: Array<{
        __typename?: 'LicensingCustomerLicense';
        licenseId: string;
        status: LicenseStatus;
        productResolution: LicenseProductResolution;
        productName?: string | null;
        keyMaterialRefId?: string | null;
        maskedKey?: string | null;
        keyMaskStatus: LicenseKeyMaskStatus;
        createdAtUtc: string;
        customerOrganizationId: string;
        assignedCustomerId: string;
        productId?: string | null;
        customerSubscriptionId?: string | null;
        offerVersionId?: string | null;
        issueMode: LicenseIssueMode;
        migrationState: LicenseMigrationState;
        notes: string;
      }>;
    };
  };
};

export type UpdateLicensingCustomerProfileMutationVariables = Exact<{
  organizationId: Scalars['UUID']['input'];
  input: UpdateLicensingCustomerProfileInput;
}>;

export type UpdateLicensingCustomerProfileMutation = {
  __typename?: 'Mutation';
  updateLicensingCustomerProfile: {
    __typename?: 'LicensingCustomerProfile';
    organizationId: string;
    status: string;
    revision: number;
    displayName: string;
    notes: string;
    primaryContact?: {
      __typename?: 'LicensingCustomerPrimaryContact';
      contactId?: string | null;
      displayName: string;
      email?: string | null;
      phone?: string | null;
    } | null;
  };
};

export type LicensingCustomerLicenseTableQueryVariables = Exact<{
  organizationId: Scalars['UUID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  productId?: InputMaybe<Scalars['UUID']['input']>;
}>;

export type LicensingCustomerLicenseTableQuery = {
  __typename?: 'Query';
  licensingCustomerLicenseTable: {
    __typename?: 'LicensingCustomerLicenseTablePage';
    totalCount: number;
    offset: number;
    limit: number;
    items: Array<{
      __typename?: 'LicensingCustomerLicenseTableRow';
      licenseId: string;
      status: LicenseStatus;
      productResolution: LicenseProductResolution;
      productName?: string | null;
      keyMaterialRefId?: string | null;
      maskedKey?: string | null;
      keyMaskStatus: LicenseKeyMaskStatus;
      createdAtUtc: string;
      customerOrganizationId: string;
      assignedCustomerId: string;
      productId?: string | null;
      customerSubscriptionId?: string | null;
      offerVersionId?: string | null;
      issueMode: LicenseIssueMode;
      migrationState: LicenseMigrationState;
      notes: string;
      tariffCode?: string | null;
      tariffName?: string | null;
      validUntilUtc?: string | null;
      renewalStatus: string;
      devicesStatus: string;
      deviceCount?: number | null;
      usageStatus: string;
    }>;
  };
};

export type CreateEdgeGatewayMutationVariables = Exact<{
  input: CreateEdgeGatewayInput;
}>;

export type CreateEdgeGatewayMutation = {
  __typename?: 'Mutation';
  createEdgeGateway: { __typename?: 'CreatedEdgeGateway'; gatewayInstanceId: string; enrollmentToken: string };
};

export type EdgeGatewayQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;

export type EdgeGatewayQuery = {
  __typename?: 'Query';
  edgeGateway: {
    __typename?: 'EdgeGateway';
    gatewayInstanceId: string;
    name: string;
    status: EdgeGatewayStatus;
    createdAtUtc: string;
    signingKeys: Array<{
      __typename?: 'EdgeGatewaySigningKey';
      keyId: string;
      jwk: Record<string, unknown>;
      algorithm: string;
      registeredAtUtc: string;
    }>;
  };
};

export type RegisterEdgeGatewaySigningKeyMutationVariables = Exact<{
  gatewayInstanceId: Scalars['UUID']['input'];
  input: RegisterEdgeGatewaySigningKeyInput;
}>;

export type RegisterEdgeGatewaySigningKeyMutation = {
  __typename?: 'Mutation';
  registerEdgeGatewaySigningKey: { __typename?: 'RegisteredEdgeGatewaySigningKey'; keyId: string; algorithm: string };
};

export type RevokeCustomerLicenseMutationVariables = Exact<{
  organizationId: Scalars['UUID']['input'];
  licenseId: Scalars['UUID']['input'];
  input: CustomerLicenseActionInput;
}>;

export type RevokeCustomerLicenseMutation = {
  __typename?: 'Mutation';
  revokeCustomerLicense: {
    __typename?: 'LicenseTerminalActionReceipt';
    operationId: string;
    effectId: string;
    licenseId: string;
    action: LicenseTerminalAction;
    fromStatus: LicenseStatus;
    toStatus: LicenseStatus;
    completedAtUtc: string;
    isIdempotentReplay: boolean;
  };
};

export type ArchiveCustomerLicenseMutationVariables = Exact<{
  organizationId: Scalars['UUID']['input'];
  licenseId: Scalars['UUID']['input'];
  input: CustomerLicenseActionInput;
}>;

export type ArchiveCustomerLicenseMutation = {
  __typename?: 'Mutation';
  archiveCustomerLicense: {
    __typename?: 'LicenseTerminalActionReceipt';
    operationId: string;
    effectId: string;
    licenseId: string;
    action: LicenseTerminalAction;
    fromStatus: LicenseStatus;
    toStatus: LicenseStatus;
    completedAtUtc: string;
    isIdempotentReplay: boolean;
  };
};

export type RevokeLicenseMutationVariables = Exact<{
  licenseId: Scalars['UUID']['input'];
  input: GlobalLicenseRevokeInput;
}>;

export type RevokeLicenseMutation = {
  __typename?: 'Mutation';
  revokeLicense: { __typename?: 'LicenseRevokeResult'; licenseId: string; status: LicenseStatus };
};

export type BulkRevokeLicensesMutationVariables = Exact<{
  input: BulkLicenseRevokeInput;
}>;

export type BulkRevokeLicensesMutation = {
  __typename?: 'Mutation';
  bulkRevokeLicenses: {
    __typename?: 'LicenseBulkRevokeResult';
    items: Array<{
      __typename?: 'LicenseBulkRevokeItem';
      licenseId: string;
      succeeded: boolean;
      alreadyApplied: boolean;
      errorCode?: string | null;
    }>;
  };
};

export type LegacyCreateLicenseMutationVariables = Exact<{ [key: string]: never }>;

export type LegacyCreateLicenseMutation = { __typename?: 'Mutation'; legacyCreateLicense: boolean };

export type LegacyBulkCreateLicensesMutationVariables = Exact<{ [key: string]: never }>;

export type LegacyBulkCreateLicensesMutation = { __typename?: 'Mutation'; legacyBulkCreateLicenses: boolean };

export type LicenseIssueReceiptFieldsFragment = {
  __typename?: 'LicenseIssueReceipt';
  operationId: string;
  licenseId: string;
  customerSubscriptionId: string;
  keyMaterialRefId: string;
  maskedKey: string;
  formatVersion: number;
  plaintextKey?: string | null;
  status: LicenseStatus;
  isIdempotentReplay: boolean;
};

export type LicenseKeyRotationReceiptFieldsFragment = {
  __typename?: 'LicenseKeyRotationReceipt';
  operationId: string;
  licenseId: string;
  keyMaterialRefId: string;
  maskedKey: string;
  formatVersion: number;
  createdAtUtc: string;
  plaintextKey?: string | null;
  isIdempotentReplay: boolean;
};

export type IssueCustomerLicenseMutationVariables = Exact<{
  organizationId: Scalars['UUID']['input'];
  input: LicenseIssueInput;
  idempotencyKey: Scalars['String']['input'];
}>;

export type IssueCustomerLicenseMutation = {
  __typename?: 'Mutation';
  issueCustomerLicense: {
    __typename?: 'LicenseIssueReceipt';
    operationId: string;
    licenseId: string;
    customerSubscriptionId: string;
    keyMaterialRefId: string;
    maskedKey: string;
    formatVersion: number;
    plaintextKey?: string | null;
    status: LicenseStatus;
    isIdempotentReplay: boolean;
  };
};

export type IssueSubscriptionLicenseMutationVariables = Exact<{
  input: LicenseIssueInput;
  idempotencyKey: Scalars['String']['input'];
}>;

export type IssueSubscriptionLicenseMutation = {
  __typename?: 'Mutation';
  issueSubscriptionLicense: {
    __typename?: 'LicenseIssueReceipt';
    operationId: string;
    licenseId: string;
    customerSubscriptionId: string;
    keyMaterialRefId: string;
    maskedKey: string;
    formatVersion: number;
    plaintextKey?: string | null;
    status: LicenseStatus;
    isIdempotentReplay: boolean;
  };
};

export type RotateCustomerLicenseKeyMutationVariables = Exact<{
  organizationId: Scalars['UUID']['input'];
  licenseId: Scalars['UUID']['input'];
  input: LicenseKeyRotationInput;
  idempotencyKey: Scalars['String']['input'];
}>;

export type RotateCustomerLicenseKeyMutation = {
  __typename?: 'Mutation';
  rotateCustomerLicenseKey: {
    __typename?: 'LicenseKeyRotationReceipt';
    operationId: string;
    licenseId: string;
    keyMaterialRefId: string;
    maskedKey: string;
    formatVersion: number;
    createdAtUtc: string;
    plaintextKey?: string | null;
    isIdempotentReplay: boolean;
  };
};

export type RotateLicenseKeyMutationVariables = Exact<{
  licenseId: Scalars['UUID']['input'];
  input?: InputMaybe<LicenseKeyRotationInput>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
}>;

export type RotateLicenseKeyMutation = {
  __typename?: 'Mutation';
  rotateLicenseKey: {
    __typename?: 'LicenseKeyRotationEnvelope';
    licenseId: string;
    keyMaterialRefId: string;
    maskedKey: string;
    plaintextKey?: string | null;
  };
};

export type LicenseKeyValidationQueryVariables = Exact<{
  input: LicenseKeyValidationInput;
}>;

export type LicenseKeyValidationQuery = {
  __typename?: 'Query';
  licenseKeyValidation: {
    __typename?: 'LicenseKeyValidation';
    valid: boolean;
    licenseId?: string | null;
    status?: LicenseStatus | null;
  };
};

export type PlatformPlanFieldsFragment = {
  __typename?: 'PlatformPlan';
  id: string;
  code: string;
  name: string;
  description: string;
  priceMinor: number;
  currency: string;
  billingPeriod: PlatformPlanBillingPeriod;
  features: Array<string>;
  sortOrder: number;
  status: PlatformPlanStatus;
  visibility: PlatformPlanVisibility;
  providerPriceRef?: string | null;
  entitlements: Record<string, unknown>;
  rowVersion: number;
  createdAtUtc: string;
  updatedAtUtc: string;
};

export type PlatformPlansQueryVariables = Exact<{ [key: string]: never }>;

export type PlatformPlansQuery = {
  __typename?: 'Query';
  platformPlans: {
    __typename?: 'PlatformPlanList';
    items: Array<{
      __typename?: 'PlatformPlan';
      id: string;
      code: string;
      name: string;
      description: string;
      priceMinor: number;
      currency: string;
      billingPeriod: PlatformPlanBillingPeriod;
      features: Array<string>;
      sortOrder: number;
      status: PlatformPlanStatus;
      visibility: PlatformPlanVisibility;
      providerPriceRef?: string | null;
      entitlements: Record<string, unknown>;
      rowVersion: number;
      createdAtUtc: string;
      updatedAtUtc: string;
    }>;
  };
};

export type CreatePlatformPlanMutationVariables = Exact<{
  input: PlatformPlanInput;
}>;

export type CreatePlatformPlanMutation = {
  __typename?: 'Mutation';
  createPlatformPlan: {
    __typename?: 'PlatformPlan';
    id: string;
    code: string;
    name: string;
    description: string;
    priceMinor: number;
    currency: string;
    billingPeriod: PlatformPlanBillingPeriod;
    features: Array<string>;
    sortOrder: number;
    status: PlatformPlanStatus;
    visibility: PlatformPlanVisibility;
    providerPriceRef?: string | null;
    entitlements: Record<string, unknown>;
    rowVersion: number;
    createdAtUtc: string;
    updatedAtUtc: string;
  };
};

export type UpdatePlatformPlanMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  input: UpdatePlatformPlanInput;
}>;

export type UpdatePlatformPlanMutation = {
  __typename?: 'Mutation';
  updatePlatformPlan: {
    __typename?: 'PlatformPlan';
    id: string;
    code: string;
    name: string;
    description: string;
    priceMinor: number;
    currency: string;
    billingPeriod: PlatformPlanBillingPeriod;
    features: Array<string>;
    sortOrder: number;
    status: PlatformPlanStatus;
    visibility: PlatformPlanVisibility;
    providerPriceRef?: string | null;
    entitlements: Record<string, unknown>;
    rowVersion: number;
    createdAtUtc: string;
    updatedAtUtc: string;
  };
};

export type PublicPlatformPlansQueryVariables = Exact<{ [key: string]: never }>;

export type PublicPlatformPlansQuery = {
  __typename?: 'Query';
  publicPlatformPlans: {
    __typename?: 'PublicPlatformPlanCatalog';
    items: Array<{
      __typename?: 'PublicPlatformPlan';
      code: string;
      name: string;
      description: string;
      priceMinor: number;
      currency: string;
      billingPeriod: PlatformPlanBillingPeriod;
      features: Array<string>;
      sortOrder: number;
    }>;
  };
};

export type CreateLicensingTenantMutationVariables = Exact<{
  input: CreateLicensingTenantInput;
}>;

export type CreateLicensingTenantMutation = {
  __typename?: 'Mutation';
  createLicensingTenant: { __typename?: 'CreatedLicensingTenant'; id: string };
};

export type CreateServiceAccountMutationVariables = Exact<{
  input: CreateServiceAccountInput;
}>;

export type CreateServiceAccountMutation = {
  __typename?: 'Mutation';
  createServiceAccount: { __typename?: 'CreatedServiceAccount'; id: string; clientId: string; clientSecret: string };
};

export type ServiceAccountTokenMutationVariables = Exact<{
  input: ServiceAccountTokenInput;
}>;

export type ServiceAccountTokenMutation = {
  __typename?: 'Mutation';
  serviceAccountToken: {
    __typename?: 'ServiceAccountToken';
    accessToken: string;
    tokenType: string;
    accessTokenExpiresAtUtc: string;
  };
};

export type DeleteServiceAccountMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;

export type DeleteServiceAccountMutation = { __typename?: 'Mutation'; deleteServiceAccount: boolean };

export type LocationFieldsFragment = {
  __typename?: 'LocationDto';
  id: string;
  organizationId: string;
  name: string;
  code: string;
  timeZone: string;
  chainKey: string;
  isActive: boolean;
  createdAtUtc: string;
  rowVersion: number;
};

export type OrganizationLocationsQueryVariables = Exact<{
  organizationId: Scalars['UUID']['input'];
}>;

export type OrganizationLocationsQuery = {
  __typename?: 'Query';
  organizationLocations: Array<{
    __typename?: 'LocationDto';
    id: string;
    organizationId: string;
    name: string;
    code: string;
    timeZone: string;
    chainKey: string;
    isActive: boolean;
    createdAtUtc: string;
    rowVersion: number;
  }>;
};

export type CreateLocationMutationVariables = Exact<{
  organizationId: Scalars['UUID']['input'];
  input: CreateLocationInput;
}>;

export type CreateLocationMutation = {
  __typename?: 'Mutation';
  createLocation: {
    __typename?: 'LocationDto';
    id: string;
    organizationId: string;
    name: string;
    code: string;
    timeZone: string;
    chainKey: string;
    isActive: boolean;
    createdAtUtc: string;
    rowVersion: number;
  };
};

export type UpdateLocationMutationVariables = Exact<{
  organizationId: Scalars['UUID']['input'];
  locationId: Scalars['UUID']['input'];
  input: UpdateLocationInput;
}>;

export type UpdateLocationMutation = {
  __typename?: 'Mutation';
  updateLocation: {
    __typename?: 'LocationDto';
    id: string;
    organizationId: string;
    name: string;
    code: string;
    timeZone: string;
    chainKey: string;
    isActive: boolean;
    createdAtUtc: string;
    rowVersion: number;
  };
};

export type LocationQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;

export type LocationQuery = {
  __typename?: 'Query';
  location: {
    __typename?: 'LocationDto';
    id: string;
    organizationId: string;
    name: string;
    code: string;
    timeZone: string;
    chainKey: string;
    isActive: boolean;
    createdAtUtc: string;
    rowVersion: number;
  };
};

export type MessengerLinkQueryVariables = Exact<{ [key: string]: never }>;

export type MessengerLinkQuery = {
  __typename?: 'Query';
  messengerLink: {
    __typename?: 'MessengerLinkStatus';
    enabled: boolean;
    linked: boolean;
    linkedAtUtc?: string | null;
    chatDisplayName?: string | null;
  };
};

export type CreateMessengerLinkChallengeMutationVariables = Exact<{ [key: string]: never }>;

export type CreateMessengerLinkChallengeMutation = {
  __typename?: 'Mutation';
  createMessengerLinkChallenge: {
    __typename?: 'MessengerLinkChallenge';
    code: string;
    deepLink: string;
    expiresAtUtc: string;
  };
};

export type RevokeMessengerLinkMutationVariables = Exact<{ [key: string]: never }>;

export type RevokeMessengerLinkMutation = { __typename?: 'Mutation'; revokeMessengerLink: boolean };

export type OrganizationFieldsFragment = {
  __typename?: 'OrganizationDto';
  id: string;
  parentOrganizationId?: string | null;
  name: string;
  legalName?: string | null;
  taxId?: string | null;
  status: OrganizationStatus;
  createdAtUtc: string;
  rowVersion: number;
};

export type PlatformOrganizationsQueryVariables = Exact<{ [key: string]: never }>;

export type PlatformOrganizationsQuery = {
  __typename?: 'Query';
  platformOrganizations: Array<{
    __typename?: 'OrganizationDto';
    id: string;
    parentOrganizationId?: string | null;
    name: string;
    legalName?: string | null;
    taxId?: string | null;
    status: OrganizationStatus;
    createdAtUtc: string;
    rowVersion: number;
  }>;
};

export type PlatformOrganizationQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;

export type PlatformOrganizationQuery = {
  __typename?: 'Query';
  platformOrganization: {
    __typename?: 'OrganizationDto';
    id: string;
    parentOrganizationId?: string | null;
    name: string;
    legalName?: string | null;
    taxId?: string | null;
    status: OrganizationStatus;
    createdAtUtc: string;
    rowVersion: number;
  };
};

export type CreatePlatformOrganizationMutationVariables = Exact<{
  input: CreateOrganizationInput;
}>;

export type CreatePlatformOrganizationMutation = {
  __typename?: 'Mutation';
  createPlatformOrganization: {
    __typename?: 'OrganizationDto';
    id: string;
    parentOrganizationId?: string | null;
    name: string;
    legalName?: string | null;
    taxId?: string | null;
    status: OrganizationStatus;
    createdAtUtc: string;
    rowVersion: number;
  };
};

export type UpdatePlatformOrganizationMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  input: UpdateOrganizationInput;
}>;

export type UpdatePlatformOrganizationMutation = {
  __typename?: 'Mutation';
  updatePlatformOrganization: {
    __typename?: 'OrganizationDto';
    id: string;
    parentOrganizationId?: string | null;
    name: string;
    legalName?: string | null;
    taxId?: string | null;
    status: OrganizationStatus;
    createdAtUtc: string;
    rowVersion: number;
  };
};

export type DeletePlatformOrganizationMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  input: DeleteOrganizationInput;
}>;

export type DeletePlatformOrganizationMutation = { __typename?: 'Mutation'; deletePlatformOrganization: boolean };

export type CurrentOrganizationQueryVariables = Exact<{ [key: string]: never }>;

export type CurrentOrganizationQuery = {
  __typename?: 'Query';
  currentOrganization?: {
    __typename?: 'OrganizationDto';
    id: string;
    parentOrganizationId?: string | null;
    name: string;
    legalName?: string | null;
    taxId?: string | null;
    status: OrganizationStatus;
    createdAtUtc: string;
    rowVersion: number;
  } | null;
};

export type OrganizationQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;

export type OrganizationQuery = {
  __typename?: 'Query';
  organization: {
    __typename?: 'OrganizationDto';
    id: string;
    parentOrganizationId?: string | null;
    name: string;
    legalName?: string | null;
    taxId?: string | null;
    status: OrganizationStatus;
    createdAtUtc: string;
    rowVersion: number;
  };
};

export type UpdateOrganizationMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  input: UpdateOrganizationInput;
}>;

export type UpdateOrganizationMutation = {
  __typename?: 'Mutation';
  updateOrganization: {
    __typename?: 'OrganizationDto';
    id: string;
    parentOrganizationId?: string | null;
    name: string;
    legalName?: string | null;
    taxId?: string | null;
    status: OrganizationStatus;
    createdAtUtc: string;
    rowVersion: number;
  };
};

export type CreateChildOrganizationMutationVariables = Exact<{
  parentId: Scalars['UUID']['input'];
  input: CreateChildOrganizationInput;
}>;

export type CreateChildOrganizationMutation = {
  __typename?: 'Mutation';
  createChildOrganization: {
    __typename?: 'OrganizationDto';
    id: string;
    parentOrganizationId?: string | null;
    name: string;
    legalName?: string | null;
    taxId?: string | null;
    status: OrganizationStatus;
    createdAtUtc: string;
    rowVersion: number;
  };
};

export type PaymentCandidateItemFragment = {
  __typename?: 'PaymentCandidate';
  bankTransactionId: string;
  rank: number;
  reservedAmount: number;
  availableAmount: number;
  suggestedAmount: number;
  confidence: number;
  builtAtUtc: string;
  document: {
    __typename?: 'ErpDocumentSnapshot';
    documentId: string;
    connectionId: string;
    organizationId: string;
    locationId?: string | null;
    documentNumber: string;
    documentDate: string;
    supplierId?: string | null;
    direction: string;
    documentType: string;
    amount: number;
    paidAmount: number;
    unpaidAmount: number;
    currency: string;
    paymentStatus: string;
    isProcessed?: boolean | null;
    isDeleted: boolean;
    processingStateCheckedAtUtc?: string | null;
    processingStateSource?: string | null;
  };
  reasons: Array<{
    __typename?: 'PaymentCandidateReason';
    code: string;
    points: number;
    message: string;
    days?: number | null;
  }>;
};

export type PaymentAllocationItemFragment = {
  __typename?: 'PaymentAllocation';
  id: string;
  organizationId: string;
  locationId: string;
  bankTransactionId: string;
  erpConnectionId: string;
  erpCounterpartyId: string;
  status: AllocationStatus;
  totalAmount: number;
  allocatedAmount: number;
  remainingAmount: number;
  documentSettlementAmount: number;
  supplierAdvanceAmount: number;
  unallocatedPaymentAmount: number;
  invoiceDebtRemaining: number;
  allocationMethod: AllocationMethod;
  currency: string;
  createdAtUtc: string;
  createdByUserId?: string | null;
  approvedAtUtc?: string | null;
  approvedByUserId?: string | null;
  cancelledAtUtc?: string | null;
  cancelReason?: string | null;
  rowVersion: number;
  lines: Array<{
    __typename?: 'PaymentAllocationLine';
    id: string;
    documentId: string;
    documentNumber: string;
    documentAmount: number;
    allocatedAmount: number;
    isPartialPayment: boolean;
    isOverpayment: boolean;
    paymentStatusBefore: string;
    expectedPaymentStatusAfter: string;
    unpaidAmountBefore: number;
    expectedUnpaidAmountAfter: number;
    sequence: number;
    warningCodes: Array<string>;
  }>;
};

export type BuildPaymentCandidatesMutationVariables = Exact<{
  bankTransactionId?: InputMaybe<Scalars['String']['input']>;
}>;

export type BuildPaymentCandidatesMutation = {
  __typename?: 'Mutation';
  buildPaymentCandidates: Array<{
    __typename?: 'PaymentCandidate';
    bankTransactionId: string;
    rank: number;
    reservedAmount: number;
    availableAmount: number;
    suggestedAmount: number;
    confidence: number;
    builtAtUtc: string;
    document: {
      __typename?: 'ErpDocumentSnapshot';
      documentId: string;
      connectionId: string;
      organizationId: string;
      locationId?: string | null;
      documentNumber: string;
      documentDate: string;
      supplierId?: string | null;
      direction: string;
      documentType: string;
      amount: number;
      paidAmount: number;
      unpaidAmount: number;
      currency: string;
      paymentStatus: string;
      isProcessed?: boolean | null;
      isDeleted: boolean;
      processingStateCheckedAtUtc?: string | null;
      processingStateSource?: string | null;
    };
    reasons: Array<{
      __typename?: 'PaymentCandidateReason';
      code: string;
      points: number;
      message: string;
      days?: number | null;
    }>;
  }>;
};

export type PaymentCandidatesQueryVariables = Exact<{
  bankTransactionId?: InputMaybe<Scalars['String']['input']>;
}>;

export type PaymentCandidatesQuery = {
  __typename?: 'Query';
  paymentCandidates: Array<{
    __typename?: 'PaymentCandidate';
    bankTransactionId: string;
    rank: number;
    reservedAmount: number;
    availableAmount: number;
    suggestedAmount: number;
    confidence: number;
    builtAtUtc: string;
    document: {
      __typename?: 'ErpDocumentSnapshot';
      documentId: string;
      connectionId: string;
      organizationId: string;
      locationId?: string | null;
      documentNumber: string;
      documentDate: string;
      supplierId?: string | null;
      direction: string;
      documentType: string;
      amount: number;
      paidAmount: number;
      unpaidAmount: number;
      currency: string;
      paymentStatus: string;
      isProcessed?: boolean | null;
      isDeleted: boolean;
      processingStateCheckedAtUtc?: string | null;
      processingStateSource?: string | null;
    };
    reasons: Array<{
      __typename?: 'PaymentCandidateReason';
      code: string;
      points: number;
      message: string;
      days?: number | null;
    }>;
  }>;
};

export type PaymentAllocationPreviewQueryVariables = Exact<{
  input: AllocationPreviewInput;
}>;

export type PaymentAllocationPreviewQuery = {
  __typename?: 'Query';
  paymentAllocationPreview: {
    __typename?: 'AllocationPreview';
    bankTransactionId: string;
    paymentAmount: number;
    allocatedAmount: number;
    remainingAmount: number;
    hasOverpayment: boolean;
    hasUnderpayment: boolean;
    hasPartialPayments: boolean;
    documentSettlementAmount: number;
    supplierAdvanceAmount: number;
    unallocatedPaymentAmount: number;
    invoiceDebtRemaining: number;
    requiredSupplierAdvanceAmount: number;
    allocationMethod: AllocationMethod;
    canConfirm: boolean;
    blockReason?: string | null;
    lines: Array<{
      __typename?: 'AllocationPreviewLine';
      documentId: string;
      documentNumber: string;
      documentAmount: number;
      allocatedAmount: number;
      isPartialPayment: boolean;
      isOverpayment: boolean;
      paymentStatus?: string | null;
      unpaidAmount: number;
      paidAmount: number;
      reservedAmount: number;
      availableAmount: number;
      remainingAfterAllocation: number;
      invoiceDebtRemainingAfter: number;
      sequence: number;
      warningCodes: Array<string>;
    }>;
    warnings: Array<{ __typename?: 'AllocationWarning'; code: string; message: string; documentId?: string | null }>;
  };
};

export type ConfirmPaymentAllocationMutationVariables = Exact<{
  input: AllocationConfirmInput;
}>;

export type ConfirmPaymentAllocationMutation = {
  __typename?: 'Mutation';
  confirmPaymentAllocation: {
    __typename?: 'AllocationConfirmResult';
    allocationId: string;
    status: string;
    message: string;
    created: boolean;
  };
};

export type ApprovePaymentAllocationMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  input?: InputMaybe<ApproveAllocationInput>;
}>;

export type ApprovePaymentAllocationMutation = {
  __typename?: 'Mutation';
  approvePaymentAllocation: {
    __typename?: 'PaymentAllocation';
    id: string;
    organizationId: string;
    locationId: string;
    bankTransactionId: string;
    erpConnectionId: string;
    erpCounterpartyId: string;
    status: AllocationStatus;
    totalAmount: number;
    allocatedAmount: number;
    remainingAmount: number;
    documentSettlementAmount: number;
    supplierAdvanceAmount: number;
    unallocatedPaymentAmount: number;
    invoiceDebtRemaining: number;
    allocationMethod: AllocationMethod;
    currency: string;
    createdAtUtc: string;
    createdByUserId?: string | null;
    approvedAtUtc?: string | null;
    approvedByUserId?: string | null;
    cancelledAtUtc?: string | null;
    cancelReason?: string | null;
    rowVersion: number;
    lines: Array<{
      __typename?: 'PaymentAllocationLine';
      id: string;
      documentId: string;
      documentNumber: string;
      documentAmount: number;
      allocatedAmount: number;
      isPartialPayment: boolean;
      isOverpayment: boolean;
      paymentStatusBefore: string;
      expectedPaymentStatusAfter: string;
      unpaidAmountBefore: number;
      expectedUnpaidAmountAfter: number;
      sequence: number;
      warningCodes: Array<string>;
    }>;
  };
};

export type CancelPaymentAllocationMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  input: CancelAllocationInput;
}>;

export type CancelPaymentAllocationMutation = {
  __typename?: 'Mutation';
  cancelPaymentAllocation: {
    __typename?: 'PaymentAllocation';
    id: string;
    organizationId: string;
    locationId: string;
    bankTransactionId: string;
    erpConnectionId: string;
    erpCounterpartyId: string;
    status: AllocationStatus;
    totalAmount: number;
    allocatedAmount: number;
    remainingAmount: number;
    documentSettlementAmount: number;
    supplierAdvanceAmount: number;
    unallocatedPaymentAmount: number;
    invoiceDebtRemaining: number;
    allocationMethod: AllocationMethod;
    currency: string;
    createdAtUtc: string;
    createdByUserId?: string | null;
    approvedAtUtc?: string | null;
    approvedByUserId?: string | null;
    cancelledAtUtc?: string | null;
    cancelReason?: string | null;
    rowVersion: number;
    lines: Array<{
      __typename?: 'PaymentAllocationLine';
      id: string;
      documentId: string;
      documentNumber: string;
      documentAmount: number;
      allocatedAmount: number;
      isPartialPayment: boolean;
      isOverpayment: boolean;
      paymentStatusBefore: string;
      expectedPaymentStatusAfter: string;
      unpaidAmountBefore: number;
      expectedUnpaidAmountAfter: number;
      sequence: number;
      warningCodes: Array<string>;
    }>;
  };
};

export type PaymentAllocationsQueryVariables = Exact<{
  status?: InputMaybe<AllocationStatus>;
  bankTransactionId?: InputMaybe<Scalars['UUID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;

export type PaymentAllocationsQuery = {
  __typename?: 'Query';
  paymentAllocations: {
    __typename?: 'PaymentAllocationPage';
    totalCount: number;
    page: number;
    pageSize: number;
    items: Array<{
      __typename?: 'PaymentAllocation';
      id: string;
      organizationId: string;
      locationId: string;
      bankTransactionId: string;
      erpConnectionId: string;
      erpCounterpartyId: string;
      status: AllocationStatus;
      totalAmount: number;
      allocatedAmount: number;
      remainingAmount: number;
      documentSettlementAmount: number;
      supplierAdvanceAmount: number;
      unallocatedPaymentAmount: number;
      invoiceDebtRemaining: number;
      allocationMethod: AllocationMethod;
      currency: string;
      createdAtUtc: string;
      createdByUserId?: string | null;
      approvedAtUtc?: string | null;
      approvedByUserId?: string | null;
      cancelledAtUtc?: string | null;
      cancelReason?: string | null;
      rowVersion: number;
      lines: Array<{
        __typename?: 'PaymentAllocationLine';
        id: string;
        documentId: string;
        documentNumber: string;
        documentAmount: number;
        allocatedAmount: number;
        isPartialPayment: boolean;
        isOverpayment: boolean;
        paymentStatusBefore: string;
        expectedPaymentStatusAfter: string;
        unpaidAmountBefore: number;
        expectedUnpaidAmountAfter: number;
        sequence: number;
        warningCodes: Array<string>;
      }>;
    }>;
  };
};

export type PaymentAllocationQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;

export type PaymentAllocationQuery = {
  __typename?: 'Query';
  paymentAllocation: {
    __typename?: 'PaymentAllocation';
    id: string;
    organizationId: string;
    locationId: string;
    bankTransactionId: string;
    erpConnectionId: string;
    erpCounterpartyId: string;
    status: AllocationStatus;
    totalAmount: number;
    allocatedAmount: number;
    remainingAmount: number;
    documentSettlementAmount: number;
    supplierAdvanceAmount: number;
    unallocatedPaymentAmount: number;
    invoiceDebtRemaining: number;
    allocationMethod: AllocationMethod;
    currency: string;
    createdAtUtc: string;
    createdByUserId?: string | null;
    approvedAtUtc?: string | null;
    approvedByUserId?: string | null;
    cancelledAtUtc?: string | null;
    cancelReason?: string | null;
    rowVersion: number;
    lines: Array<{
      __typename?: 'PaymentAllocationLine';
      id: string;
      documentId: string;
      documentNumber: string;
      documentAmount: number;
      allocatedAmount: number;
      isPartialPayment: boolean;
      isOverpayment: boolean;
      paymentStatusBefore: string;
      expectedPaymentStatusAfter: string;
      unpaidAmountBefore: number;
      expectedUnpaidAmountAfter: number;
      sequence: number;
      warningCodes: Array<string>;
    }>;
  };
};

export type OrganizationQuotaFieldsFragment = {
  __typename?: 'OrganizationQuotaDto';
  organizationId: string;
  maxUsers?: number | null;
  maxLocations?: number | null;
  maxMonthlyBankImports?: number | null;
  usedUsers: number;
  usedLocations: number;
  usedMonthlyBankImports: number;
  updatedAtUtc?: string | null;
};

export type OrganizationQuotaQueryVariables = Exact<{
  organizationId: Scalars['UUID']['input'];
}>;

export type OrganizationQuotaQuery = {
  __typename?: 'Query';
  organizationQuota: {
    __typename?: 'OrganizationQuotaDto';
    organizationId: string;
    maxUsers?: number | null;
    maxLocations?: number | null;
    maxMonthlyBankImports?: number | null;
    usedUsers: number;
    usedLocations: number;
    usedMonthlyBankImports: number;
    updatedAtUtc?: string | null;
  };
};

export type UpdateOrganizationQuotaMutationVariables = Exact<{
  organizationId: Scalars['UUID']['input'];
  input: UpdateOrganizationQuotaInput;
}>;

export type UpdateOrganizationQuotaMutation = {
  __typename?: 'Mutation';
  updateOrganizationQuota: {
    __typename?: 'OrganizationQuotaDto';
    organizationId: string;
    maxUsers?: number | null;
    maxLocations?: number | null;
    maxMonthlyBankImports?: number | null;
    usedUsers: number;
    usedLocations: number;
    usedMonthlyBankImports: number;
    updatedAtUtc?: string | null;
  };
};

export type PlatformSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type PlatformSettingsQuery = {
  __typename?: 'Query';
  platformSettings: {
    __typename?: 'PlatformSettingsDto';
    settings: Array<{
      __typename?: 'PlatformSettingDto';
      key: string;
      value: string;
      source: PlatformSettingSource;
      description: string;
    }>;
  };
};

export type UpdatePlatformSettingsMutationVariables = Exact<{
  input: UpdatePlatformSettingsInput;
}>;

export type UpdatePlatformSettingsMutation = {
  __typename?: 'Mutation';
  updatePlatformSettings: {
    __typename?: 'PlatformSettingsDto';
    settings: Array<{
      __typename?: 'PlatformSettingDto';
      key: string;
      value: string;
      source: PlatformSettingSource;
      description: string;
    }>;
  };
};

export type PlatformUserFieldsFragment = {
  __typename?: 'PlatformUserDto';
  id: string;
  email: string;
  displayName: string;
  isActive: boolean;
  createdAtUtc: string;
  roleAssignments: Array<{
    __typename?: 'RoleAssignmentView';
    assignmentId: string;
    roleId: string;
    roleCode: string;
    organizationId?: string | null;
    locationId?: string | null;
  }>;
};

export type PlatformUserAssignmentFieldsFragment = {
  __typename?: 'RoleAssignmentView';
  assignmentId: string;
  roleId: string;
  roleCode: string;
  organizationId?: string | null;
  locationId?: string | null;
};

export type PlatformUsersQueryVariables = Exact<{ [key: string]: never }>;

export type PlatformUsersQuery = {
  __typename?: 'Query';
  platformUsers: Array<{
    __typename?: 'PlatformUserDto';
    id: string;
    email: string;
    displayName: string;
    isActive: boolean;
    createdAtUtc: string;
    roleAssignments: Array<{
      __typename?: 'RoleAssignmentView';
      assignmentId: string;
      roleId: string;
      roleCode: string;
      organizationId?: string | null;
      locationId?: string | null;
    }>;
  }>;
};

export type CreatePlatformUserMutationVariables = Exact<{
  input: CreatePlatformUserInput;
}>;

export type CreatePlatformUserMutation = {
  __typename?: 'Mutation';
  createPlatformUser: {
    __typename?: 'PlatformUserDto';
    id: string;
    email: string;
    displayName: string;
    isActive: boolean;
    createdAtUtc: string;
    roleAssignments: Array<{
      __typename?: 'RoleAssignmentView';
      assignmentId: string;
      roleId: string;
      roleCode: string;
      organizationId?: string | null;
      locationId?: string | null;
    }>;
  };
};

export type UpdatePlatformUserMutationVariables = Exact<{
  userId: Scalars['UUID']['input'];
  input: UpdatePlatformUserInput;
}>;

export type UpdatePlatformUserMutation = {
  __typename?: 'Mutation';
  updatePlatformUser: {
    __typename?: 'PlatformUserDto';
    id: string;
    email: string;
    displayName: string;
    isActive: boolean;
    createdAtUtc: string;
    roleAssignments: Array<{
      __typename?: 'RoleAssignmentView';
      assignmentId: string;
      roleId: string;
      roleCode: string;
      organizationId?: string | null;
      locationId?: string | null;
    }>;
  };
};

export type AssignableRolesQueryVariables = Exact<{ [key: string]: never }>;

export type AssignableRolesQuery = {
  __typename?: 'Query';
  assignableRoles: Array<{ __typename?: 'RoleDto'; id: string; code: string; name: string; scope: string }>;
};

export type AssignPlatformUserRoleMutationVariables = Exact<{
  userId: Scalars['UUID']['input'];
  input: AssignRoleInput;
}>;

export type AssignPlatformUserRoleMutation = {
  __typename?: 'Mutation';
  assignPlatformUserRole: {
    __typename?: 'RoleAssignmentView';
    assignmentId: string;
    roleId: string;
    roleCode: string;
    organizationId?: string | null;
    locationId?: string | null;
  };
};

export type RemovePlatformUserRoleMutationVariables = Exact<{
  userId: Scalars['UUID']['input'];
  assignmentId: Scalars['UUID']['input'];
}>;

export type RemovePlatformUserRoleMutation = { __typename?: 'Mutation'; removePlatformUserRole: boolean };

export type OrganizationUsersQueryVariables = Exact<{
  organizationId: Scalars['UUID']['input'];
}>;

export type OrganizationUsersQuery = {
  __typename?: 'Query';
  organizationUsers: Array<{
    __typename?: 'PlatformUserDto';
    id: string;
    email: string;
    displayName: string;
    isActive: boolean;
    createdAtUtc: string;
    roleAssignments: Array<{
      __typename?: 'RoleAssignmentView';
      assignmentId: string;
      roleId: string;
      roleCode: string;
      organizationId?: string | null;
      locationId?: string | null;
    }>;
  }>;
};

export type AssignOrganizationUserRoleMutationVariables = Exact<{
  organizationId: Scalars['UUID']['input'];
  userId: Scalars['UUID']['input'];
  input: AssignOrganizationRoleInput;
}>;

export type AssignOrganizationUserRoleMutation = {
  __typename?: 'Mutation';
  assignOrganizationUserRole: {
    __typename?: 'RoleAssignmentView';
    assignmentId: string;
    roleId: string;
    roleCode: string;
    organizationId?: string | null;
    locationId?: string | null;
  };
};

export type RemoveOrganizationUserRoleMutationVariables = Exact<{
  organizationId: Scalars['UUID']['input'];
  userId: Scalars['UUID']['input'];
  assignmentId: Scalars['UUID']['input'];
}>;

export type RemoveOrganizationUserRoleMutation = { __typename?: 'Mutation'; removeOrganizationUserRole: boolean };

export type LocationUsersQueryVariables = Exact<{
  locationId: Scalars['UUID']['input'];
}>;

export type LocationUsersQuery = {
  __typename?: 'Query';
  locationUsers: Array<{
    __typename?: 'PlatformUserDto';
    id: string;
    email: string;
    displayName: string;
    isActive: boolean;
    createdAtUtc: string;
    roleAssignments: Array<{
      __typename?: 'RoleAssignmentView';
      assignmentId: string;
      roleId: string;
      roleCode: string;
      organizationId?: string | null;
      locationId?: string | null;
    }>;
  }>;
};

export type AssignLocationUserRoleMutationVariables = Exact<{
  locationId: Scalars['UUID']['input'];
  userId: Scalars['UUID']['input'];
  input: AssignLocationRoleInput;
}>;

export type AssignLocationUserRoleMutation = {
  __typename?: 'Mutation';
  assignLocationUserRole: {
    __typename?: 'RoleAssignmentView';
    assignmentId: string;
    roleId: string;
    roleCode: string;
    organizationId?: string | null;
    locationId?: string | null;
  };
};

export type AccountantWorkItemFieldsFragment = {
  __typename?: 'AccountantWorkItem';
  bankTransactionId: string;
  importId: string;
  organizationId: string;
  locationId: string;
  transactionDate: string;
  direction: string;
  amount: number;
  currency: string;
  counterpartyName?: string | null;
  description?: string | null;
  matchStatus: string;
  workflowState: string;
  attentionReasons: Array<string>;
  nextAction: string;
  matchedRuleId?: string | null;
  matchedRulePattern?: string | null;
  allocationId?: string | null;
  allocationStatus?: string | null;
  postingId?: string | null;
  postingStatus?: string | null;
  transactionRowVersion: number;
  capabilities: {
    __typename?: 'AccountantWorkItemCapabilities';
    canPrepare: boolean;
    canApproveAndQueue: boolean;
    canExclude: boolean;
  };
};

export type AccountantWorkItemsQueryVariables = Exact<{
  state?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  importId?: InputMaybe<Scalars['UUID']['input']>;
  dateFrom?: InputMaybe<Scalars['String']['input']>;
  dateTo?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  documentContains?: InputMaybe<Scalars['String']['input']>;
  matchStatus?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;

export type AccountantWorkItemsQuery = {
  __typename?: 'Query';
  accountantWorkItems: {
    __typename?: 'AccountantWorkItemPage';
    totalCount: number;
    page: number;
    pageSize: number;
    items: Array<{
      __typename?: 'AccountantWorkItem';
      bankTransactionId: string;
      importId: string;
      organizationId: string;
      locationId: string;
      transactionDate: string;
      direction: string;
      amount: number;
      currency: string;
      counterpartyName?: string | null;
      description?: string | null;
      matchStatus: string;
      workflowState: string;
      attentionReasons: Array<string>;
      nextAction: string;
      matchedRuleId?: string | null;
      matchedRulePattern?: string | null;
      allocationId?: string | null;
      allocationStatus?: string | null;
      postingId?: string | null;
      postingStatus?: string | null;
      transactionRowVersion: number;
      capabilities: {
        __typename?: 'AccountantWorkItemCapabilities';
        canPrepare: boolean;
        canApproveAndQueue: boolean;
        canExclude: boolean;
      };
    }>;
  };
};

export type AccountantWorkItemQueryVariables = Exact<{
  bankTransactionId: Scalars['UUID']['input'];
}>;

export type AccountantWorkItemQuery = {
  __typename?: 'Query';
  accountantWorkItem: {
    __typename?: 'AccountantWorkItem';
    bankTransactionId: string;
    importId: string;
    organizationId: string;
    locationId: string;
    transactionDate: string;
    direction: string;
    amount: number;
    currency: string;
    counterpartyName?: string | null;
    description?: string | null;
    matchStatus: string;
    workflowState: string;
    attentionReasons: Array<string>;
    nextAction: string;
    matchedRuleId?: string | null;
    matchedRulePattern?: string | null;
    allocationId?: string | null;
    allocationStatus?: string | null;
    postingId?: string | null;
    postingStatus?: string | null;
    transactionRowVersion: number;
    capabilities: {
      __typename?: 'AccountantWorkItemCapabilities';
      canPrepare: boolean;
      canApproveAndQueue: boolean;
      canExclude: boolean;
    };
  };
};

export type PrepareAccountantWorkItemMutationVariables = Exact<{
  bankTransactionId: Scalars['UUID']['input'];
  input: AccountantWorkItemPrepareInput;
}>;

export type PrepareAccountantWorkItemMutation = {
  __typename?: 'Mutation';
  prepareAccountantWorkItem: {
    __typename?: 'AccountantWorkItemPrepareResult';
    candidateCount: number;
    isIdempotentReplay: boolean;
    workItem: {
      __typename?: 'AccountantWorkItem';
      bankTransactionId: string;
      importId: string;
      organizationId: string;
      locationId: string;
      transactionDate: string;
      direction: string;
      amount: number;
      currency: string;
      counterpartyName?: string | null;
      description?: string | null;
      matchStatus: string;
      workflowState: string;
      attentionReasons: Array<string>;
      nextAction: string;
      matchedRuleId?: string | null;
      matchedRulePattern?: string | null;
      allocationId?: string | null;
      allocationStatus?: string | null;
      postingId?: string | null;
      postingStatus?: string | null;
      transactionRowVersion: number;
      capabilities: {
        __typename?: 'AccountantWorkItemCapabilities';
        canPrepare: boolean;
        canApproveAndQueue: boolean;
        canExclude: boolean;
      };
    };
    safeProposal?: {
      __typename?: 'AccountantWorkItemSafeProposal';
      documentId: string;
      documentNumber: string;
      amount: number;
      proposalHash: string;
    } | null;
  };
};

export type ApproveAndQueueAccountantWorkItemMutationVariables = Exact<{
  bankTransactionId: Scalars['UUID']['input'];
  input: AccountantApproveAndQueueInput;
}>;

export type ApproveAndQueueAccountantWorkItemMutation = {
  __typename?: 'Mutation';
  approveAndQueueAccountantWorkItem: {
    __typename?: 'AccountantApproveAndQueueResult';
    outcome: string;
    allocationId?: string | null;
    postingId?: string | null;
    message: string;
    isRisky: boolean;
    workItem: {
      __typename?: 'AccountantWorkItem';
      bankTransactionId: string;
      importId: string;
      organizationId: string;
      locationId: string;
      transactionDate: string;
      direction: string;
      amount: number;
      currency: string;
      counterpartyName?: string | null;
      description?: string | null;
      matchStatus: string;
      workflowState: string;
      attentionReasons: Array<string>;
      nextAction: string;
      matchedRuleId?: string | null;
      matchedRulePattern?: string | null;
      allocationId?: string | null;
      allocationStatus?: string | null;
      postingId?: string | null;
      postingStatus?: string | null;
      transactionRowVersion: number;
      capabilities: {
        __typename?: 'AccountantWorkItemCapabilities';
        canPrepare: boolean;
        canApproveAndQueue: boolean;
        canExclude: boolean;
      };
    };
    warnings: Array<{
      __typename?: 'AccountantWorkItemWarning';
      code: string;
      message: string;
      documentId?: string | null;
    }>;
  };
};

export type AccountantPaymentRunPreviewQueryVariables = Exact<{
  input?: InputMaybe<AccountantPaymentRunPreviewInput>;
}>;

export type AccountantPaymentRunPreviewQuery = {
  __typename?: 'Query';
  accountantPaymentRunPreview: {
    __typename?: 'AccountantPaymentRunPreview';
    eligibleCount: number;
    excludedCount: number;
    totalAmount: number;
    currency?: string | null;
    eligible: Array<{
      __typename?: 'AccountantPaymentRunEligibleItem';
      bankTransactionId: string;
      transactionRowVersion: number;
      proposalHash: string;
      amount: number;
      counterpartyName?: string | null;
      documentNumber: string;
    }>;
    excluded: Array<{
      __typename?: 'AccountantPaymentRunExcludedItem';
      bankTransactionId: string;
      reasons: Array<string>;
    }>;
    warnings: Array<{
      __typename?: 'AccountantWorkItemWarning';
      code: string;
      message: string;
      documentId?: string | null;
    }>;
  };
};

export type ApproveAccountantPaymentRunMutationVariables = Exact<{
  input: AccountantPaymentRunApproveInput;
}>;

export type ApproveAccountantPaymentRunMutation = {
  __typename?: 'Mutation';
  approveAccountantPaymentRun: {
    __typename?: 'AccountantPaymentRunApproveResult';
    correlationId: string;
    succeededCount: number;
    failedCount: number;
    skippedCount: number;
    results: Array<{
      __typename?: 'AccountantPaymentRunItemResult';
      bankTransactionId: string;
      outcome: string;
      allocationId?: string | null;
      postingId?: string | null;
      message: string;
    }>;
  };
};

export const BankDuplicateTransactionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankDuplicateTransactionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankDuplicateTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'valueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountNumberMasked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyAccountMasked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankReference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchStatus' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BankDuplicateTransactionFieldsFragment, unknown>;
export const BankDuplicateCandidateMutationResultFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankDuplicateCandidateMutationResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankDuplicateCandidateMutationResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'candidateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duplicateOfTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BankDuplicateCandidateMutationResultFieldsFragment, unknown>;
export const BankReprocessPreviewTransactionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankReprocessPreviewTransactionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankReprocessPreviewTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'transactionDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'valueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyAccountMasked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankReference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changedFields' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BankReprocessPreviewTransactionFieldsFragment, unknown>;
export const BankStatementReprocessPreviewFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankStatementReprocessPreviewFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankStatementReprocessPreview' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formatCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parserVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'storedFormatCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'storedBankCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'storedParserVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parseConfidence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'detectionConfidence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'existingTransactionCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previewTransactionCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'removedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchangedCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addedSamples' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankReprocessPreviewTransactionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removedSamples' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankReprocessPreviewTransactionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changedSamples' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankReprocessPreviewTransactionFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'warningCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorSummary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'operatorMessage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUserId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankReprocessPreviewTransactionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankReprocessPreviewTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'transactionDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'valueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyAccountMasked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankReference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changedFields' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BankStatementReprocessPreviewFieldsFragment, unknown>;
export const BankImportItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankImportItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankImport' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formatCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fileSizeBytes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contentType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountNumberMasked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'periodFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'periodTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openingBalance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closingBalance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parseConfidence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceMatches' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceReviewOverridden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fileAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BankImportItemFragment, unknown>;
export const BankTransactionItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankTransactionItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyTaxId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyAccountMasked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankReference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedCounterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchReason' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'matchSignals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'counterpartyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ruleId' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedRuleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchDecidedByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchDecidedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BankTransactionItemFragment, unknown>;
export const QualityReportFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QualityReportFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankStatementImportQualityReport' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceMatches' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceReviewOverridden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewOverrideReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewOverriddenByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewOverriddenAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parseConfidence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'detectionConfidence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openingBalance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closingBalance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'creditsTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'debitsTotal' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'statements' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accountNumberMasked' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'periodFrom' } },
                { kind: 'Field', name: { kind: 'Name', value: 'periodTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'openingBalance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'closingBalance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'creditsTotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'debitsTotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'transactionCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceMatches' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'formatCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parserVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QualityReportFieldsFragment, unknown>;
export const CounterpartyRuleFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CounterpartyRuleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CounterpartyRule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'normalizedPattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deactivatedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CounterpartyRuleFieldsFragment, unknown>;
export const CounterpartyRuleResultFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CounterpartyRuleResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CounterpartyRuleResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'alreadyExists' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changedTransactionCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rule' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CounterpartyRuleFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CounterpartyRuleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CounterpartyRule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'normalizedPattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deactivatedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CounterpartyRuleResultFieldsFragment, unknown>;
export const ErpConnectionItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpConnectionItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpConnection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dialect' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isDefault' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCheckStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCheckedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverEdition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpConnectionItemFragment, unknown>;
export const ErpConnectionCheckItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpConnectionCheckItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpConnectionCheckResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'success' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCheckStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverEdition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpConnectionCheckItemFragment, unknown>;
export const ErpReferenceListItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpReferenceListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpReferenceList' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'connectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fetchedAtUtc' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLive' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpReferenceListItemFragment, unknown>;
export const ErpPostingItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpPostingItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpPaymentPosting' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentAllocationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpConnectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashFlowArticleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashFlowArticleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastAttemptAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextRetryAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reconciledAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idempotencyKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiresApproval' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reconciliationAttemptCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextReconciliationAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openAnomalyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workerClaimedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workerLeaseExpiresAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpPostingItemFragment, unknown>;
export const ErpPostingGateReportItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpPostingGateReportItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpPostingGateReport' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'postingId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canWrite' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpPostingGateReportItemFragment, unknown>;
export const ErpSupplierSyncRunFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpSupplierSyncRunFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpSupplierSyncRun' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'connectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finishedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revisionFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revisionTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'upsertedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deletedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpSupplierSyncRunFieldsFragment, unknown>;
export const ErpDocumentSyncRunFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpDocumentSyncRunFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpDocumentSyncRun' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'connectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'forceRefresh' } },
          { kind: 'Field', name: { kind: 'Name', value: 'periodFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'periodTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finishedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'syncMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcList' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcUnpaidBatch' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcUnpaidSum' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcGetDocument' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcAccounts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcStores' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcBalance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unpaidBatchCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'snapshotReuseCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fallbackReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'documentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'upsertedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unresolvedLocationCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidOutsideCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpDocumentSyncRunFieldsFragment, unknown>;
export const CatalogProductFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CatalogProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CatalogProduct' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CatalogProductFieldsFragment, unknown>;
export const CatalogOfferVersionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CatalogOfferVersionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CatalogOfferVersion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offerId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tariffs' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'seatLimit' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sharedSeatPool' } },
          { kind: 'Field', name: { kind: 'Name', value: 'validityDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'policySnapshotVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'policySnapshotHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CatalogOfferVersionFieldsFragment, unknown>;
export const CustomerSubscriptionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CustomerSubscriptionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomerSubscription' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerOrganizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offerVersionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tariffCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CustomerSubscriptionFieldsFragment, unknown>;
export const LicensingCustomerLicenseFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LicensingCustomerLicenseFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LicensingCustomerLicense' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'licenseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productResolution' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyMaterialRefId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maskedKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyMaskStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerOrganizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedCustomerId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerSubscriptionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offerVersionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issueMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'migrationState' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LicensingCustomerLicenseFieldsFragment, unknown>;
export const LicensingCustomerProfileFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LicensingCustomerProfileFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LicensingCustomerProfile' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'primaryContact' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'contactId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LicensingCustomerProfileFieldsFragment, unknown>;
export const LicenseIssueReceiptFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LicenseIssueReceiptFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LicenseIssueReceipt' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'operationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'licenseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerSubscriptionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyMaterialRefId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maskedKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formatVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plaintextKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isIdempotentReplay' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LicenseIssueReceiptFieldsFragment, unknown>;
export const LicenseKeyRotationReceiptFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LicenseKeyRotationReceiptFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LicenseKeyRotationReceipt' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'operationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'licenseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyMaterialRefId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maskedKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formatVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plaintextKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isIdempotentReplay' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LicenseKeyRotationReceiptFieldsFragment, unknown>;
export const PlatformPlanFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlatformPlanFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlatformPlan' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billingPeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'features' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sortOrder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerPriceRef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'entitlements' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlatformPlanFieldsFragment, unknown>;
export const LocationFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LocationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LocationDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chainKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LocationFieldsFragment, unknown>;
export const OrganizationFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrganizationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrganizationDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentOrganizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'legalName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrganizationFieldsFragment, unknown>;
export const PaymentCandidateItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PaymentCandidateItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentCandidate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'document' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'documentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'connectionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'supplierId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paidAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unpaidAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isProcessed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isDeleted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'processingStateCheckedAtUtc' } },
                { kind: 'Field', name: { kind: 'Name', value: 'processingStateSource' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'reservedAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availableAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'suggestedAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reasons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'points' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'days' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'builtAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PaymentCandidateItemFragment, unknown>;
export const PaymentAllocationItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PaymentAllocationItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentAllocation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpConnectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allocatedAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'documentSettlementAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierAdvanceAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unallocatedPaymentAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invoiceDebtRemaining' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allocationMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'allocatedAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPartialPayment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isOverpayment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentStatusBefore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expectedPaymentStatusAfter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unpaidAmountBefore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expectedUnpaidAmountAfter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sequence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'warningCodes' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PaymentAllocationItemFragment, unknown>;
export const OrganizationQuotaFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrganizationQuotaFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrganizationQuotaDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxUsers' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxLocations' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxMonthlyBankImports' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedUsers' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedLocations' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedMonthlyBankImports' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrganizationQuotaFieldsFragment, unknown>;
export const PlatformUserAssignmentFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlatformUserAssignmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RoleAssignmentView' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'assignmentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlatformUserAssignmentFieldsFragment, unknown>;
export const PlatformUserFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlatformUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlatformUserDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'roleAssignments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlatformUserAssignmentFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlatformUserAssignmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RoleAssignmentView' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'assignmentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlatformUserFieldsFragment, unknown>;
export const AccountantWorkItemFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountantWorkItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountantWorkItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workflowState' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attentionReasons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextAction' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'capabilities' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'canPrepare' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canApproveAndQueue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canExclude' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedRuleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedRulePattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allocationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allocationStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionRowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountantWorkItemFieldsFragment, unknown>;
export const ContextOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ContextOptions' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'contextOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'organizations' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'organizationName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'allowOrganizationWideContext' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'locations' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'autoSelectedContext' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'organizationName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'locationCode' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'requiresSelection' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ContextOptionsQuery, ContextOptionsQueryVariables>;
export const SelectContextDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SelectContext' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SelectContextInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selectContext' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'organizationName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locationName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locationCode' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SelectContextMutation, SelectContextMutationVariables>;
export const AuditLogDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AuditLog' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'locationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fromUtc' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'toUtc' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'action' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userEmail' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'entityType' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'entityId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'auditLog' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'locationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'locationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fromUtc' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fromUtc' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'toUtc' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'toUtc' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'action' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'action' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userEmail' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userEmail' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'entityType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'entityType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'entityId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'entityId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userEmail' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'entityType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'entityId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'detailsJson' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const LoginDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Login' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'LoginInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'login' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accessToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refreshToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tokenType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accessTokenExpiresAtUtc' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refreshTokenExpiresAtUtc' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RefreshDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Refresh' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'RefreshInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'refresh' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accessToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refreshToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tokenType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accessTokenExpiresAtUtc' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refreshTokenExpiresAtUtc' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RefreshMutation, RefreshMutationVariables>;
export const LogoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Logout' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'logout' } }] },
    },
  ],
} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Me' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'roleAssignments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'assignmentId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roleId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roleCode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'permissions' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const OverrideBankImportQualityReviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'OverrideBankImportQualityReview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'QualityOverrideInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overrideBankImportQualityReview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'QualityReportFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QualityReportFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankStatementImportQualityReport' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceMatches' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceReviewOverridden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewOverrideReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewOverriddenByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewOverriddenAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parseConfidence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'detectionConfidence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openingBalance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closingBalance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'creditsTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'debitsTotal' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'statements' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accountNumberMasked' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'periodFrom' } },
                { kind: 'Field', name: { kind: 'Name', value: 'periodTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'openingBalance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'closingBalance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'creditsTotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'debitsTotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'transactionCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceMatches' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'formatCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parserVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OverrideBankImportQualityReviewMutation, OverrideBankImportQualityReviewMutationVariables>;
export const DeleteBankImportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteBankImport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeleteBankImportInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteBankImport' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteBankImportMutation, DeleteBankImportMutationVariables>;
export const BankImportDuplicatesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BankImportDuplicates' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'importId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bankImportDuplicates' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'importId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'importId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'candidateId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'transactionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'duplicateOfImportId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'duplicateOfTransactionId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'transaction' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankDuplicateTransactionFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'duplicateOf' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankDuplicateTransactionFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
                { kind: 'Field', name: { kind: 'Name', value: 'decidedAtUtc' } },
                { kind: 'Field', name: { kind: 'Name', value: 'decidedByUserId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankDuplicateTransactionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankDuplicateTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'valueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountNumberMasked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyAccountMasked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankReference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchStatus' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BankImportDuplicatesQuery, BankImportDuplicatesQueryVariables>;
export const ConfirmBankDuplicateCandidateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmBankDuplicateCandidate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'candidateId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmBankDuplicateCandidate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'candidateId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'candidateId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankDuplicateCandidateMutationResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankDuplicateCandidateMutationResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankDuplicateCandidateMutationResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'candidateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duplicateOfTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmBankDuplicateCandidateMutation, ConfirmBankDuplicateCandidateMutationVariables>;
export const DismissBankDuplicateCandidateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DismissBankDuplicateCandidate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'candidateId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dismissBankDuplicateCandidate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'candidateId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'candidateId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankDuplicateCandidateMutationResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankDuplicateCandidateMutationResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankDuplicateCandidateMutationResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'candidateId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duplicateOfTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DismissBankDuplicateCandidateMutation, DismissBankDuplicateCandidateMutationVariables>;
export const RunBankImportReprocessPreviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RunBankImportReprocessPreview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'importId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'runBankImportReprocessPreview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'importId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'importId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankStatementReprocessPreviewFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankReprocessPreviewTransactionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankReprocessPreviewTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'transactionDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'valueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyAccountMasked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankReference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changedFields' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankStatementReprocessPreviewFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankStatementReprocessPreview' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formatCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parserVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'storedFormatCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'storedBankCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'storedParserVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parseConfidence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'detectionConfidence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'existingTransactionCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previewTransactionCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'removedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchangedCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addedSamples' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankReprocessPreviewTransactionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removedSamples' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankReprocessPreviewTransactionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changedSamples' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankReprocessPreviewTransactionFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'warningCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorSummary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'operatorMessage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUserId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RunBankImportReprocessPreviewMutation, RunBankImportReprocessPreviewMutationVariables>;
export const BankImportReprocessPreviewsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BankImportReprocessPreviews' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'importId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bankImportReprocessPreviews' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'importId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'importId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankStatementReprocessPreviewFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankReprocessPreviewTransactionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankReprocessPreviewTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'transactionDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'valueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyAccountMasked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankReference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changedFields' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankStatementReprocessPreviewFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankStatementReprocessPreview' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formatCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parserVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'storedFormatCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'storedBankCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'storedParserVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parseConfidence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'detectionConfidence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'existingTransactionCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previewTransactionCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'removedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchangedCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addedSamples' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankReprocessPreviewTransactionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removedSamples' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankReprocessPreviewTransactionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changedSamples' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankReprocessPreviewTransactionFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'warningCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorSummary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'operatorMessage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUserId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BankImportReprocessPreviewsQuery, BankImportReprocessPreviewsQueryVariables>;
export const BankImportReprocessPreviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BankImportReprocessPreview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'importId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'previewId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bankImportReprocessPreview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'importId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'importId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'previewId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'previewId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankStatementReprocessPreviewFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankReprocessPreviewTransactionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankReprocessPreviewTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'transactionDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'valueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyAccountMasked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankReference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changedFields' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankStatementReprocessPreviewFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankStatementReprocessPreview' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formatCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parserVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'storedFormatCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'storedBankCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'storedParserVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parseConfidence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'detectionConfidence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'existingTransactionCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previewTransactionCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'removedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchangedCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addedSamples' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankReprocessPreviewTransactionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removedSamples' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankReprocessPreviewTransactionFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changedSamples' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankReprocessPreviewTransactionFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'warningCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorSummary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'operatorMessage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUserId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BankImportReprocessPreviewQuery, BankImportReprocessPreviewQueryVariables>;
export const BankImportsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BankImports' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bankImports' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankImportItem' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankImportItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankImport' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formatCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fileSizeBytes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contentType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountNumberMasked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'periodFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'periodTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openingBalance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closingBalance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parseConfidence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceMatches' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceReviewOverridden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fileAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BankImportsQuery, BankImportsQueryVariables>;
export const BankImportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BankImport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bankImport' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankImportItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankImportItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankImport' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formatCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fileSizeBytes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contentType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountNumberMasked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'periodFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'periodTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openingBalance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closingBalance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parseConfidence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceMatches' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceReviewOverridden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fileAvailable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BankImportQuery, BankImportQueryVariables>;
export const BankImportTransactionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BankImportTransactions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'importId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'direction' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matchStatus' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bankImportTransactions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'importId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'importId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'direction' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'direction' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matchStatus' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matchStatus' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fromDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'toDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankTransactionItem' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankTransactionItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyTaxId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyAccountMasked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankReference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedCounterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchReason' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'matchSignals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'counterpartyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ruleId' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedRuleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchDecidedByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchDecidedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BankImportTransactionsQuery, BankImportTransactionsQueryVariables>;
export const BankTransactionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BankTransaction' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bankTransaction' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankTransactionItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankTransactionItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyTaxId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyAccountMasked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankReference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedCounterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchReason' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'matchSignals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'counterpartyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ruleId' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedRuleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchDecidedByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchDecidedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BankTransactionQuery, BankTransactionQueryVariables>;
export const BankImportQualityReportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BankImportQualityReport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bankImportQualityReport' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'QualityReportFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QualityReportFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankStatementImportQualityReport' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceMatches' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balanceReviewOverridden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewOverrideReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewOverriddenByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewOverriddenAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parseConfidence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'detectionConfidence' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openingBalance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closingBalance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'creditsTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'debitsTotal' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'statements' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accountNumberMasked' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'periodFrom' } },
                { kind: 'Field', name: { kind: 'Name', value: 'periodTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'openingBalance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'closingBalance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'creditsTotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'debitsTotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'transactionCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceMatches' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'formatCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parserVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BankImportQualityReportQuery, BankImportQualityReportQueryVariables>;
export const BankStatementQualitySummaryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BankStatementQualitySummary' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bankStatementQualitySummary' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalImports' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'importsByStatus' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'importsNeedingReview' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reviewOverriddenCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'importsWithWarnings' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averageParseConfidence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averageDetectionConfidence' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BankStatementQualitySummaryQuery, BankStatementQualitySummaryQueryVariables>;
export const BankStatementImportHealthSummaryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BankStatementImportHealthSummary' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bankStatementImportHealthSummary' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalImports' } },
                { kind: 'Field', name: { kind: 'Name', value: 'successfulImports' } },
                { kind: 'Field', name: { kind: 'Name', value: 'failedImports' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unsupportedFormatCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'importsNeedingReview' } },
                { kind: 'Field', name: { kind: 'Name', value: 'duplicateCandidateCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unmatchedTransactionCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averageParseConfidence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastSuccessfulImportAtUtc' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastFailedImportAtUtc' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'importsByBankFormat' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'bankCode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'formatCode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'importCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'successfulImports' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'failedImports' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averageParseConfidence' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BankStatementImportHealthSummaryQuery, BankStatementImportHealthSummaryQueryVariables>;
export const SupportedBankFormatsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SupportedBankFormats' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supportedBankFormats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bankCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'formatCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fileExtensions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'version' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SupportedBankFormatsQuery, SupportedBankFormatsQueryVariables>;
export const UploadBankStatementDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UploadBankStatement' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'file' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Upload' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'uploadBankStatement' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'file' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'file' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isDuplicate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'existingImportId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UploadBankStatementMutation, UploadBankStatementMutationVariables>;
export const MatchCounterpartyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MatchCounterparty' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchCounterpartyInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'matchCounterparty' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankTransactionItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankTransactionItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyTaxId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyAccountMasked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankReference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedCounterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchReason' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'matchSignals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'counterpartyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ruleId' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedRuleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchDecidedByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchDecidedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MatchCounterpartyMutation, MatchCounterpartyMutationVariables>;
export const RevertCounterpartyMatchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevertCounterpartyMatch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CounterpartyMatchTargetInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revertCounterpartyMatch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankTransactionItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankTransactionItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyTaxId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyAccountMasked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankReference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedCounterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchReason' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'matchSignals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'counterpartyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ruleId' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedRuleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchDecidedByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchDecidedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevertCounterpartyMatchMutation, RevertCounterpartyMatchMutationVariables>;
export const ExcludeCounterpartyMatchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExcludeCounterpartyMatch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ExcludeCounterpartyMatchInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'excludeCounterpartyMatch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankTransactionItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankTransactionItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyTaxId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyAccountMasked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankReference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedCounterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchReason' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'matchSignals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'counterpartyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ruleId' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedRuleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchDecidedByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchDecidedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExcludeCounterpartyMatchMutation, ExcludeCounterpartyMatchMutationVariables>;
export const UnexcludeCounterpartyMatchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UnexcludeCounterpartyMatch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CounterpartyMatchTargetInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unexcludeCounterpartyMatch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankTransactionItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankTransactionItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyTaxId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyAccountMasked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankReference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedCounterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchReason' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'matchSignals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'counterpartyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ruleId' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedRuleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchDecidedByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchDecidedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnexcludeCounterpartyMatchMutation, UnexcludeCounterpartyMatchMutationVariables>;
export const CounterpartyMatchesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CounterpartyMatches' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'importId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'dateFrom' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'dateTo' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'counterpartyMatches' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'importId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'importId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'dateFrom' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'dateFrom' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'dateTo' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'dateTo' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BankTransactionItem' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BankTransactionItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BankTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyTaxId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyAccountMasked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankReference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedCounterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchReason' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'matchSignals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'counterpartyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ruleId' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedRuleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchDecidedByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchDecidedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CounterpartyMatchesQuery, CounterpartyMatchesQueryVariables>;
export const ActiveCounterpartyRulesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ActiveCounterpartyRules' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'activeCounterpartyRules' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CounterpartyRuleFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CounterpartyRuleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CounterpartyRule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'normalizedPattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deactivatedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ActiveCounterpartyRulesQuery, ActiveCounterpartyRulesQueryVariables>;
export const CounterpartyRulesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CounterpartyRules' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isActive' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'erpCounterpartyId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'counterpartyRules' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isActive' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isActive' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'erpCounterpartyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'erpCounterpartyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CounterpartyRuleFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CounterpartyRuleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CounterpartyRule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'normalizedPattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deactivatedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CounterpartyRulesQuery, CounterpartyRulesQueryVariables>;
export const CreateCounterpartyRuleFromMatchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateCounterpartyRuleFromMatch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateCounterpartyRuleFromMatchInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createCounterpartyRuleFromMatch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CounterpartyRuleResultFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CounterpartyRuleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CounterpartyRule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'normalizedPattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deactivatedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CounterpartyRuleResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CounterpartyRuleResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'alreadyExists' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changedTransactionCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rule' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CounterpartyRuleFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateCounterpartyRuleFromMatchMutation, CreateCounterpartyRuleFromMatchMutationVariables>;
export const UpdateCounterpartyRuleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateCounterpartyRule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateCounterpartyRuleInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCounterpartyRule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CounterpartyRuleResultFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CounterpartyRuleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CounterpartyRule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'normalizedPattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deactivatedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CounterpartyRuleResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CounterpartyRuleResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'alreadyExists' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changedTransactionCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rule' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CounterpartyRuleFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateCounterpartyRuleMutation, UpdateCounterpartyRuleMutationVariables>;
export const DeactivateCounterpartyRuleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeactivateCounterpartyRule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'CounterpartyRuleStateInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deactivateCounterpartyRule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CounterpartyRuleResultFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CounterpartyRuleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CounterpartyRule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'normalizedPattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deactivatedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CounterpartyRuleResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CounterpartyRuleResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'alreadyExists' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changedTransactionCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rule' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CounterpartyRuleFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeactivateCounterpartyRuleMutation, DeactivateCounterpartyRuleMutationVariables>;
export const ActivateCounterpartyRuleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ActivateCounterpartyRule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'CounterpartyRuleStateInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'activateCounterpartyRule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CounterpartyRuleResultFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CounterpartyRuleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CounterpartyRule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'normalizedPattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deactivatedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CounterpartyRuleResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CounterpartyRuleResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'alreadyExists' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changedTransactionCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rule' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CounterpartyRuleFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ActivateCounterpartyRuleMutation, ActivateCounterpartyRuleMutationVariables>;
export const CounterpartyRuleConflictPreviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CounterpartyRuleConflictPreview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CounterpartyRuleConflictPreviewInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'counterpartyRuleConflictPreview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'pattern' } },
                { kind: 'Field', name: { kind: 'Name', value: 'normalizedPattern' } },
                { kind: 'Field', name: { kind: 'Name', value: 'matchingTransactionCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'equivalentRule' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CounterpartyRuleFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'conflicts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'relation' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sameCounterparty' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'overlappingTransactionCount' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rule' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CounterpartyRuleFields' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CounterpartyRuleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CounterpartyRule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'normalizedPattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deactivatedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CounterpartyRuleConflictPreviewQuery, CounterpartyRuleConflictPreviewQueryVariables>;
export const NameMatchSummaryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NameMatchSummary' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nameMatchSummary' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalTransactions' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'byStatus' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'byReason' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'queueCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'distinctNames' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unmatchedNames' } },
                { kind: 'Field', name: { kind: 'Name', value: 'transactionsWithoutName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'automaticRate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manualRate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'activeRuleCount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NameMatchSummaryQuery, NameMatchSummaryQueryVariables>;
export const NameMatchesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NameMatches' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nameMatches' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'state' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'normalizedName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'spellingCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'transactionCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'queueCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unmatchedCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lowConfidenceCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'autoMatchedCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'manualMatchedCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'excludedCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'matchedCounterpartyId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'matchedCounterpartyName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastTransactionDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ruleCount' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'suggestion' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'counterpartyId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NameMatchesQuery, NameMatchesQueryVariables>;
export const DashboardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Dashboard' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dashboard' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'importsCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'importsNeedingReviewCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unmatchedTransactionCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pendingAllocationCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'allocationCountsByStatus' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'postingCountsByStatus' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'openAnomalyCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'generatedAtUtc' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const PaymentAnomaliesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PaymentAnomalies' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentAnomalyStatus' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'paymentAnomalies' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'postingId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'resolvedAtUtc' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PaymentAnomaliesQuery, PaymentAnomaliesQueryVariables>;
export const CreateErpConnectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateErpConnection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateErpConnectionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createErpConnection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpConnectionItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpConnectionItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpConnection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dialect' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isDefault' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCheckStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCheckedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverEdition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateErpConnectionMutation, CreateErpConnectionMutationVariables>;
export const ErpConnectionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ErpConnections' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'erpConnections' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpConnectionItem' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpConnectionItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpConnection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dialect' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isDefault' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCheckStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCheckedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverEdition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpConnectionsQuery, ErpConnectionsQueryVariables>;
export const ErpConnectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ErpConnection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'erpConnection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpConnectionItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpConnectionItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpConnection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dialect' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isDefault' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCheckStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCheckedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverEdition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpConnectionQuery, ErpConnectionQueryVariables>;
export const ErpConnectionHealthDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ErpConnectionHealth' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'erpConnectionHealth' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'connectionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastCheckStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastCheckedAtUtc' } },
                { kind: 'Field', name: { kind: 'Name', value: 'serverVersion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'serverEdition' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpConnectionHealthQuery, ErpConnectionHealthQueryVariables>;
export const ErpOperationalFlagsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ErpOperationalFlags' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'erpOperationalFlags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'documentSyncEnabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'supplierSyncEnabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'batchUnpaidEnabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postingEnabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'referencesEnabled' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpOperationalFlagsQuery, ErpOperationalFlagsQueryVariables>;
export const TestErpConnectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestErpConnection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'testErpConnection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpConnectionCheckItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpConnectionCheckItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpConnectionCheckResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'success' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCheckStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverEdition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestErpConnectionMutation, TestErpConnectionMutationVariables>;
export const ProbeErpConnectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ProbeErpConnection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateErpConnectionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'probeErpConnection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpConnectionCheckItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpConnectionCheckItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpConnectionCheckResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'success' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCheckStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverEdition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProbeErpConnectionMutation, ProbeErpConnectionMutationVariables>;
export const RotateErpConnectionCredentialsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RotateErpConnectionCredentials' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RotateErpCredentialsInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rotateErpConnectionCredentials' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpConnectionItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpConnectionItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpConnection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dialect' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isDefault' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCheckStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCheckedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverEdition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RotateErpConnectionCredentialsMutation, RotateErpConnectionCredentialsMutationVariables>;
export const EnsureErpServiceAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EnsureErpServiceAccount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ensureErpServiceAccount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'login' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EnsureErpServiceAccountMutation, EnsureErpServiceAccountMutationVariables>;
export const DeleteErpConnectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteErpConnection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpConnectionChangeInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteErpConnection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteErpConnectionMutation, DeleteErpConnectionMutationVariables>;
export const MakeErpConnectionDefaultDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MakeErpConnectionDefault' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpConnectionChangeInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makeErpConnectionDefault' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpConnectionItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpConnectionItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpConnection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dialect' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isDefault' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCheckStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCheckedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverEdition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MakeErpConnectionDefaultMutation, MakeErpConnectionDefaultMutationVariables>;
export const ErpConnectionAccountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ErpConnectionAccounts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'connectionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'erpConnectionAccounts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'connectionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'connectionId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpReferenceListItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpReferenceListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpReferenceList' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'connectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fetchedAtUtc' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLive' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpConnectionAccountsQuery, ErpConnectionAccountsQueryVariables>;
export const ErpConnectionCashFlowArticlesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ErpConnectionCashFlowArticles' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'connectionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'erpConnectionCashFlowArticles' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'connectionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'connectionId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpReferenceListItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpReferenceListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpReferenceList' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'connectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fetchedAtUtc' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLive' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpConnectionCashFlowArticlesQuery, ErpConnectionCashFlowArticlesQueryVariables>;
export const ErpDefaultAccountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ErpDefaultAccounts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'erpDefaultAccounts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpReferenceListItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpReferenceListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpReferenceList' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'connectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fetchedAtUtc' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLive' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpDefaultAccountsQuery, ErpDefaultAccountsQueryVariables>;
export const ErpDefaultCashFlowArticlesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ErpDefaultCashFlowArticles' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'erpDefaultCashFlowArticles' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpReferenceListItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpReferenceListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpReferenceList' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'connectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fetchedAtUtc' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLive' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpDefaultCashFlowArticlesQuery, ErpDefaultCashFlowArticlesQueryVariables>;
export const ErpPostingPreviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ErpPostingPreview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'allocationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'erpPostingPreview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'allocationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'allocationId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'allocationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'documentId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'documentNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'documentType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'allocatedAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentStatusBefore' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'expectedPaymentStatusAfter' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'warnings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'documentId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'canQueue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'blockReason' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'suggestedWriteTarget' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'accountName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cashFlowArticleId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cashFlowArticleName' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpPostingPreviewQuery, ErpPostingPreviewQueryVariables>;
export const QueueErpPostingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'QueueErpPosting' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'allocationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'QueuePostingInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'queueErpPosting' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'allocationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'allocationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpPostingItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpPostingItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpPaymentPosting' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentAllocationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpConnectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashFlowArticleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashFlowArticleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastAttemptAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextRetryAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reconciledAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idempotencyKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiresApproval' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reconciliationAttemptCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextReconciliationAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openAnomalyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workerClaimedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workerLeaseExpiresAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QueueErpPostingMutation, QueueErpPostingMutationVariables>;
export const ErpPostingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ErpPostings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PostingStatus' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'connectionId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'locationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'erpPostings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'connectionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'connectionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'locationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'locationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpPostingItem' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpPostingItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpPaymentPosting' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentAllocationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpConnectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashFlowArticleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashFlowArticleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastAttemptAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextRetryAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reconciledAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idempotencyKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiresApproval' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reconciliationAttemptCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextReconciliationAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openAnomalyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workerClaimedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workerLeaseExpiresAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpPostingsQuery, ErpPostingsQueryVariables>;
export const ErpPostingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ErpPosting' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'erpPosting' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpPostingItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpPostingItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpPaymentPosting' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentAllocationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpConnectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashFlowArticleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashFlowArticleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastAttemptAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextRetryAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reconciledAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idempotencyKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiresApproval' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reconciliationAttemptCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextReconciliationAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openAnomalyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workerClaimedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workerLeaseExpiresAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpPostingQuery, ErpPostingQueryVariables>;
export const ApproveErpPostingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ApproveErpPosting' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PostingRowVersionInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'approveErpPosting' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpPostingItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpPostingItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpPaymentPosting' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentAllocationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpConnectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashFlowArticleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashFlowArticleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastAttemptAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextRetryAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reconciledAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idempotencyKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiresApproval' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reconciliationAttemptCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextReconciliationAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openAnomalyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workerClaimedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workerLeaseExpiresAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApproveErpPostingMutation, ApproveErpPostingMutationVariables>;
export const RetryErpPostingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RetryErpPosting' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PostingRowVersionInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'retryErpPosting' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpPostingItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpPostingItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpPaymentPosting' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentAllocationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpConnectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashFlowArticleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashFlowArticleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastAttemptAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextRetryAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reconciledAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idempotencyKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiresApproval' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reconciliationAttemptCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextReconciliationAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openAnomalyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workerClaimedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workerLeaseExpiresAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RetryErpPostingMutation, RetryErpPostingMutationVariables>;
export const ReconcileErpPostingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReconcileErpPosting' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PostingRowVersionInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reconcileErpPosting' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpPostingItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpPostingItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpPaymentPosting' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentAllocationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpConnectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashFlowArticleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashFlowArticleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastAttemptAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextRetryAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reconciledAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idempotencyKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiresApproval' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reconciliationAttemptCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextReconciliationAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openAnomalyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workerClaimedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workerLeaseExpiresAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReconcileErpPostingMutation, ReconcileErpPostingMutationVariables>;
export const SetErpPostingWriteTargetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetErpPostingWriteTarget' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PostingWriteTargetInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setErpPostingWriteTarget' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpPostingItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpPostingItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpPaymentPosting' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paymentAllocationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpConnectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accountName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashFlowArticleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashFlowArticleName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attemptCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastAttemptAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextRetryAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reconciledAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idempotencyKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiresApproval' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reconciliationAttemptCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextReconciliationAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openAnomalyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workerClaimedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workerLeaseExpiresAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetErpPostingWriteTargetMutation, SetErpPostingWriteTargetMutationVariables>;
export const ErpPostingDryRunDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ErpPostingDryRun' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'erpPostingDryRun' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpPostingGateReportItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpPostingGateReportItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpPostingGateReport' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'postingId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canWrite' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpPostingDryRunQuery, ErpPostingDryRunQueryVariables>;
export const ErpPostingPreflightDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ErpPostingPreflight' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'erpPostingPreflight' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpPostingGateReportItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpPostingGateReportItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpPostingGateReport' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'postingId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'canWrite' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gates' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpPostingPreflightQuery, ErpPostingPreflightQueryVariables>;
export const ErpPostingAttemptsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ErpPostingAttempts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'erpPosting' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attempts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'attemptNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startedAtUtc' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'finishedAtUtc' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'errorCode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'durationMs' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpPostingAttemptsQuery, ErpPostingAttemptsQueryVariables>;
export const ErpPostingEvidenceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ErpPostingEvidence' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'erpPostingEvidence' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'postingId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'write' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'requestHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'idempotencyKeyMasked' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'attemptCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastOutcome' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'externalPaymentIdMasked' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'externalPaymentIdHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'postedAtUtc' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'optimistic' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'documentCount' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'lines' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'documentId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'documentNumber' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'documentType' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'allocatedAmount' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'paymentStatusBefore' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'expectedPaymentStatusAfter' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'liveReadback' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'reconciliationAttemptCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastOutcome' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastReadbackAtUtc' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reconciliation' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'reconciled' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reconciledAtUtc' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'allocationStatus' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'anomaly' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'severity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpPostingEvidenceQuery, ErpPostingEvidenceQueryVariables>;
export const SyncErpSuppliersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SyncErpSuppliers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'connectionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'full' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'syncErpSuppliers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'connectionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'connectionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'full' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'full' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpSupplierSyncRunFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpSupplierSyncRunFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpSupplierSyncRun' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'connectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finishedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revisionFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revisionTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'upsertedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deletedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SyncErpSuppliersMutation, SyncErpSuppliersMutationVariables>;
export const ErpSupplierSyncRunsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ErpSupplierSyncRuns' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'connectionId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'erpSupplierSyncRuns' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'connectionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'connectionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpSupplierSyncRunFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpSupplierSyncRunFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpSupplierSyncRun' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'connectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finishedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revisionFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revisionTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receivedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'upsertedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deletedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpSupplierSyncRunsQuery, ErpSupplierSyncRunsQueryVariables>;
export const ErpCounterpartiesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ErpCounterparties' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'connectionId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'includeDeleted' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'erpCounterparties' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'connectionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'connectionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includeDeleted' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'includeDeleted' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'connectionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'taxId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isDeleted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fromSnapshot' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'syncedAtUtc' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpCounterpartiesQuery, ErpCounterpartiesQueryVariables>;
export const SyncErpDocumentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SyncErpDocuments' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'connectionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'forceRefresh' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'syncErpDocuments' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'connectionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'connectionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'forceRefresh' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'forceRefresh' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpDocumentSyncRunFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpDocumentSyncRunFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpDocumentSyncRun' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'connectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'forceRefresh' } },
          { kind: 'Field', name: { kind: 'Name', value: 'periodFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'periodTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finishedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'syncMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcList' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcUnpaidBatch' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcUnpaidSum' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcGetDocument' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcAccounts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcStores' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcBalance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unpaidBatchCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'snapshotReuseCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fallbackReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'documentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'upsertedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unresolvedLocationCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidOutsideCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SyncErpDocumentsMutation, SyncErpDocumentsMutationVariables>;
export const ErpConnectionDocumentSyncRunsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ErpConnectionDocumentSyncRuns' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'connectionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'erpConnectionDocumentSyncRuns' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'connectionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'connectionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpDocumentSyncRunFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpDocumentSyncRunFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpDocumentSyncRun' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'connectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'forceRefresh' } },
          { kind: 'Field', name: { kind: 'Name', value: 'periodFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'periodTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finishedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'syncMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcList' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcUnpaidBatch' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcUnpaidSum' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcGetDocument' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcAccounts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcStores' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcBalance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unpaidBatchCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'snapshotReuseCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fallbackReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'documentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'upsertedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unresolvedLocationCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidOutsideCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpConnectionDocumentSyncRunsQuery, ErpConnectionDocumentSyncRunsQueryVariables>;
export const ErpDocumentSyncRunsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ErpDocumentSyncRuns' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'erpDocumentSyncRuns' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ErpDocumentSyncRunFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErpDocumentSyncRunFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ErpDocumentSyncRun' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'connectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'forceRefresh' } },
          { kind: 'Field', name: { kind: 'Name', value: 'periodFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'periodTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finishedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'syncMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcList' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcUnpaidBatch' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcUnpaidSum' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcGetDocument' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcAccounts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcStores' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcBalance' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rpcTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unpaidBatchCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'snapshotReuseCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fallbackReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'documentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'upsertedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unresolvedLocationCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidOutsideCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpDocumentSyncRunsQuery, ErpDocumentSyncRunsQueryVariables>;
export const ErpDebtsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ErpDebts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'locationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'supplierId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'connectionId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'direction' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'erpDebts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'locationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'locationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'supplierId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'supplierId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'connectionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'connectionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'direction' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'direction' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'documentId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'connectionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'documentNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'documentDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'supplierId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'supplierName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'documentType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paidAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unpaidAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'processingStateCheckedAtUtc' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'processingStateSource' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ErpDebtsQuery, ErpDebtsQueryVariables>;
export const HealthDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Health' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'health' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'database' } },
                { kind: 'Field', name: { kind: 'Name', value: 'keyValueStore' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HealthQuery, HealthQueryVariables>;
export const CreateInviteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateInvite' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateInviteInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createInvite' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'inviteId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'inviteToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAtUtc' } },
                { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roleCode' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateInviteMutation, CreateInviteMutationVariables>;
export const CheckInviteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CheckInvite' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'InviteTokenInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'checkInvite' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'inviteId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAtUtc' } },
                { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roleCode' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CheckInviteQuery, CheckInviteQueryVariables>;
export const AcceptInviteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AcceptInvite' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AcceptInviteInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptInvite' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'inviteId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userCreated' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roleAssignmentCreated' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AcceptInviteMutation, AcceptInviteMutationVariables>;
export const CatalogProductsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CatalogProducts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'catalogProducts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CatalogProductFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
                { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CatalogProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CatalogProduct' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CatalogProductsQuery, CatalogProductsQueryVariables>;
export const CreateCatalogProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateCatalogProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateCatalogProductInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createCatalogProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CatalogProductFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CatalogProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CatalogProduct' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateCatalogProductMutation, CreateCatalogProductMutationVariables>;
export const CreateCatalogOfferDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateCatalogOffer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateCatalogOfferInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createCatalogOffer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateCatalogOfferMutation, CreateCatalogOfferMutationVariables>;
export const CatalogOfferVersionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CatalogOfferVersion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'catalogOfferVersion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CatalogOfferVersionFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CatalogOfferVersionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CatalogOfferVersion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offerId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tariffs' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'seatLimit' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sharedSeatPool' } },
          { kind: 'Field', name: { kind: 'Name', value: 'validityDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'policySnapshotVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'policySnapshotHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CatalogOfferVersionQuery, CatalogOfferVersionQueryVariables>;
export const CreateCatalogOfferVersionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateCatalogOfferVersion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateOfferVersionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createCatalogOfferVersion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CatalogOfferVersionFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CatalogOfferVersionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CatalogOfferVersion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offerId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tariffs' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'seatLimit' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sharedSeatPool' } },
          { kind: 'Field', name: { kind: 'Name', value: 'validityDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'policySnapshotVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'policySnapshotHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateCatalogOfferVersionMutation, CreateCatalogOfferVersionMutationVariables>;
export const PublishCatalogOfferVersionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PublishCatalogOfferVersion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publishCatalogOfferVersion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CatalogOfferVersionFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CatalogOfferVersionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CatalogOfferVersion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offerId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tariffs' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'seatLimit' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sharedSeatPool' } },
          { kind: 'Field', name: { kind: 'Name', value: 'validityDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'policySnapshotVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'policySnapshotHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PublishCatalogOfferVersionMutation, PublishCatalogOfferVersionMutationVariables>;
export const RetireCatalogOfferVersionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RetireCatalogOfferVersion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'retireCatalogOfferVersion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CatalogOfferVersionFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CatalogOfferVersionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CatalogOfferVersion' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offerId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tariffs' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'seatLimit' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'sharedSeatPool' } },
          { kind: 'Field', name: { kind: 'Name', value: 'validityDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'policySnapshotVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'policySnapshotHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RetireCatalogOfferVersionMutation, RetireCatalogOfferVersionMutationVariables>;
export const CustomerSubscriptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CustomerSubscriptions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customerSubscriptions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomerSubscriptionFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
                { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CustomerSubscriptionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomerSubscription' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerOrganizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offerVersionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tariffCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CustomerSubscriptionsQuery, CustomerSubscriptionsQueryVariables>;
export const CreateCustomerSubscriptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateCustomerSubscription' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateCustomerSubscriptionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createCustomerSubscription' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomerSubscriptionFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CustomerSubscriptionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomerSubscription' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerOrganizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offerVersionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tariffCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateCustomerSubscriptionMutation, CreateCustomerSubscriptionMutationVariables>;
export const SetCustomerSubscriptionStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetCustomerSubscriptionStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SetSubscriptionStatusInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setCustomerSubscriptionStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CustomerSubscriptionFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CustomerSubscriptionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomerSubscription' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerOrganizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offerVersionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tariffCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetCustomerSubscriptionStatusMutation, SetCustomerSubscriptionStatusMutationVariables>;
export const LicensingCustomerIssueCandidatesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LicensingCustomerIssueCandidates' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'licensingCustomerIssueCandidates' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'customerSubscriptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'effectiveIssuable' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'subscriptionStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'subscriptionCreatedAtUtc' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offerId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offerName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offerVersionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offerVersionNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tariffCode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tariffName' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
                { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LicensingCustomerIssueCandidatesQuery, LicensingCustomerIssueCandidatesQueryVariables>;
export const LicensingCustomerAggregateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LicensingCustomerAggregate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'licenseOffset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'licenseLimit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'licensingCustomerAggregate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'licenseOffset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'licenseOffset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'licenseLimit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'licenseLimit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'profile' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LicensingCustomerProfileFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'licenses' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LicensingCustomerLicenseFields' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LicensingCustomerProfileFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LicensingCustomerProfile' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'primaryContact' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'contactId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LicensingCustomerLicenseFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LicensingCustomerLicense' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'licenseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productResolution' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyMaterialRefId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maskedKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyMaskStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerOrganizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedCustomerId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerSubscriptionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offerVersionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issueMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'migrationState' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LicensingCustomerAggregateQuery, LicensingCustomerAggregateQueryVariables>;
export const UpdateLicensingCustomerProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateLicensingCustomerProfile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateLicensingCustomerProfileInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateLicensingCustomerProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LicensingCustomerProfileFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LicensingCustomerProfileFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LicensingCustomerProfile' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revision' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'primaryContact' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'contactId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateLicensingCustomerProfileMutation, UpdateLicensingCustomerProfileMutationVariables>;
export const LicensingCustomerLicenseTableDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LicensingCustomerLicenseTable' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'licensingCustomerLicenseTable' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'productId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'licenseId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'productResolution' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'keyMaterialRefId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maskedKey' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'keyMaskStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'customerOrganizationId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'assignedCustomerId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'productId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'customerSubscriptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offerVersionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'issueMode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'migrationState' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tariffCode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tariffName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'validUntilUtc' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'renewalStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'devicesStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deviceCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'usageStatus' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offset' } },
                { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LicensingCustomerLicenseTableQuery, LicensingCustomerLicenseTableQueryVariables>;
export const CreateEdgeGatewayDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateEdgeGateway' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateEdgeGatewayInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createEdgeGateway' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'gatewayInstanceId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrollmentToken' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateEdgeGatewayMutation, CreateEdgeGatewayMutationVariables>;
export const EdgeGatewayDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EdgeGateway' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'edgeGateway' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'gatewayInstanceId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'signingKeys' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'keyId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'jwk' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'algorithm' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'registeredAtUtc' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EdgeGatewayQuery, EdgeGatewayQueryVariables>;
export const RegisterEdgeGatewaySigningKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RegisterEdgeGatewaySigningKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayInstanceId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RegisterEdgeGatewaySigningKeyInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'registerEdgeGatewaySigningKey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gatewayInstanceId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gatewayInstanceId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'keyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'algorithm' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterEdgeGatewaySigningKeyMutation, RegisterEdgeGatewaySigningKeyMutationVariables>;
export const RevokeCustomerLicenseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeCustomerLicense' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'licenseId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomerLicenseActionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeCustomerLicense' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'licenseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'licenseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'operationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'effectId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'licenseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completedAtUtc' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isIdempotentReplay' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeCustomerLicenseMutation, RevokeCustomerLicenseMutationVariables>;
export const ArchiveCustomerLicenseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ArchiveCustomerLicense' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'licenseId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CustomerLicenseActionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'archiveCustomerLicense' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'licenseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'licenseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'operationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'effectId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'licenseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completedAtUtc' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isIdempotentReplay' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ArchiveCustomerLicenseMutation, ArchiveCustomerLicenseMutationVariables>;
export const RevokeLicenseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeLicense' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'licenseId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'GlobalLicenseRevokeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeLicense' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'licenseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'licenseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'licenseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeLicenseMutation, RevokeLicenseMutationVariables>;
export const BulkRevokeLicensesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BulkRevokeLicenses' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BulkLicenseRevokeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bulkRevokeLicenses' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'licenseId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'succeeded' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'alreadyApplied' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'errorCode' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BulkRevokeLicensesMutation, BulkRevokeLicensesMutationVariables>;
export const LegacyCreateLicenseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LegacyCreateLicense' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'legacyCreateLicense' } }],
      },
    },
  ],
} as unknown as DocumentNode<LegacyCreateLicenseMutation, LegacyCreateLicenseMutationVariables>;
export const LegacyBulkCreateLicensesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LegacyBulkCreateLicenses' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'legacyBulkCreateLicenses' } }],
      },
    },
  ],
} as unknown as DocumentNode<LegacyBulkCreateLicensesMutation, LegacyBulkCreateLicensesMutationVariables>;
export const IssueCustomerLicenseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'IssueCustomerLicense' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'LicenseIssueInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'issueCustomerLicense' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'idempotencyKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LicenseIssueReceiptFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LicenseIssueReceiptFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LicenseIssueReceipt' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'operationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'licenseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerSubscriptionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyMaterialRefId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maskedKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formatVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plaintextKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isIdempotentReplay' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<IssueCustomerLicenseMutation, IssueCustomerLicenseMutationVariables>;
export const IssueSubscriptionLicenseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'IssueSubscriptionLicense' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'LicenseIssueInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'issueSubscriptionLicense' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'idempotencyKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LicenseIssueReceiptFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LicenseIssueReceiptFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LicenseIssueReceipt' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'operationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'licenseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerSubscriptionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyMaterialRefId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maskedKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formatVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plaintextKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isIdempotentReplay' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<IssueSubscriptionLicenseMutation, IssueSubscriptionLicenseMutationVariables>;
export const RotateCustomerLicenseKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RotateCustomerLicenseKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'licenseId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'LicenseKeyRotationInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rotateCustomerLicenseKey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'licenseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'licenseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'idempotencyKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LicenseKeyRotationReceiptFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LicenseKeyRotationReceiptFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LicenseKeyRotationReceipt' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'operationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'licenseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyMaterialRefId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maskedKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'formatVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plaintextKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isIdempotentReplay' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RotateCustomerLicenseKeyMutation, RotateCustomerLicenseKeyMutationVariables>;
export const RotateLicenseKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RotateLicenseKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'licenseId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'LicenseKeyRotationInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rotateLicenseKey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'licenseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'licenseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'idempotencyKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'licenseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'keyMaterialRefId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maskedKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'plaintextKey' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RotateLicenseKeyMutation, RotateLicenseKeyMutationVariables>;
export const LicenseKeyValidationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LicenseKeyValidation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'LicenseKeyValidationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'licenseKeyValidation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'valid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'licenseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LicenseKeyValidationQuery, LicenseKeyValidationQueryVariables>;
export const PlatformPlansDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PlatformPlans' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platformPlans' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlatformPlanFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlatformPlanFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlatformPlan' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billingPeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'features' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sortOrder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerPriceRef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'entitlements' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlatformPlansQuery, PlatformPlansQueryVariables>;
export const CreatePlatformPlanDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreatePlatformPlan' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PlatformPlanInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createPlatformPlan' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlatformPlanFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlatformPlanFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlatformPlan' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billingPeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'features' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sortOrder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerPriceRef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'entitlements' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreatePlatformPlanMutation, CreatePlatformPlanMutationVariables>;
export const UpdatePlatformPlanDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdatePlatformPlan' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdatePlatformPlanInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updatePlatformPlan' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlatformPlanFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlatformPlanFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlatformPlan' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billingPeriod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'features' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sortOrder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visibility' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerPriceRef' } },
          { kind: 'Field', name: { kind: 'Name', value: 'entitlements' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdatePlatformPlanMutation, UpdatePlatformPlanMutationVariables>;
export const PublicPlatformPlansDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PublicPlatformPlans' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publicPlatformPlans' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'priceMinor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'billingPeriod' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'features' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sortOrder' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PublicPlatformPlansQuery, PublicPlatformPlansQueryVariables>;
export const CreateLicensingTenantDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateLicensingTenant' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateLicensingTenantInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createLicensingTenant' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateLicensingTenantMutation, CreateLicensingTenantMutationVariables>;
export const CreateServiceAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateServiceAccount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateServiceAccountInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createServiceAccount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientSecret' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateServiceAccountMutation, CreateServiceAccountMutationVariables>;
export const ServiceAccountTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ServiceAccountToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ServiceAccountTokenInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'serviceAccountToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accessToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tokenType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accessTokenExpiresAtUtc' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ServiceAccountTokenMutation, ServiceAccountTokenMutationVariables>;
export const DeleteServiceAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteServiceAccount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteServiceAccount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteServiceAccountMutation, DeleteServiceAccountMutationVariables>;
export const OrganizationLocationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrganizationLocations' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizationLocations' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LocationFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LocationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LocationDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chainKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrganizationLocationsQuery, OrganizationLocationsQueryVariables>;
export const CreateLocationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateLocation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateLocationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createLocation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LocationFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LocationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LocationDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chainKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateLocationMutation, CreateLocationMutationVariables>;
export const UpdateLocationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateLocation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'locationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateLocationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateLocation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'locationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'locationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LocationFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LocationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LocationDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chainKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateLocationMutation, UpdateLocationMutationVariables>;
export const LocationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Location' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'location' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LocationFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LocationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LocationDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chainKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LocationQuery, LocationQueryVariables>;
export const MessengerLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MessengerLink' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'messengerLink' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'linked' } },
                { kind: 'Field', name: { kind: 'Name', value: 'linkedAtUtc' } },
                { kind: 'Field', name: { kind: 'Name', value: 'chatDisplayName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MessengerLinkQuery, MessengerLinkQueryVariables>;
export const CreateMessengerLinkChallengeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateMessengerLinkChallenge' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createMessengerLinkChallenge' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deepLink' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAtUtc' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateMessengerLinkChallengeMutation, CreateMessengerLinkChallengeMutationVariables>;
export const RevokeMessengerLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeMessengerLink' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'revokeMessengerLink' } }],
      },
    },
  ],
} as unknown as DocumentNode<RevokeMessengerLinkMutation, RevokeMessengerLinkMutationVariables>;
export const PlatformOrganizationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PlatformOrganizations' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platformOrganizations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrganizationFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrganizationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrganizationDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentOrganizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'legalName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlatformOrganizationsQuery, PlatformOrganizationsQueryVariables>;
export const PlatformOrganizationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PlatformOrganization' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platformOrganization' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrganizationFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrganizationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrganizationDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentOrganizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'legalName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlatformOrganizationQuery, PlatformOrganizationQueryVariables>;
export const CreatePlatformOrganizationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreatePlatformOrganization' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateOrganizationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createPlatformOrganization' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrganizationFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrganizationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrganizationDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentOrganizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'legalName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreatePlatformOrganizationMutation, CreatePlatformOrganizationMutationVariables>;
export const UpdatePlatformOrganizationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdatePlatformOrganization' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateOrganizationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updatePlatformOrganization' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrganizationFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrganizationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrganizationDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentOrganizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'legalName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdatePlatformOrganizationMutation, UpdatePlatformOrganizationMutationVariables>;
export const DeletePlatformOrganizationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeletePlatformOrganization' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DeleteOrganizationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deletePlatformOrganization' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeletePlatformOrganizationMutation, DeletePlatformOrganizationMutationVariables>;
export const CurrentOrganizationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CurrentOrganization' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentOrganization' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrganizationFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrganizationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrganizationDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentOrganizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'legalName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CurrentOrganizationQuery, CurrentOrganizationQueryVariables>;
export const OrganizationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Organization' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organization' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrganizationFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrganizationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrganizationDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentOrganizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'legalName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrganizationQuery, OrganizationQueryVariables>;
export const UpdateOrganizationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateOrganization' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateOrganizationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateOrganization' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrganizationFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrganizationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrganizationDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentOrganizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'legalName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateOrganizationMutation, UpdateOrganizationMutationVariables>;
export const CreateChildOrganizationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateChildOrganization' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateChildOrganizationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createChildOrganization' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'parentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrganizationFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrganizationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrganizationDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentOrganizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'legalName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateChildOrganizationMutation, CreateChildOrganizationMutationVariables>;
export const BuildPaymentCandidatesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BuildPaymentCandidates' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bankTransactionId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'buildPaymentCandidates' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bankTransactionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bankTransactionId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PaymentCandidateItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PaymentCandidateItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentCandidate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'document' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'documentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'connectionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'supplierId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paidAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unpaidAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isProcessed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isDeleted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'processingStateCheckedAtUtc' } },
                { kind: 'Field', name: { kind: 'Name', value: 'processingStateSource' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'reservedAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availableAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'suggestedAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reasons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'points' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'days' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'builtAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BuildPaymentCandidatesMutation, BuildPaymentCandidatesMutationVariables>;
export const PaymentCandidatesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PaymentCandidates' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bankTransactionId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'paymentCandidates' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bankTransactionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bankTransactionId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PaymentCandidateItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PaymentCandidateItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentCandidate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'document' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'documentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'connectionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'supplierId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paidAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unpaidAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isProcessed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isDeleted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'processingStateCheckedAtUtc' } },
                { kind: 'Field', name: { kind: 'Name', value: 'processingStateSource' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'reservedAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availableAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'suggestedAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reasons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'points' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'days' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'builtAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PaymentCandidatesQuery, PaymentCandidatesQueryVariables>;
export const PaymentAllocationPreviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PaymentAllocationPreview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AllocationPreviewInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'paymentAllocationPreview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'allocatedAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'remainingAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasOverpayment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasUnderpayment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasPartialPayments' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentSettlementAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'supplierAdvanceAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unallocatedPaymentAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invoiceDebtRemaining' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requiredSupplierAdvanceAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'allocationMethod' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'documentId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'documentNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'documentAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'allocatedAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isPartialPayment' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isOverpayment' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unpaidAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paidAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reservedAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'availableAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'remainingAfterAllocation' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'invoiceDebtRemainingAfter' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sequence' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'warningCodes' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'warnings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'documentId' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'canConfirm' } },
                { kind: 'Field', name: { kind: 'Name', value: 'blockReason' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PaymentAllocationPreviewQuery, PaymentAllocationPreviewQueryVariables>;
export const ConfirmPaymentAllocationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmPaymentAllocation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AllocationConfirmInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmPaymentAllocation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'allocationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmPaymentAllocationMutation, ConfirmPaymentAllocationMutationVariables>;
export const ApprovePaymentAllocationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ApprovePaymentAllocation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ApproveAllocationInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'approvePaymentAllocation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PaymentAllocationItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PaymentAllocationItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentAllocation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpConnectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allocatedAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'documentSettlementAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierAdvanceAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unallocatedPaymentAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invoiceDebtRemaining' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allocationMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'allocatedAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPartialPayment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isOverpayment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentStatusBefore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expectedPaymentStatusAfter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unpaidAmountBefore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expectedUnpaidAmountAfter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sequence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'warningCodes' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApprovePaymentAllocationMutation, ApprovePaymentAllocationMutationVariables>;
export const CancelPaymentAllocationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelPaymentAllocation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CancelAllocationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelPaymentAllocation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PaymentAllocationItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PaymentAllocationItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentAllocation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpConnectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allocatedAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'documentSettlementAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierAdvanceAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unallocatedPaymentAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invoiceDebtRemaining' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allocationMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'allocatedAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPartialPayment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isOverpayment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentStatusBefore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expectedPaymentStatusAfter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unpaidAmountBefore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expectedUnpaidAmountAfter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sequence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'warningCodes' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelPaymentAllocationMutation, CancelPaymentAllocationMutationVariables>;
export const PaymentAllocationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PaymentAllocations' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AllocationStatus' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bankTransactionId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'paymentAllocations' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bankTransactionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bankTransactionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PaymentAllocationItem' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PaymentAllocationItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentAllocation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpConnectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allocatedAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'documentSettlementAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierAdvanceAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unallocatedPaymentAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invoiceDebtRemaining' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allocationMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'allocatedAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPartialPayment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isOverpayment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentStatusBefore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expectedPaymentStatusAfter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unpaidAmountBefore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expectedUnpaidAmountAfter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sequence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'warningCodes' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PaymentAllocationsQuery, PaymentAllocationsQueryVariables>;
export const PaymentAllocationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PaymentAllocation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'paymentAllocation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PaymentAllocationItem' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PaymentAllocationItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentAllocation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpConnectionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'erpCounterpartyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allocatedAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'documentSettlementAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'supplierAdvanceAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unallocatedPaymentAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invoiceDebtRemaining' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allocationMethod' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedByUserId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAtUtc' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowVersion' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lines' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'documentAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'allocatedAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPartialPayment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isOverpayment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentStatusBefore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expectedPaymentStatusAfter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unpaidAmountBefore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expectedUnpaidAmountAfter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sequence' } },
                { kind: 'Field', name: { kind: 'Name', value: 'warningCodes' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PaymentAllocationQuery, PaymentAllocationQueryVariables>;
export const OrganizationQuotaDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrganizationQuota' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizationQuota' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrganizationQuotaFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrganizationQuotaFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrganizationQuotaDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxUsers' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxLocations' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxMonthlyBankImports' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedUsers' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedLocations' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedMonthlyBankImports' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrganizationQuotaQuery, OrganizationQuotaQueryVariables>;
export const UpdateOrganizationQuotaDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateOrganizationQuota' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateOrganizationQuotaInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateOrganizationQuota' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrganizationQuotaFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrganizationQuotaFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrganizationQuotaDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxUsers' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxLocations' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxMonthlyBankImports' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedUsers' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedLocations' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedMonthlyBankImports' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAtUtc' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateOrganizationQuotaMutation, UpdateOrganizationQuotaMutationVariables>;
export const PlatformSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PlatformSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platformSettings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'settings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlatformSettingsQuery, PlatformSettingsQueryVariables>;
export const UpdatePlatformSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdatePlatformSettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdatePlatformSettingsInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updatePlatformSettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'settings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdatePlatformSettingsMutation, UpdatePlatformSettingsMutationVariables>;
export const PlatformUsersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PlatformUsers' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platformUsers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlatformUserFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlatformUserAssignmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RoleAssignmentView' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'assignmentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlatformUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlatformUserDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'roleAssignments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlatformUserAssignmentFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlatformUsersQuery, PlatformUsersQueryVariables>;
export const CreatePlatformUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreatePlatformUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreatePlatformUserInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createPlatformUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlatformUserFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlatformUserAssignmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RoleAssignmentView' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'assignmentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlatformUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlatformUserDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'roleAssignments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlatformUserAssignmentFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreatePlatformUserMutation, CreatePlatformUserMutationVariables>;
export const UpdatePlatformUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdatePlatformUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdatePlatformUserInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updatePlatformUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlatformUserFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlatformUserAssignmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RoleAssignmentView' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'assignmentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlatformUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlatformUserDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'roleAssignments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlatformUserAssignmentFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdatePlatformUserMutation, UpdatePlatformUserMutationVariables>;
export const AssignableRolesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AssignableRoles' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignableRoles' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssignableRolesQuery, AssignableRolesQueryVariables>;
export const AssignPlatformUserRoleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AssignPlatformUserRole' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'AssignRoleInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignPlatformUserRole' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlatformUserAssignmentFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlatformUserAssignmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RoleAssignmentView' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'assignmentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssignPlatformUserRoleMutation, AssignPlatformUserRoleMutationVariables>;
export const RemovePlatformUserRoleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemovePlatformUserRole' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'assignmentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removePlatformUserRole' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'assignmentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'assignmentId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemovePlatformUserRoleMutation, RemovePlatformUserRoleMutationVariables>;
export const OrganizationUsersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrganizationUsers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizationUsers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlatformUserFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlatformUserAssignmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RoleAssignmentView' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'assignmentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlatformUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlatformUserDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'roleAssignments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlatformUserAssignmentFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrganizationUsersQuery, OrganizationUsersQueryVariables>;
export const AssignOrganizationUserRoleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AssignOrganizationUserRole' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AssignOrganizationRoleInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignOrganizationUserRole' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlatformUserAssignmentFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlatformUserAssignmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RoleAssignmentView' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'assignmentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssignOrganizationUserRoleMutation, AssignOrganizationUserRoleMutationVariables>;
export const RemoveOrganizationUserRoleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveOrganizationUserRole' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'assignmentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeOrganizationUserRole' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'assignmentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'assignmentId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveOrganizationUserRoleMutation, RemoveOrganizationUserRoleMutationVariables>;
export const LocationUsersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LocationUsers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'locationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'locationUsers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'locationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'locationId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlatformUserFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlatformUserAssignmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RoleAssignmentView' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'assignmentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlatformUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlatformUserDto' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAtUtc' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'roleAssignments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlatformUserAssignmentFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LocationUsersQuery, LocationUsersQueryVariables>;
export const AssignLocationUserRoleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AssignLocationUserRole' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'locationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AssignLocationRoleInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignLocationUserRole' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'locationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'locationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlatformUserAssignmentFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlatformUserAssignmentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RoleAssignmentView' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'assignmentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roleCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssignLocationUserRoleMutation, AssignLocationUserRoleMutationVariables>;
export const AccountantWorkItemsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountantWorkItems' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'importId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'dateFrom' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'dateTo' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'documentContains' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matchStatus' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'accountantWorkItems' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'state' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'importId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'importId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'dateFrom' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'dateFrom' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'dateTo' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'dateTo' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'documentContains' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'documentContains' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matchStatus' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matchStatus' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AccountantWorkItemFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pageSize' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountantWorkItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountantWorkItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workflowState' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attentionReasons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextAction' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'capabilities' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'canPrepare' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canApproveAndQueue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canExclude' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedRuleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedRulePattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allocationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allocationStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionRowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountantWorkItemsQuery, AccountantWorkItemsQueryVariables>;
export const AccountantWorkItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountantWorkItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bankTransactionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'accountantWorkItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bankTransactionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bankTransactionId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AccountantWorkItemFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountantWorkItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountantWorkItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workflowState' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attentionReasons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextAction' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'capabilities' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'canPrepare' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canApproveAndQueue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canExclude' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedRuleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedRulePattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allocationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allocationStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionRowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountantWorkItemQuery, AccountantWorkItemQueryVariables>;
export const PrepareAccountantWorkItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PrepareAccountantWorkItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bankTransactionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountantWorkItemPrepareInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prepareAccountantWorkItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bankTransactionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bankTransactionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'workItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AccountantWorkItemFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'safeProposal' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'documentId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'documentNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'proposalHash' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'candidateCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isIdempotentReplay' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountantWorkItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountantWorkItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workflowState' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attentionReasons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextAction' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'capabilities' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'canPrepare' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canApproveAndQueue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canExclude' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedRuleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedRulePattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allocationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allocationStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionRowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PrepareAccountantWorkItemMutation, PrepareAccountantWorkItemMutationVariables>;
export const ApproveAndQueueAccountantWorkItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ApproveAndQueueAccountantWorkItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bankTransactionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UUID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountantApproveAndQueueInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'approveAndQueueAccountantWorkItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bankTransactionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bankTransactionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'workItem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AccountantWorkItemFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'allocationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postingId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'warnings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'documentId' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'isRisky' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AccountantWorkItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountantWorkItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'importId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workflowState' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attentionReasons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextAction' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'capabilities' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'canPrepare' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canApproveAndQueue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canExclude' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedRuleId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchedRulePattern' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allocationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allocationStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postingStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'transactionRowVersion' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ApproveAndQueueAccountantWorkItemMutation,
  ApproveAndQueueAccountantWorkItemMutationVariables
>;
export const AccountantPaymentRunPreviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountantPaymentRunPreview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountantPaymentRunPreviewInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'accountantPaymentRunPreview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'eligible' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'transactionRowVersion' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'proposalHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'counterpartyName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'documentNumber' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'excluded' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reasons' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'eligibleCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'excludedCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'warnings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'documentId' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountantPaymentRunPreviewQuery, AccountantPaymentRunPreviewQueryVariables>;
export const ApproveAccountantPaymentRunDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ApproveAccountantPaymentRun' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountantPaymentRunApproveInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'approveAccountantPaymentRun' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'correlationId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'results' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'bankTransactionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'allocationId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'postingId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'succeededCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'failedCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'skippedCount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApproveAccountantPaymentRunMutation, ApproveAccountantPaymentRunMutationVariables>;

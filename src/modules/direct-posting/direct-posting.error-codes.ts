import { defineErrorCodes } from '../../platform/errors/error-codes';

/** Client-visible error codes of direct posting rules: what a rule must say and where it may write. */
export const DIRECT_POSTING_ERROR_CODES = defineErrorCodes('direct-posting', {
  'direct_posting_rule.matcher_required': {
    status: 400,
    message: 'A rule needs at least one of counterparty tax id, counterparty name or purpose.',
  },
  'direct_posting_rule.write_target_unknown': {
    status: 400,
    message: 'The account or cash-flow article is not one the organization’s default connection lists.',
  },
  'direct_posting_rule.location_unknown': {
    status: 400,
    message: 'The outlet is not an active outlet of the rule’s organization.',
  },
  'direct_posting_rule.pay_in_unsupported': {
    status: 400,
    message:
      'The organization’s accounting system books only pay-outs; a pay-in (Credit) rule cannot be written there.',
  },
  'direct_posting_rule.counterparty_required': {
    status: 400,
    message:
      'The organization’s accounting system books a pay-out under a supplier pay-out type only to a counterparty; ' +
      'name one of its suppliers.',
  },
  'direct_posting_rule.counterparty_unknown': {
    status: 400,
    message: 'The counterparty is not a supplier of the default connection’s synced suppliers, or it is deleted.',
  },
});

type DirectPostingErrorCodes = typeof DIRECT_POSTING_ERROR_CODES;

declare module '../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends DirectPostingErrorCodes {}
}

import { Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Allow, Authenticated, on } from '../access/access.module';
import { MessengerLinkChallengeDto, MessengerLinkStatusDto } from './dto/messenger-link.dto';
import { MessengerLinkService } from './messenger-link.service';

/**
 * The messenger link, the app side (docs/messenger.md §Linking); the bot's webhook is REST-only
 * (messenger-webhook.router.ts). Linking itself happens in the chat, with the code created here.
 */
@Resolver()
export class MessengerResolver {
  constructor(private readonly links: MessengerLinkService) {}

  @Allow('location.bank_statements.upload', on.context())
  @Query(() => MessengerLinkStatusDto, {
    description:
      'The link status of the signed-in user for the active outlet; enabled false when the feature is off. Needs ' +
      'the outlet context (X-Organization-Id and X-Location-Id). Errors: the context.* codes.',
  })
  messengerLink(@Ctx() ctx: RequestContext): Promise<MessengerLinkStatusDto> {
    return this.links.status(ctx);
  }

  @Authenticated()
  @Mutation(() => MessengerLinkChallengeDto, {
    description:
      'A one-time activation code (about 10 minutes, single use, stored only as a keyed hash) and a deep link to ' +
      'the bot. It binds the caller, the organization and the outlet of the outlet context the request sends ' +
      '(X-Organization-Id and X-Location-Id required; location.bank_statements.view on that outlet, which every ' +
      "role holds); a new code replaces the caller's previous one. Errors: the context.* codes; messenger.disabled " +
      '(409) when the feature is off.',
  })
  createMessengerLinkChallenge(@Ctx() ctx: RequestContext): Promise<MessengerLinkChallengeDto> {
    return this.links.createChallenge(ctx);
  }

  @Authenticated()
  @Mutation(() => Boolean, {
    description:
      'Revokes the active link of the signed-in user in the organization of X-Organization-Id (or the REST query ' +
      "organizationId) and tells the chat; true also when none was active. Touches only the caller's own link, so " +
      'no permission in the organization is needed. Errors: context.organization.required, ' +
      'context.organization.invalid.',
  })
  revokeMessengerLink(@Ctx() ctx: RequestContext): Promise<boolean> {
    return this.links.revoke(ctx);
  }
}

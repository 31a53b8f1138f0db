import { Field, ObjectType } from 'type-graphql';

@ObjectType('MessengerLinkStatus', {
  description:
    'The messenger link of the signed-in user for the active outlet. With the feature off: ' +
    'enabled false, linked false and both other members null.',
})
export class MessengerLinkStatusDto {
  @Field({ description: 'Whether the messenger link is switched on (MESSENGER_ENABLED).' })
  enabled: boolean;

  @Field({
    description:
      'An active link of this user in this organization exists and works in the active outlet. A user has at most ' +
      'one active link per organization: one made in another outlet of the organization reads false here.',
  })
  linked: boolean;

  @Field(() => Date, { nullable: true })
  linkedAtUtc: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'The linked chat as the provider names its person (`@username`), when it has a name.',
  })
  chatDisplayName: string | null;
}

@ObjectType('MessengerLinkChallenge', {
  description: 'A one-time activation code for linking a chat; shown once, never stored in plaintext.',
})
export class MessengerLinkChallengeDto {
  @Field({ description: '8 characters of A–Z and 2–9 without the look-alikes 0, O, 1, I and L; single use.' })
  code: string;

  @Field({
    description:
      'Opens the bot with the code: `<MESSENGER_DEEP_LINK_BASE_URL>/<MESSENGER_BOT_USERNAME>?start=<code>` ' +
      '(`https://t.me/<bot>?start=<code>` by default). Sending `/start <code>` to the bot does the same.',
  })
  deepLink: string;

  @Field({ description: 'About 10 minutes after creation (MESSENGER_CODE_TTL_SECONDS).' })
  expiresAtUtc: Date;
}

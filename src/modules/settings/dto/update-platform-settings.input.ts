import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'Overrides by key: a string sets the override, null removes it. Unknown keys are rejected.' })
export class UpdatePlatformSettingsInput {
  @Field(() => GraphQLJSONObject)
  settings: Record<string, unknown>;
}

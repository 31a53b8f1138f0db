import { Field, ObjectType, registerEnumType } from 'type-graphql';

export enum PlatformSettingSource {
  override = 'override',
  environment = 'environment',
  default = 'default',
}

registerEnumType(PlatformSettingSource, {
  name: 'PlatformSettingSource',
  description: 'Where the effective value comes from: a stored override, the environment variable, or the default.',
});

@ObjectType({ description: 'One operational setting with its effective value; values are strings.' })
export class PlatformSettingDto {
  @Field()
  key: string;

  @Field()
  value: string;

  @Field(() => PlatformSettingSource)
  source: PlatformSettingSource;

  @Field()
  description: string;
}

@ObjectType({ description: 'Every known platform setting: overrides plus environment values and defaults.' })
export class PlatformSettingsDto {
  @Field(() => [PlatformSettingDto])
  settings: PlatformSettingDto[];
}

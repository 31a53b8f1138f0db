import { IsNotEmpty, MaxLength, Validate } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { TimeZoneConstraint } from './time-zone.constraint';

@InputType({ description: 'A new outlet; it starts active.' })
export class CreateLocationInput {
  @Field()
  @IsNotEmpty()
  @MaxLength(200)
  name: string;

  @Field()
  @IsNotEmpty()
  @MaxLength(64)
  code: string;

  @Field({ description: 'IANA time zone name.' })
  @Validate(TimeZoneConstraint)
  timeZone: string;

  @Field()
  @IsNotEmpty()
  @MaxLength(100)
  chainKey: string;
}

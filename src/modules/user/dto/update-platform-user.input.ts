import { IsNotEmpty, IsOptional, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType({
  description: 'A new password or deactivation revokes all refresh sessions of the user.',
})
export class UpdatePlatformUserInput {
  @Field()
  @IsNotEmpty()
  @MaxLength(200)
  displayName: string;

  @Field()
  isActive: boolean;

  @Field(() => String, { nullable: true, description: 'Absent or null keeps the password; at least 8 characters.' })
  @IsOptional()
  @MinLength(8)
  @MaxLength(1024)
  password?: string | null;
}

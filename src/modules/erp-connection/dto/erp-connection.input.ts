import { IsOptional, Matches, MaxLength, Min } from 'class-validator';
import { UUIDResolver } from 'graphql-scalars';
import { Field, InputType, Int } from 'type-graphql';
import type { ErpDialect } from '../../erp-connector/erp-connector.module';
import { ErpDialectValue } from './erp-connection.dto';

@InputType({ description: 'The credentials of an accounting-system login; never returned, audited or logged.' })
export class ErpCredentialsInput {
  @Field()
  @MaxLength(200)
  login: string;

  @Field()
  @MaxLength(500)
  password: string;
}

@InputType({ description: 'A new connection; also the body of a probe.' })
export class CreateErpConnectionInput extends ErpCredentialsInput {
  @Field(() => UUIDResolver)
  organizationId: string;

  @Field()
  @MaxLength(200)
  name: string;

  @Field({
    description:
      'http(s) base address of the accounting server, without credentials, query or fragment (for IikoServer the ' +
      'server root: the service appends /resto/…).',
  })
  @MaxLength(500)
  baseUrl: string;

  @Field(() => ErpDialectValue, {
    defaultValue: ErpDialectValue.Reference,
    description: 'How the service talks to the server; fixed for the connection’s life.',
  })
  dialect: ErpDialect;

  @Field({
    defaultValue: 'RUB',
    description:
      'ISO 4217 code of the documents’ amounts (3 capital letters). The IikoServer API carries no currency; ' +
      'the Reference dialect answers its own per document.',
  })
  @Matches(/^[A-Z]{3}$/)
  currency: string;
}

@InputType({ description: 'New credentials of a connection; the base address stays.' })
export class RotateErpCredentialsInput extends ErpCredentialsInput {
  @Field(() => Int, { nullable: true, description: 'When given and stale: concurrency.conflict.' })
  @IsOptional()
  @Min(1)
  rowVersion?: number | null;
}

@InputType({ description: 'Optional optimistic-concurrency check of a connection change.' })
export class ErpConnectionChangeInput {
  @Field(() => Int, { nullable: true, description: 'When given and stale: concurrency.conflict.' })
  @IsOptional()
  @Min(1)
  rowVersion?: number | null;
}

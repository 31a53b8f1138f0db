import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Whether the service and the stores it depends on answer.' })
export class HealthStatus {
  @Field({ description: '"ok" when the database and the key-value store both answer, else "unavailable".' })
  status: string;

  @Field({ description: '"ok" or "unavailable".' })
  database: string;

  @Field({ description: '"ok" or "unavailable".' })
  keyValueStore: string;
}

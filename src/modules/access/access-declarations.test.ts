import 'reflect-metadata';
import { buildSchema, Query, Resolver } from 'type-graphql';
import { ACCESS_EXTENSION, assertAccessDeclared } from '../../platform/graphql/access-declarations';
import { Allow, Authenticated, on, Public } from './allow.decorator';

@Resolver()
class DeclaredResolver {
  @Public()
  @Query(() => String)
  open(): string {
    return 'open';
  }

  @Authenticated()
  @Query(() => String)
  signedIn(): string {
    return 'signed in';
  }

  @Allow('organization.view', on.organization((args) => args.id))
  @Query(() => String)
  scoped(): string {
    return 'scoped';
  }
}

@Resolver()
class ForgottenResolver {
  @Query(() => String)
  forgotten(): string {
    return 'nobody said who may call this';
  }
}

describe('access declarations', () => {
  it('travel with the root field as plain data', async () => {
    const schema = await buildSchema({ resolvers: [DeclaredResolver] });
    const fields = schema.getQueryType()!.getFields();
    expect(fields.open.extensions[ACCESS_EXTENSION]).toEqual({ kind: 'public' });
    expect(fields.signedIn.extensions[ACCESS_EXTENSION]).toEqual({ kind: 'authenticated' });
    expect(fields.scoped.extensions[ACCESS_EXTENSION]).toEqual({
      kind: 'permission',
      permission: 'organization.view',
      scope: 'organization',
    });
    expect(() => assertAccessDeclared(schema)).not.toThrow();
  });

  it('are required on every root operation: the schema build names the one without', async () => {
    const schema = await buildSchema({ resolvers: [DeclaredResolver, ForgottenResolver] });
    expect(() => assertAccessDeclared(schema)).toThrow(/Query\.forgotten/);
  });
});

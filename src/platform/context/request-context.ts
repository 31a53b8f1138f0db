import type DataLoader from 'dataloader';
import type { DataSource, EntityManager } from 'typeorm';
import { currentEntityManager } from '../database/transaction';
import { DomainError } from '../errors/domain-error';
import type { EventBus } from '../events/event-bus';
import type { KeyValueStore } from '../key-value/key-value-store';
import type { ActiveContext, Actor, Credentials, RequestedContext } from './actor';
import { LoaderRegistry, type LoaderDefinition } from './loader-registry';

/**
 * Loads the actor of verified credentials; null when the user is gone, inactive or the session was revoked. A null
 * `sessionId` (delegated credentials) checks no session.
 */
export type ActorSource = (
  ctx: RequestContext,
  credentials: { userId: string; sessionId: string | null },
) => Promise<Actor | null>;

/** Loads the actor of a service account's token; null when the account is gone or deleted (its tokens die with it). */
export type ServiceAccountSource = (ctx: RequestContext, serviceAccountId: string) => Promise<Actor | null>;

export interface ContextDependencies {
  dataSource: DataSource;
  keyValue: KeyValueStore;
  /** Live events for subscriptions; services publish through `publishAfterCommit(ctx.events, …)`. */
  events: EventBus;
  actorSource: ActorSource;
  /** Absent where no licensing module is composed: service-account tokens are then unauthorized. */
  serviceAccountSource?: ServiceAccountSource;
}

/**
 * Everything one request knows, built once per request the same way for GraphQL and REST. Services take it as
 * their first argument.
 */
export class RequestContext {
  private actorPromise: Promise<Actor> | null = null;
  private validatedContext: ActiveContext | null = null;
  private resolvedTenantId: string | null = null;
  private readonly loaders = new LoaderRegistry();

  constructor(
    readonly traceId: string,
    /** The client address as seen through the configured proxy trust; used for throttling only. */
    readonly clientAddress: string,
    readonly credentials: Credentials,
    readonly requestedContext: RequestedContext,
    private readonly deps: ContextDependencies,
    /** Instances of `shareable` loaders this context shares with others of the same moment; null: its own. */
    private readonly shared: LoaderRegistry | null = null,
  ) {}

  /** The entity manager of the surrounding transaction, or the pool's one outside a transaction. */
  get em(): EntityManager {
    return currentEntityManager(this.deps.dataSource);
  }

  get dataSource(): DataSource {
    return this.deps.dataSource;
  }

  get keyValue(): KeyValueStore {
    return this.deps.keyValue;
  }

  get events(): EventBus {
    return this.deps.events;
  }

  /** The verified token's user and session; 401 when the request carries no valid access token. */
  requireCredentials(): { userId: string; sessionId: string } {
    if (this.credentials.kind !== 'token') throw new DomainError('unauthorized');
    return this.credentials;
  }

  /** The signed-in (or delegating) user with assignments and permissions, loaded at most once per request. */
  requireActor(): Promise<Actor> {
    this.actorPromise ??= (async () => {
      const { credentials } = this;
      if (credentials.kind === 'serviceAccount') {
        const account = await this.deps.serviceAccountSource?.(this, credentials.serviceAccountId);
        if (!account) throw new DomainError('unauthorized');
        return account;
      }
      const actor = await this.deps.actorSource(
        this,
        credentials.kind === 'delegated' ? { userId: credentials.userId, sessionId: null } : this.requireCredentials(),
      );
      if (!actor) throw new DomainError('unauthorized');
      return actor;
    })();
    return this.actorPromise;
  }

  /**
   * The context (or organization) the call's access declaration validated (`on.context()`, `on.contextOrganization()`);
   * reading it elsewhere is a programming error.
   */
  get activeContext(): ActiveContext {
    if (!this.validatedContext)
      throw new Error('No validated active context: the operation is not declared on the context');
    return this.validatedContext;
  }

  setActiveContext(context: ActiveContext): void {
    this.validatedContext = context;
  }

  /**
   * The tenant the call's access declaration resolved from the authenticated caller (`on.tenant(…)`), never from the
   * request; reading it elsewhere is a programming error.
   */
  get tenantId(): string {
    if (this.resolvedTenantId === null)
      throw new Error('No resolved tenant: the operation is not declared on a tenant');
    return this.resolvedTenantId;
  }

  setTenantId(tenantId: string): void {
    this.resolvedTenantId = tenantId;
  }

  loader<K, V>(definition: LoaderDefinition<K, V>): DataLoader<K, V, unknown> {
    return (definition.shareable && this.shared ? this.shared : this.loaders).get(this, definition);
  }
}

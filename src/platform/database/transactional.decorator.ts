import { RequestContext } from '../context/request-context';
import { inTransaction, type IsolationLevel } from './transaction';

/**
 * Runs the decorated resolver method in one database transaction, retried as a whole on serialization failure.
 * The method must take the RequestContext as one of its arguments.
 */
export function Transactional(isolation: IsolationLevel = 'READ COMMITTED'): MethodDecorator {
  return (_target, _propertyKey, descriptor) => {
    const original = descriptor.value as unknown as (...args: unknown[]) => Promise<unknown>;
    const wrapped = function (this: unknown, ...args: unknown[]) {
      const ctx = args.find((arg): arg is RequestContext => arg instanceof RequestContext);
      if (!ctx) throw new Error('@Transactional() needs a RequestContext argument');
      return inTransaction(ctx.dataSource, () => original.apply(this, args), isolation);
    };
    descriptor.value = wrapped as unknown as typeof descriptor.value;
    return descriptor;
  };
}

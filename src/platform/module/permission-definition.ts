/**
 * A permission a feature module introduces: the string its access declarations name, what it allows, and the roles
 * granted it. MegaAdmin holds every permission and is not listed. Role codes are strings here because the platform
 * knows no module; the access module's `definePermissions` types them, and the role table refuses an unknown one.
 */
export interface PermissionDefinition<TName extends string = string> {
  name: TName;
  /** One sentence for docs/permissions.md: what holding it allows. */
  description: string;
  /** The roles granted it besides MegaAdmin. */
  grantedTo: readonly string[];
}

import { PlatformSettingsDocument, UpdatePlatformSettingsDocument } from '../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../platform/rest/rest-route';

/**
 * Platform settings: a stored override wins over the environment value, which wins over the default
 * (docs/organizations-and-settings.md §Platform settings). Values are strings.
 */
export const settingsRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/api/platform/settings',
    summary: 'Platform settings: overrides plus environment values and defaults',
    tag: 'Platform settings',
    operation: PlatformSettingsDocument,
    result: (data) => data.platformSettings,
    status: 200,
  }),
  route({
    method: 'put',
    path: '/api/platform/settings',
    summary: 'Set (string) or remove (null) setting overrides',
    tag: 'Platform settings',
    operation: UpdatePlatformSettingsDocument,
    bodyVariable: 'input',
    result: (data) => data.updatePlatformSettings,
    status: 200,
  }),
];

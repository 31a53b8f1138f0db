import {
  CreateLocationDocument,
  LocationDocument,
  OrganizationLocationsDocument,
  UpdateLocationDocument,
} from '../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../platform/rest/rest-route';

const SCOPED = 'Scoped organizations and outlets';

/** The outlets of an organization (docs/organizations-and-settings.md). */
export const locationRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/api/organizations/{id}/locations',
    summary: 'Outlets of an organization (an outlet-only user sees their own)',
    tag: SCOPED,
    operation: OrganizationLocationsDocument,
    pathVariables: { id: 'organizationId' },
    result: (data) => data.organizationLocations,
    status: 200,
  }),
  route({
    method: 'post',
    path: '/api/organizations/{id}/locations',
    summary: 'Create an outlet (within the outlet quota)',
    tag: SCOPED,
    operation: CreateLocationDocument,
    pathVariables: { id: 'organizationId' },
    bodyVariable: 'input',
    result: (data) => data.createLocation,
    status: 201,
    errors: ['organization_location_quota_exceeded', 'location_code_conflict', 'workflow.invalid_transition'],
  }),
  route({
    method: 'put',
    path: '/api/organizations/{id}/locations/{locationId}',
    summary: 'Update an outlet of the organization',
    tag: SCOPED,
    operation: UpdateLocationDocument,
    pathVariables: { id: 'organizationId', locationId: 'locationId' },
    bodyVariable: 'input',
    result: (data) => data.updateLocation,
    status: 200,
    errors: ['location_code_conflict', 'concurrency.conflict'],
  }),
  route({
    method: 'get',
    path: '/api/locations/{id}',
    summary: 'One outlet',
    tag: SCOPED,
    operation: LocationDocument,
    pathVariables: { id: 'id' },
    result: (data) => data.location,
    status: 200,
  }),
];

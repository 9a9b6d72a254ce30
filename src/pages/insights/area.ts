// The insights as the route table (src/app/routes.tsx) loads them: one module, so that webpack
// builds the area's chunk from one root. Nothing else imports it.

export { InsightsRoute } from './InsightsRoute';

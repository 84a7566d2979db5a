/** /partner-business-dashboard: where a local user with a complete profile lands after sign-up; the partner dashboard. */
export { Component } from './partner-dashboard';

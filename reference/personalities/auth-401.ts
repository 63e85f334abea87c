import { definePersonality } from './personality.js';

/** ERROR.OTHER_STATUSES: RFC 6750 statuses for authentication (401 + WWW-Authenticate) and isolation (403). */
export const auth401 = definePersonality({
  name: 'auth-401',
  description: "A missing or invalid token answers 401 with WWW-Authenticate: Bearer; another organisation's token answers 403.",
  overrides: {
    statuses: { unauthenticated: 401, 'other-org': 403 },
    refusalHeaders: { unauthenticated: { 'www-authenticate': 'Bearer' } },
  },
});

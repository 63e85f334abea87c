/**
 * A body every write of the API must refuse: a JSON array where each write takes an object. It
 * parses (so a global body parser does not refuse it before routing, as it would refuse malformed
 * JSON on any path) and is refused by the route itself; a route that does not validate still finds
 * nothing to create in it.
 */
export const REFUSAL_BODY = '[]';

import { handleAuthRequest } from '@/server/staff/handle-auth-request';

/** Staff sign-in (better-auth), behind the site's gate: src/server/staff/handle-auth-request.ts. */
export const GET = handleAuthRequest;
export const POST = handleAuthRequest;

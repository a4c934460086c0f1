import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { deviceCookieSeconds } from './devices.ts';
import { type IssuedTokens, sessionPolicy } from './sessions.ts';

export type SessionCookies = {
  names: { access: string; refresh: string; device: string };
  set(reply: FastifyReply, tokens: IssuedTokens): void;
  clear(reply: FastifyReply): void;
};

/** HttpOnly, SameSite=Lax cookies; Secure with the __Host- prefix in production. */
export function sessionCookies(isProduction: boolean): SessionCookies {
  const prefix = isProduction ? '__Host-' : '';
  const names = { access: `${prefix}sid`, refresh: `${prefix}rt`, device: `${prefix}did` };
  const base: CookieSerializeOptions = { httpOnly: true, sameSite: 'lax', secure: isProduction, path: '/' };
  return {
    names,
    set(reply, tokens) {
      reply.setCookie(names.access, tokens.accessToken, {
        ...base,
        maxAge: sessionPolicy.accessMinutes * 60,
      });
      const refreshSeconds = Math.max(1, Math.floor((tokens.sessionExpires.getTime() - Date.now()) / 1000));
      reply.setCookie(names.refresh, tokens.refreshToken, { ...base, maxAge: refreshSeconds });
      if (tokens.deviceToken)
        reply.setCookie(names.device, tokens.deviceToken, { ...base, maxAge: deviceCookieSeconds });
    },
    clear(reply) {
      reply.clearCookie(names.access, base);
      reply.clearCookie(names.refresh, base);
    },
  };
}

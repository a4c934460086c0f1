import { emailPattern, loginSchema, registerCustomerSchema } from '@gas/shared';
import { describe, expect, it } from 'vitest';

// The shared rules the sign-up and log-in forms (and the server) use.
describe('auth form rules', () => {
  it('accepts the simple email pattern of the spec and nothing looser', () => {
    for (const email of ['musa.bello@kano-foods.ng', 'ops_team@sahelgas.com', 'a-b@x.info']) {
      expect(emailPattern.test(email), email).toBe(true);
    }
    for (const email of [
      'musa@kano',
      'musa@kano.c',
      'musa@kano.company',
      'musa+1@kano.ng',
      'musa kano@x.ng',
    ]) {
      expect(emailPattern.test(email), email).toBe(false);
    }
  });

  it('gives one message per field, required first', () => {
    const result = loginSchema.safeParse({ email: '   ', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['email', 'Email Address is required'],
      ['password', 'Password is required'],
    ]);
  });

  it('keeps the offtaker company name optional and trims what is sent', () => {
    const result = registerCustomerSchema.parse({
      firstname: ' Halima ',
      lastname: 'Bello',
      mobile: '08051112222',
      email: ' halima@kanofoods.ng ',
      password: ' secret ',
      confirm: ' secret ',
    });
    expect(result).toEqual({
      firstname: 'Halima',
      lastname: 'Bello',
      mobile: '08051112222',
      email: 'halima@kanofoods.ng',
      password: ' secret ',
      confirm: ' secret ',
    });
  });
});

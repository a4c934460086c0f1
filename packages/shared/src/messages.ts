// Client and server validation messages, worded exactly as the spec's section 5.

export const messages = {
  required: (field: string) => `${field} is required`,
  pattern: (field: string) => `Please enter a valid ${field.toLowerCase()}`,
  min: (field: string, n: number) => `${field} cannot be less than ${n}`,
  max: (field: string, n: number) => `${field} cannot be more than ${n}`,
  minLength: (field: string, n: number) => `${field} cannot be less than ${n} characters`,
  maxLength: (field: string, n: number) => `${field} cannot be more than ${n} characters`,
  confirmMismatch: 'Password and Confirm Password do not match',
} as const;

/** What the identity service's sign-in tells a diner, in English (the spec's words); the other languages beside this file. */
import { defineMessages } from '#src/i18n/define.ts';

/** Refused and failed sign-ins. */
export const identityMessages = defineMessages('server.identity', {
  otpNotSent: 'The OTP could not be sent. Please try again.',
  codeNone: 'Invalid OTP. Please request a new one.',
  codeUsed: 'This OTP has already been used or replaced by a newer one. Please use the latest OTP.',
  codeExpired: 'This OTP has expired. Please request a new one.',
  codeLocked: 'Too many wrong attempts for this OTP. Please request a new one.',
  codeWrong: 'Invalid OTP. Please check the code and try again.',
  codeDaily: 'Too many wrong OTPs for this phone number today. Please try again tomorrow.',
  tooManyForPhone: 'Too many OTP requests for this phone number. Please try again later.',
  tooManyForPhoneToday: 'Too many OTP requests for this phone number today. Please try again later.',
  tooManyFromNetwork: 'Too many OTP requests from your network. Please try again later.',
  sessionNotFound: 'The current user session could not be found.',
  jwtInvalid: 'The JWT token is invalid or has expired. Please sign in again.',
});

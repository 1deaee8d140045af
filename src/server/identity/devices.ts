/** The device fields of Appwrite's Session and Log models, read from a User-Agent header. */
import Bowser from 'bowser';

/** Appwrite's device fields (empty strings where the User-Agent does not say). */
export interface DeviceFields {
  osCode: string;
  osName: string;
  osVersion: string;
  clientType: string;
  clientCode: string;
  clientName: string;
  clientVersion: string;
  clientEngine: string;
  clientEngineVersion: string;
  deviceName: string;
  deviceBrand: string;
  deviceModel: string;
}

/** Longest User-Agent kept; real ones are a few hundred characters. */
export const maxUserAgentLength = 512;

/** The device fields of `userAgent`; an empty or unknown one gives empty fields. */
export function deviceFields(userAgent: string): DeviceFields {
  const empty: DeviceFields = {
    osCode: '',
    osName: '',
    osVersion: '',
    clientType: '',
    clientCode: '',
    clientName: '',
    clientVersion: '',
    clientEngine: '',
    clientEngineVersion: '',
    deviceName: '',
    deviceBrand: '',
    deviceModel: '',
  };
  if (!userAgent.trim()) return empty;
  const parsed = Bowser.parse(userAgent.slice(0, maxUserAgentLength));
  const code = (text: string | undefined) => (text ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '');
  return {
    ...empty,
    osCode: code(parsed.os.name),
    osName: parsed.os.name ?? '',
    osVersion: parsed.os.version ?? '',
    clientType: parsed.browser.name ? 'browser' : '',
    clientCode: code(parsed.browser.name),
    clientName: parsed.browser.name ?? '',
    clientVersion: parsed.browser.version ?? '',
    clientEngine: parsed.engine.name ?? '',
    clientEngineVersion: parsed.engine.version ?? '',
    deviceName: parsed.platform.type ?? '',
    deviceBrand: parsed.platform.vendor ?? '',
    deviceModel: parsed.platform.model ?? '',
  };
}

/**
 * Review photos as objects in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), signed
 * with AWS Signature V4 by aws4fetch: path-style URLs `<endpoint>/<bucket>/<key>`, so any
 * S3-compatible service works without DNS per bucket.
 */
import { AwsClient } from 'aws4fetch';
import { checkedKey, type PhotoStore } from './photoStore.ts';

/** Where the bucket is and the keys that may write to it. */
export interface S3Config {
  /** The service's base URL, e.g. https://s3.ap-south-1.amazonaws.com. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Photos in an S3-compatible bucket. */
export function s3PhotoStore(config: S3Config, fetcher: typeof fetch = fetch): PhotoStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const base = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`;
  const call = async (method: string, key: string, body?: Buffer) => {
    const request = await client.sign(`${base}/${checkedKey(key)}`, {
      method,
      ...(body
        ? {
            body: new Uint8Array(body),
            headers: { 'content-type': 'image/webp', 'content-length': String(body.length) },
          }
        : {}),
    });
    return fetcher(request);
  };
  const failed = async (what: string, response: Response) =>
    new Error(`photo store: ${what} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return {
    kind: 's3',
    async put(key, bytes) {
      const response = await call('PUT', key, bytes);
      if (!response.ok) throw await failed(`PUT ${key}`, response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await call('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failed(`GET ${key}`, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await call('DELETE', key);
      if (!response.ok && response.status !== 404) throw await failed(`DELETE ${key}`, response);
      await response.body?.cancel();
    },
  };
}

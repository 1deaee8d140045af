/**
 * Photos for the tests of review photos: a plain JPEG, one carrying EXIF with a GPS position, an
 * image bomb (a small PNG declaring far more pixels than the server decodes), and a polyglot
 * (a JPEG with a script after its end).
 */
import sharp from 'sharp';

/** A plain JPEG of `width`×`height` pixels. */
export function plainJpeg(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** A JPEG taken "somewhere": EXIF with a camera, a GPS latitude and longitude, and orientation 6 (turned). */
export async function jpegWithGps(): Promise<Buffer> {
  const taken = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 10, g: 90, b: 160 } } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 56/1 6/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 37/1 28/1' },
    })
    .jpeg()
    .toBuffer();
  return sharp(taken).keepExif().withMetadata({ orientation: 6 }).jpeg().toBuffer();
}

/** Whether a JPEG's EXIF points to a GPS block (tag 0x8825, little-endian as sharp writes it). */
export async function hasGps(jpeg: Buffer): Promise<boolean> {
  const exif = (await sharp(jpeg).metadata()).exif;
  return exif?.includes(Buffer.from([0x25, 0x88])) ?? false;
}

/** A PNG whose header declares 50,000×50,000 pixels (an image bomb; its bytes are few). */
export async function pngBomb(): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  // IHDR's width and height sit at bytes 16 and 20; its CRC after them is fixed up.
  png.writeUInt32BE(50_000, 16);
  png.writeUInt32BE(50_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A JPEG with an HTML page and script after its end. */
export async function polyglotJpeg(): Promise<Buffer> {
  return Buffer.concat([await plainJpeg(64, 64), Buffer.from('<html><script>alert(1)</script></html>')]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

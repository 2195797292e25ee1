import sharp from "sharp";

/** The GPS position written into test photos: the studio's block in Portland (45.5299 N, 122.6845 W). */
export const TEST_GPS = { latitude: "45/1 31/1 4764/100", longitude: "122/1 41/1 42/10" } as const;

/**
 * A JPEG photo of `width` x `height` px (a colour gradient with a diagonal band, so it compresses
 * like a photo) carrying EXIF with a GPS position, a camera and an orientation, as a phone writes.
 */
export async function gpsTaggedJpeg(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#c2410c"/><stop offset="1" stop-color="#e7e5e4"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><path d="M0 ${height} L${width} 0" stroke="#44403c" stroke-width="${Math.round(width / 20)}"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "TestPhone", Model: "Camera 1", Orientation: "1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: TEST_GPS.latitude,
        GPSLongitudeRef: "W",
        GPSLongitude: TEST_GPS.longitude,
      },
    })
    .toBuffer();
}

/** Whether `bytes` carry EXIF with a GPS position, or the test's camera name anywhere. */
export async function carriesLocation(bytes: Buffer): Promise<boolean> {
  const { exif, xmp } = await sharp(bytes).metadata();
  return (
    Boolean(exif?.includes("GPS") || xmp) || bytes.includes("TestPhone") || bytes.includes(TEST_GPS.latitude)
  );
}

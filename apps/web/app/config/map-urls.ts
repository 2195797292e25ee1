/** Where the studio is on the map: latitude and longitude in degrees (content/company.json `location`). */
export type MapLocation = { latitude: number; longitude: number };

/**
 * The Contact page's OpenStreetMap frame and link for `location` (docs/product.md#contact): the
 * frame shows 0.02 degrees of longitude by 0.01 of latitude around the marker; the link opens the
 * map at zoom 17 on it.
 */
export function mapUrlsOf({ latitude, longitude }: MapLocation): { embedUrl: string; linkUrl: string } {
  const box = [longitude - 0.01, latitude - 0.005, longitude + 0.01, latitude + 0.005]
    .map((degrees) => degrees.toFixed(4))
    .join("%2C");
  return {
    embedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${box}&layer=mapnik&marker=${latitude}%2C${longitude}`,
    linkUrl: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
  };
}

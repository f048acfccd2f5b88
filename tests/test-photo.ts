import sharp from 'sharp';

/**
 * A photograph-like JPEG made on the spot (tests and the image benchmark; no large file is kept in
 * the repository). Photos have detail at every scale, which is what makes them expensive to send:
 * this one sums coloured noise at four scales (broad patches of colour down to fine grain, each
 * smoothed up from a smaller picture), so that it compresses about as badly as a real photograph.
 * `seed` shifts the layers, so that photos differ.
 */
export async function makeTestPhoto(width: number, height: number, seed = 1): Promise<Buffer> {
  const layers = [
    { divisor: 96, sigma: 55 },
    { divisor: 24, sigma: 30 },
    { divisor: 6, sigma: 16 },
    { divisor: 1, sigma: 7 },
  ];
  const sum = new Float32Array(width * height * 3).fill(0);
  for (const [index, layer] of layers.entries()) {
    const small = { width: Math.max(2, Math.round(width / layer.divisor)), height: Math.max(2, Math.round(height / layer.divisor)) };
    const noise = await sharp({ create: { ...small, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: layer.sigma } } })
      .png()
      .toBuffer();
    const offset = (seed * 7 + index * 13) % 5;
    const smooth = await sharp(noise)
      .extract({ left: 0, top: 0, width: small.width - offset, height: small.height - offset })
      .resize(width, height, { kernel: 'cubic', fit: 'fill' })
      .raw()
      .toBuffer();
    for (let pixel = 0; pixel < sum.length; pixel += 1) sum[pixel] = (sum[pixel] ?? 0) + (smooth[pixel] ?? 128) - 128;
  }
  const pixels = Buffer.alloc(sum.length);
  // A warm mid-grey scene: each channel around its own middle, the layers' detail on top.
  const base = [150, 130, 110];
  for (let pixel = 0; pixel < sum.length; pixel += 1) pixels[pixel] = Math.max(0, Math.min(255, Math.round((base[pixel % 3] ?? 128) + (sum[pixel] ?? 0))));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

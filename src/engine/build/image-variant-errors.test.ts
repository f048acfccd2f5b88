// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pngHeader } from '../../../tests/png-header';
import { cachedVariant, createImagePlanner, ImageVariantError, writeImageVariants } from './image-variants';

let root: string;
const publicDir = () => path.join(root, 'public');

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'image-variant-errors-'));
  await mkdir(path.join(publicDir(), 'img'), { recursive: true });
  // A real 1200 × 1000 picture (1.2 megapixels), and a header that claims 64 × 64 but holds no pixels.
  const picture = await sharp({ create: { width: 1200, height: 1000, channels: 3, background: '#13A89E' } })
    .png()
    .toBuffer();
  await writeFile(path.join(publicDir(), 'img', 'huge.png'), picture);
  await writeFile(path.join(publicDir(), 'img', 'truncated.png'), pngHeader(64, 64));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('an image the build cannot encode', () => {
  it('is named in the error, as content names it, with what sharp said (issue 27: "Input image exceeds pixel limit" named no file)', async () => {
    // sharp's limit is the validator's (IMAGE_MAX_MEGAPIXELS): at 1 megapixel, this picture is over it.
    vi.stubEnv('IMAGE_MAX_MEGAPIXELS', '1');
    const planner = createImagePlanner(publicDir());
    planner.variant('/img/huge.png', 640);
    const [request] = planner.requests();
    const failure = cachedVariant(request!, path.join(root, 'cache'));
    await expect(failure).rejects.toBeInstanceOf(ImageVariantError);
    await expect(failure).rejects.toThrow(/^public\/img\/huge\.png: the build could not make its variants: Input image exceeds pixel limit/);
  });

  it('is named when the file is broken, and the whole step fails on it, with no absolute path', async () => {
    const planner = createImagePlanner(publicDir());
    planner.preview('/img/truncated.png');
    const error = (await writeImageVariants(planner.requests(), path.join(root, 'client'), path.join(root, 'cache')).catch(
      (caught: unknown) => caught,
    )) as Error;
    expect(error).toBeInstanceOf(ImageVariantError);
    expect(error.message).toMatch(/^public\/img\/truncated\.png: the build could not make its variants: /);
    expect(error.message).not.toContain(root);
  });
});

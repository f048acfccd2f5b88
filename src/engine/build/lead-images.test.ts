import { leadImagesOf } from './lead-images';

describe('leadImagesOf', () => {
  it('finds high-priority images anywhere and video posters in the first section only', () => {
    const html = [
      '<header><img src="/img/logo.svg" alt="Gruppo"></header>',
      '<main><section id="hero"><video aria-hidden="true" poster="/img/vid-poster.webp"></video>',
      '<img src="/img/hero/about.webp" alt="" loading="eager" fetchpriority="high"></section>',
      '<section id="later"><video poster="/img/later.webp"></video><img src="/img/lazy.webp" loading="lazy"></section></main>',
    ].join('');
    expect(leadImagesOf(html)).toEqual(['/img/hero/about.webp', '/img/vid-poster.webp']);
  });

  it('finds nothing on a page without lead media, and never an image from another site', () => {
    expect(leadImagesOf('<main><section><h1>Privacy</h1></section></main>')).toEqual([]);
    expect(leadImagesOf('<section><img src="https://cdn.example.com/a.webp" fetchpriority="high"></section>')).toEqual([]);
  });
});

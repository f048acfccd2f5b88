import { formatLaunchItem } from './launch-item';
import { findVideosWithoutAddress } from './missing-videos';
import { findPlaceholdersInJson, findPlaceholdersInText, placeholderReasons } from './placeholder-text';

describe('placeholderReasons', () => {
  it.each([
    ['https://www.gruppo.example', '"www.gruppo.example" is a placeholder domain: use the real address'],
    ['info@gruppo.example', '"gruppo.example" is a placeholder domain: use the real address'],
    ['https://example.com/page', '"example.com" is a placeholder domain: use the real address'],
    ['https://www.youtube-nocookie.com/embed/REPLACE_WITH_VIDEO_ID', '"REPLACE_WITH_VIDEO_ID" marks unfinished content: fill in the real value'],
    ['+233 30 000 0000', '"+233 30 000 0000" is a placeholder telephone number: use the real one'],
    ['tel:+233200000001', '"tel:+233200000001" is a placeholder telephone number: use the real one'],
  ])('finds the stand-in in %s', (text, reason) => {
    expect(placeholderReasons(text)).toEqual([reason]);
  });

  it.each([
    'We collect it, for example when you send us a message.',
    'https://www.gruppo.com.gh/about',
    '+233 30 274 1200',
    'ISO 27001 achieved in 2022',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ])('leaves real content alone: %s', (text) => {
    expect(placeholderReasons(text)).toEqual([]);
  });
});

describe('findPlaceholdersInJson', () => {
  it('reports each placeholder with its line and JSON path, and skips the $schema line', () => {
    const text = [
      '{',
      '  "$schema": "../schemas/site.schema.json",',
      '  "url": "https://www.gruppo.example",',
      '  "contact": {',
      '    "phones": ["+233 30 274 1200", "+233 20 000 0000"]',
      '  }',
      '}',
    ].join('\n');
    expect(findPlaceholdersInJson('content/site.json', text).map(formatLaunchItem)).toEqual([
      'content/site.json:3 url: "www.gruppo.example" is a placeholder domain: use the real address',
      'content/site.json:5 contact.phones[1]: "+233 20 000 0000" is a placeholder telephone number: use the real one',
    ]);
  });
});

describe('findPlaceholdersInText', () => {
  it('reports the lines of a post that hold a placeholder', () => {
    const post = ['---', 'title: "Workshop"', '---', '', 'Write to events@gruppo.example to book.'].join('\n');
    expect(findPlaceholdersInText('content/blog/posts/workshop.md', post).map(formatLaunchItem)).toEqual([
      'content/blog/posts/workshop.md:5 "gruppo.example" is a placeholder domain: use the real address',
    ]);
  });
});

describe('findVideosWithoutAddress', () => {
  it("lists video embeds that have no video yet, at the section's line, and only those", () => {
    const page = JSON.stringify(
      {
        path: '/innovare/advisory',
        sections: [
          { id: 'hero', type: 'hero' },
          { id: 'video', type: 'video-embed', title: 'Introduction' },
          { id: 'film', type: 'video-embed', title: 'Film', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
        ],
      },
      null,
      2,
    );
    expect(findVideosWithoutAddress('content/pages/innovare-advisory.json', page).map(formatLaunchItem)).toEqual([
      'content/pages/innovare-advisory.json:8 sections[1]: this video has no "src" yet, so the page leaves the section out: add the video\'s embed address',
    ]);
  });
});

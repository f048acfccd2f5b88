/** The hand-written opening of docs/content-guide.md; the rest of the guide is generated from the schemas. */
export const contentGuideIntro = `# Content guide

> This file is generated from the schemas in \`schemas/\` by \`npm run schema\`. Do not edit it by hand:
> change the \`.describe()\` texts in the schemas (or this introduction in
> \`src/engine/manifest/content-guide-intro.ts\`) and run \`npm run schema\`.

Everything a visitor reads on the site is content: JSON files that you can edit without touching code.
The engine checks them, renders every page from them and refuses to build while any of them is wrong.

## How the content is laid out

- \`content/site.json\`: what every page shares: the site's name and address, contact details, social
  profiles, the navigation and footer of each layout (\`main\` and \`advisory\`), and redirects from old
  addresses. Its fields are listed in [The site file](#the-site-file-contentsitejson).
- \`content/pages/<name>.json\`: one file per page. The file name is only a name for you; the address of
  the page is its \`path\` field. A page has a \`title\` and a \`description\` (shown by browsers and
  search engines), a \`layout\`, and a list of \`sections\` shown top to bottom. Each section has a
  \`type\` (one of the [section types](#section-types) below) and an \`id\`.
- \`content/collections/<name>.json\`: shared lists that several pages show (the industries, the
  advisory practices, the divisions, the client logos). Declared once; a section shows a list with
  \`"from": { "collection": "industries" }\`, so a change in the list shows on every page that uses it.
  See [Shared lists](#shared-lists-contentcollectionsjson).
- \`public/\`: images, videos, documents and icons for the browser, served as they are.

Every content file starts with a \`"$schema"\` line (\`"../../schemas/page.schema.json"\` in a page,
\`"../../schemas/collection.schema.json"\` in a shared list, \`"../schemas/site.schema.json"\` in the site file). Editors such as VS Code read it to complete field
names and underline mistakes while you type.

## Adding or changing a page

1. Copy a page that looks like the one you want, e.g. \`content/pages/about.json\` to
   \`content/pages/careers.json\`.
2. Set its \`path\` (\`"/careers"\`), \`title\` (at most 70 characters) and \`description\` (50 to 170
   characters).
3. Edit, add or remove sections. Give each section an \`id\` that is unique on the page, in lower case
   with dashes (\`"why-choose-us"\`); other pages can link to it as \`"/careers#why-choose-us"\`.
4. Link to the page from the navigation or a footer in \`content/site.json\` if visitors should find it.
5. An industry page also needs its entry in \`content/collections/industries.json\` (title, description,
   icon, image and a \`link\` to the new path): that list makes the cards on /advisory/industry and the
   "Useful Links" of every industry page. The same goes for the other shared lists: a page that belongs in
   one is added there too.
6. Run \`npm run validate\` and fix what it reports. If it says that a path "is also the path of" another
   file, the copy still has its original's \`path\`: change the copy's.
7. Link the new page from where visitors will look for it: a menu in \`content/site.json\`, a card or a list
   on a page. \`npm run validate\` warns (\`warning: … no page, menu, footer or shared list links to …\`) about
   a page nothing links to, and \`npm run check:launch\` lists it until it is linked.

To retire a page, delete its file and add a redirect in \`content/site.json\`
(\`{ "from": "/old-address", "to": "/new-address" }\`) so that old links keep working.

## Checking your changes

\`\`\`
npm run validate
\`\`\`

checks every content file against the schemas and against each other in one pass: every internal link
leads to a page, every \`#anchor\` to a section or item on that page, every file path to a file under
\`public/\`, every icon name to an icon of the [icon list](#icons); no two pages share a path; redirects
lead straight to a page and hide none; exactly one page is the not-found page. It prints every problem it
finds, then a summary (\`Manifest OK: …\` or \`Manifest has 3 problems in 2 files\`). The build runs the same
checks and stops with the same messages. A page that nothing links to is a warning, printed with
\`warning:\` in front: it does not stop the build.

It also checks that each content file is laid out the way the project's formatter (Biome) writes it:
two-space indentation, Unix line ends, a line break at the end, and a list or object written on one line
only when it fits in 120 characters. A file written by hand or by another editor can be valid and still
laid out differently, and the automatic checks that run on every change (\`npm run format:check\`)
refuse it. \`npm run validate\` names each such file, with the line where it first differs and the
command that fixes it:

\`\`\`
content/pages/careers.json:4 (root): not formatted as Biome formats it (CI's \`npm run format:check\` fails on it): run \`npx biome format --write content/pages/careers.json\`, or \`npm run format\` for every file
\`\`\`

Run that command and nothing but the spaces and line breaks changes. The build does not check the layout.

## Reading an error message

\`\`\`
content/pages/payments.json:41 sections[2].cards[1].link.href: "/paymets" is not a page; did you mean "/payments"?
\`\`\`

- \`content/pages/payments.json:41\`: the file, and the line to look at (most editors jump there when you
  click it or use "Go to line").
- \`sections[2].cards[1].link.href\`: the path to the field inside the file. Counting starts at 0:
  \`sections[2]\` is the third section, \`cards[1]\` its second card. \`(root)\` means the whole file.
- After the colon: what was expected and what was found, and the nearest valid name when there is
  one. A problem with a missing field points at the object that should hold it.

## Images, videos and other files

Files under \`public/\` are referenced from the site root: \`"/img/hero/about.webp"\` is the file
\`public/img/hero/about.webp\`. To replace an image, overwrite the file with one of the same name (keep
roughly the same proportions); to use a new one, add the file under \`public/\` and put its path in the
content. Width and height are read from the file at build time. Write a text alternative (\`alt\`) that
says what the image shows, or \`""\` for a purely decorative image. Use SVG for logos; a background
video needs an MP4 file and a poster image (a WebM version is optional).

**Photographs** can be dropped in as they come from the camera or the photographer: JPEG, PNG, WebP,
AVIF or TIFF, at any size. The build makes WebP copies of each at the widths its place on the page
needs and lets every browser download the smallest that is sharp on its screen; the original file is
never sent, and the camera's location data is not copied. Turn the photo the right way up in the file
or not at all: the camera's orientation flag is followed. The share image of a page (\`image\`, and
\`defaultImage\` in site.json) is cut to 1200 × 630 px around its most detailed part. Give each photo
at least the width its place shows it at, or \`npm run validate\` warns that it will look soft: a page
header 1920 px, a picture beside text or on a card 600 px, a header illustration 440 px, a logo 168
px, a badge 128 px (SVG files scale, and are never warned about). A new photo costs the next build a
few seconds; after that it is taken from the cache. Images below the first screen load only when the
visitor scrolls near them; the first image of a page loads first.

Where each kind of file lives, and how to replace it. The files shipped with the site are stand-ins
we made (\`scripts/assets/generate-assets.sh\`): logos, icons, the share image, page and section
images, the background videos and the sample posts with their pictures. \`npm run check:launch\` lists
every one still in place (the list is \`content/placeholder-files.json\`), and drops it as soon as a
file with other bytes takes its name. Only these are final as shipped: the Inter typeface and its
licence (\`public/fonts/\`), \`public/site.webmanifest\` and the blog's categories
(\`content/blog/categories.json\`).

| Files | What they are | To replace |
| --- | --- | --- |
| \`public/img/logo.svg\`, \`logo-light.svg\`, \`public/img/advisory/logo*.svg\` | the group's and the advisory division's logos (dark and light versions) | overwrite with SVG files of similar proportions; their paths are in \`content/site.json\` |
| \`public/favicon.svg\`, \`favicon.ico\`, \`apple-touch-icon.png\`, \`public/img/icon-192.png\`, \`icon-512.png\`, \`public/site.webmanifest\` | the browser tab and home-screen icons | overwrite each file at the same size (16 and 32 px in the .ico, 180, 192 and 512 px PNG squares) |
| \`public/img/og-default.png\` | the picture shown when a page is shared on social media (1200 × 630 px) | overwrite, or give a page its own with the page's \`image\` field |
| \`public/img/vid.mp4\`, \`vid.webm\`, \`vid-poster.webp\`; \`public/img/advisory/vid.*\` | the background videos of the home and advisory pages and their still images | keep each video short (10–20 s), muted and small (both versions together under 1.5 MB); export H.264 MP4 with "fast start", and a VP9 WebM if you can; the poster is the first frame as WebP |
| \`public/img/hero/*.webp\` | page header backgrounds (1920 px wide) | overwrite; keep them dark or plain enough for white text |
| \`public/img/industries/*.webp\` | the industry cards and headers | overwrite; the paths are in \`content/collections/industries.json\` |
| \`public/img/divisions/*.svg\` | division logo tiles | overwrite; the paths are in \`content/collections/divisions.json\` |
| \`public/img/clients/*.svg\` | client logos of the "Our Reach" carousels, by sector (\`bank-01.svg\` …) | overwrite with the organisation's logo (with its permission) and put its real name in \`content/collections/clients.json\`; add or remove entries to change the counts |
| \`public/img/badges/*.svg\`, \`public/img/about/*\`, \`public/img/home/*\`, \`public/img/services/*\`, \`public/img/advisory/about.webp\` | badges and section pictures | overwrite, keeping the proportions |
| \`content/blog/images/\` | pictures of blog posts, served under \`/uploads/\` | see the README's blog section |

The embedded video of \`/innovare/advisory\` is a YouTube address in the page's \`video-embed\` section:
replace \`REPLACE_WITH_VIDEO_ID\` with the id of the group's video (the part after \`watch?v=\`).
`;

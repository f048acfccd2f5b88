#!/usr/bin/env bash
# Regenerates the sample blog images in content/blog/images/ (served under /uploads/).
#
# The outputs are committed files; neither the build nor the server runs this script. Each image
# is an abstract 1200x630 graphic in the brand colours (the size link previews use), under 30 KB.
#
# Requirements (Debian 12): apt-get install -y --no-install-recommends librsvg2-bin webp
# Usage: scripts/assets/generate-blog-images.sh
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/content/blog/images"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
for tool in rsvg-convert cwebp; do
  command -v "$tool" >/dev/null || { echo "missing tool: $tool" >&2; exit 1; }
done
mkdir -p "$OUT"

# The palette is the design tokens' (src/theme/tokens.ts), printed as shell assignments: NAVY, TEAL,
# SKY, GOLD, ROSE, SLATE, COLOR_ON_BRAND, COLOR_HIGHLIGHT... Motifs are single-quoted, so they name a
# token as {NAME} and render() fills it in. #9FE3DA, a light teal on the dark ground, is the artwork's own.
eval "$(cd "$ROOT" && npx --no-install tsx scripts/assets/print-tokens.ts)"
WHITE=$COLOR_ON_BRAND
HIGHLIGHT=$COLOR_HIGHLIGHT

# frame ACCENT MOTIF_SVG: the shared background (navy to accent, soft rings, a dot grid) around a motif.
frame() {
  local accent="$1" motif="$2"
  cat <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="$NAVY"/>
      <stop offset="0.55" stop-color="$NAVY"/>
      <stop offset="1" stop-color="$accent"/>
    </linearGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse">
      <circle cx="3" cy="3" r="2" fill="$WHITE" fill-opacity="0.16"/>
    </pattern>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect x="60" y="60" width="336" height="224" fill="url(#dots)"/>
  <circle cx="1080" cy="-40" r="260" fill="none" stroke="$WHITE" stroke-opacity="0.08" stroke-width="2"/>
  <circle cx="-60" cy="660" r="300" fill="$accent" fill-opacity="0.18"/>
  <path d="M0 560 L1200 380" stroke="$WHITE" stroke-opacity="0.07" stroke-width="2"/>
  $motif
</svg>
SVG
}

render() {
  local name="$1" accent="$2" motif="$3"
  motif=${motif//\{WHITE\}/$WHITE}
  motif=${motif//\{HIGHLIGHT\}/$HIGHLIGHT}
  motif=${motif//\{SKY\}/$SKY}
  motif=${motif//\{TEAL\}/$TEAL}
  frame "$accent" "$motif" >"$TMP/$name.svg"
  rsvg-convert -w 1200 -h 630 "$TMP/$name.svg" -o "$TMP/$name.png"
  cwebp -quiet -q 72 -m 6 "$TMP/$name.png" -o "$OUT/$name.webp"
  local size
  size=$(stat -c %s "$OUT/$name.webp")
  if ((size > 30720)); then echo "$name.webp is $size bytes, over 30 KB" >&2; exit 1; fi
  echo "$name.webp  $size bytes"
}

# ISO 27001: a shield-like hexagon in concentric rings.
render iso-27001 "$TEAL" '
  <g transform="translate(820 315)" fill="none" stroke="{WHITE}">
    <circle r="230" stroke-opacity="0.10" stroke-width="2"/>
    <circle r="170" stroke-opacity="0.16" stroke-width="2"/>
    <polygon points="0,-120 104,-60 104,60 0,120 -104,60 -104,-60" stroke-opacity="0.85" stroke-width="6"/>
    <polyline points="-42,4 -10,36 48,-30" stroke="#9FE3DA" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
  </g>'

# PCI DSS: layered payment cards.
render pci-dss "$SKY" '
  <g transform="translate(700 170)">
    <rect x="80" y="0" width="360" height="226" rx="22" fill="{WHITE}" fill-opacity="0.08" stroke="{WHITE}" stroke-opacity="0.25" stroke-width="2"/>
    <rect x="40" y="60" width="360" height="226" rx="22" fill="{WHITE}" fill-opacity="0.10" stroke="{WHITE}" stroke-opacity="0.4" stroke-width="2"/>
    <rect x="0" y="120" width="360" height="226" rx="22" fill="{SKY}" fill-opacity="0.55" stroke="{WHITE}" stroke-opacity="0.9" stroke-width="3"/>
    <rect x="32" y="176" width="64" height="46" rx="8" fill="{HIGHLIGHT}"/>
    <rect x="32" y="262" width="220" height="14" rx="7" fill="{WHITE}" fill-opacity="0.7"/>
    <rect x="32" y="290" width="140" height="12" rx="6" fill="{WHITE}" fill-opacity="0.45"/>
  </g>'

# Third-party risk: an organisation linked to its suppliers.
render third-party-risk "$SLATE" '
  <g stroke="{WHITE}" stroke-opacity="0.45" stroke-width="3">
    <line x1="820" y1="315" x2="640" y2="160"/><line x1="820" y1="315" x2="1020" y2="150"/>
    <line x1="820" y1="315" x2="1060" y2="420"/><line x1="820" y1="315" x2="660" y2="500"/>
    <line x1="640" y1="160" x2="520" y2="300"/><line x1="1060" y1="420" x2="1000" y2="560"/>
  </g>
  <g fill="{WHITE}">
    <circle cx="820" cy="315" r="46" fill="{TEAL}" stroke="{WHITE}" stroke-width="4"/>
    <circle cx="640" cy="160" r="22" fill-opacity="0.85"/><circle cx="1020" cy="150" r="22" fill-opacity="0.85"/>
    <circle cx="1060" cy="420" r="22" fill-opacity="0.85"/><circle cx="660" cy="500" r="22" fill="{HIGHLIGHT}"/>
    <circle cx="520" cy="300" r="14" fill-opacity="0.5"/><circle cx="1000" cy="560" r="14" fill-opacity="0.5"/>
  </g>'

# Board oversight: a rising set of bars and a trend line.
render board "$GOLD" '
  <g transform="translate(620 500)" fill="{WHITE}">
    <rect x="0" y="-120" width="70" height="120" rx="6" fill-opacity="0.25"/>
    <rect x="100" y="-180" width="70" height="180" rx="6" fill-opacity="0.35"/>
    <rect x="200" y="-150" width="70" height="150" rx="6" fill-opacity="0.45"/>
    <rect x="300" y="-250" width="70" height="250" rx="6" fill-opacity="0.6"/>
    <rect x="400" y="-310" width="70" height="310" rx="6" fill="{HIGHLIGHT}"/>
    <polyline points="35,-170 135,-230 235,-200 335,-300 435,-360" fill="none" stroke="{WHITE}" stroke-width="5" stroke-linejoin="round"/>
  </g>'

# Security operations: radar rings and a sweep.
render soc "$TEAL" '
  <g transform="translate(840 330)" fill="none" stroke="{WHITE}">
    <circle r="240" stroke-opacity="0.12" stroke-width="2"/>
    <circle r="180" stroke-opacity="0.2" stroke-width="2"/>
    <circle r="120" stroke-opacity="0.3" stroke-width="2"/>
    <circle r="60" stroke-opacity="0.45" stroke-width="2"/>
    <path d="M0 0 L0 -240 A240 240 0 0 1 208 -120 Z" fill="#9FE3DA" fill-opacity="0.22" stroke="none"/>
    <line x1="0" y1="0" x2="208" y2="-120" stroke="#9FE3DA" stroke-width="4"/>
    <circle cx="120" cy="-150" r="9" fill="{HIGHLIGHT}" stroke="none"/>
    <circle cx="-90" cy="70" r="7" fill="{WHITE}" fill-opacity="0.7" stroke="none"/>
  </g>'

# Training: steps climbing to the right.
render training "$SKY" '
  <g transform="translate(600 520)" fill="{WHITE}">
    <rect x="0" y="-80" width="140" height="80" fill-opacity="0.2"/>
    <rect x="140" y="-160" width="140" height="160" fill-opacity="0.3"/>
    <rect x="280" y="-240" width="140" height="240" fill-opacity="0.42"/>
    <rect x="420" y="-320" width="140" height="320" fill-opacity="0.55"/>
    <circle cx="490" cy="-372" r="30" fill="{HIGHLIGHT}"/>
  </g>'

# Board briefing: seats around a table.
render board-briefing "$ROSE" '
  <g transform="translate(840 330)">
    <ellipse rx="210" ry="110" fill="{WHITE}" fill-opacity="0.1" stroke="{WHITE}" stroke-opacity="0.6" stroke-width="3"/>
    <g fill="{WHITE}" fill-opacity="0.8">
      <circle cx="-150" cy="-140" r="22"/><circle cx="-50" cy="-165" r="22"/><circle cx="50" cy="-165" r="22"/><circle cx="150" cy="-140" r="22"/>
      <circle cx="-150" cy="140" r="22"/><circle cx="-50" cy="165" r="22"/><circle cx="50" cy="165" r="22"/><circle cx="150" cy="140" r="22"/>
      <circle cx="-260" cy="0" r="22"/>
    </g>
    <circle cx="260" cy="0" r="26" fill="{HIGHLIGHT}"/>
  </g>'

# Awareness: a signal spreading outwards.
render awareness "$ROSE" '
  <g transform="translate(760 330)" fill="none" stroke="{WHITE}" stroke-linecap="round">
    <circle r="34" fill="{HIGHLIGHT}" stroke="none"/>
    <path d="M80 -80 A113 113 0 0 1 80 80" stroke-opacity="0.8" stroke-width="8"/>
    <path d="M150 -150 A212 212 0 0 1 150 150" stroke-opacity="0.55" stroke-width="8"/>
    <path d="M220 -220 A311 311 0 0 1 220 220" stroke-opacity="0.3" stroke-width="8"/>
    <path d="M-80 -80 A113 113 0 0 0 -80 80" stroke-opacity="0.8" stroke-width="8"/>
    <path d="M-150 -150 A212 212 0 0 0 -150 150" stroke-opacity="0.55" stroke-width="8"/>
  </g>'

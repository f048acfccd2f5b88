#!/usr/bin/env bash
# Regenerates the site's generic, placeholder media assets under public/.
#
# The outputs are committed files; the site build does NOT run this script.
# Every asset is deliberately generic (abstract shapes, no real brands) so a
# maintainer can replace any of them by dropping a file with the same name in
# place.
#
# Requirements (Debian 12):
#   apt-get install -y --no-install-recommends imagemagick ffmpeg webp \
#     librsvg2-bin pngquant fonts-dejavu-core
#
# Usage:
#   scripts/assets/generate-assets.sh            # everything
#   scripts/assets/generate-assets.sh logos hero # only some sections
# Sections: logos badge divisions clients icons hero cards video
# (the video section takes a few minutes: two-pass VP9)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PUB="$ROOT/public"
IMG="$PUB/img"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

for tool in rsvg-convert cwebp ffmpeg pngquant; do
  command -v "$tool" >/dev/null || { echo "missing tool: $tool" >&2; exit 1; }
done
# ImageMagick 6 ("convert") or 7 ("magick").
if command -v magick >/dev/null; then IM=(magick); else IM=(convert); fi

# Palette: the design tokens' (src/theme/tokens.ts), printed as shell assignments (NAVY, COLOR_HIGHLIGHT...).
# TEAL here is the artwork's own brighter teal for marks on navy, not the site's accent; so are the
# darker navies and greys of the clients' tiles and the heroes' grounds below.
eval "$(cd "$ROOT" && npx --no-install tsx scripts/assets/print-tokens.ts)"
TEAL="#13A89E"
GOLD=$COLOR_HIGHLIGHT
GREY=$COLOR_SURFACE_MUTED
WHITE=$COLOR_ON_BRAND
FONT="system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif"

mkdir -p "$IMG"/{hero,home,about,advisory,services,industries,badges,divisions,clients}

# svg -> png at a given size
rasterise() { # in.svg out.png width height
  rsvg-convert -w "$3" -h "$4" -o "$2" "$1"
}
# svg -> webp with quality; retries lower quality until under the byte limit
to_webp() { # in.svg out.webp width height limit_bytes [quality]
  local svg=$1 out=$2 w=$3 h=$4 limit=$5 q=${6:-82}
  rasterise "$svg" "$TMP/r.png" "$w" "$h"
  while :; do
    cwebp -quiet -m 6 -q "$q" -sharp_yuv -metadata none "$TMP/r.png" -o "$out"
    local size; size=$(stat -c %s "$out")
    if (( size <= limit )) || (( q <= 40 )); then break; fi
    q=$((q - 6))
  done
}

# Deterministic pseudo-random numbers for awk (implementation independent).
AWK_RAND='
function rnd() { SEED = (SEED * 1103515245 + 12345) % 2147483648; return SEED / 2147483648 }
function rr(a, b) { return a + (b - a) * rnd() }
function ri(a, b) { return int(a + (b - a + 1) * rnd()) }
'

# ---------------------------------------------------------------------------
# Brand mark (open ring "G" with a node) used by logo, favicon and OG image.
# Drawn in a 48x48 box.
mark_g() { # stroke_colour accent_colour
  cat <<EOF
<path d="M36.26 13.72A16 16 0 1 0 40 24H25" fill="none" stroke="$1" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="36.6" cy="13.4" r="4.6" fill="$2"/>
EOF
}
# Advisory mark: open ring with an "i" (bar + node).
mark_i() { # stroke_colour accent_colour
  cat <<EOF
<path d="M36.26 13.72A16 16 0 1 0 40 24" fill="none" stroke="$1" stroke-width="6" stroke-linecap="round"/>
<path d="M24 21V33" stroke="$1" stroke-width="6" stroke-linecap="round"/>
<circle cx="24" cy="12.5" r="3.8" fill="$2"/>
EOF
}

gen_logos() {
  local c a name file
  for variant in dark light; do
    if [[ $variant == dark ]]; then c=$NAVY; a=$TEAL; file="$IMG/logo.svg"; name="Gruppo";
    else c=$WHITE; a=$TEAL; file="$IMG/logo-light.svg"; name="Gruppo (light)"; fi
    cat >"$file" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img" aria-labelledby="t">
<title id="t">Gruppo</title>
$(mark_g "$c" "$a")
<text x="54" y="33.5" fill="$c" font-family="$FONT" font-size="27" font-weight="700" letter-spacing="0.4">Gruppo</text>
</svg>
EOF
  done
  cat >"$IMG/advisory/logo.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="270" height="48" viewBox="0 0 270 48" role="img" aria-labelledby="t">
<title id="t">Innovare Advisory</title>
$(mark_i "$NAVY" "$TEAL")
<text x="54" y="32.5" fill="$NAVY" font-family="$FONT" font-size="22" letter-spacing="0.3"><tspan font-weight="700">Innovare</tspan><tspan fill="$TEAL" font-weight="400" dx="6">Advisory</tspan></text>
</svg>
EOF
}

# ---------------------------------------------------------------------------
gen_badge() {
  # 24-point rosette around a circle.
  local pts
  pts=$(awk 'BEGIN{n=48; for(i=0;i<n;i++){a=i*3.14159265/(n/2)-1.5707963; r=(i%2)?74:80; printf "%.1f,%.1f ", 80+r*cos(a), 80+r*sin(a)}}')
  cat >"$IMG/badges/tier-1-accredited.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-labelledby="t">
<title id="t">Tier 1 Accredited</title>
<polygon points="$pts" fill="$NAVY"/>
<circle cx="80" cy="80" r="64" fill="none" stroke="$GOLD" stroke-width="2.5"/>
<circle cx="80" cy="80" r="58" fill="none" stroke="$GOLD" stroke-width="1" stroke-dasharray="2 3"/>
<path d="M68 44l8 8 16-16" fill="none" stroke="$TEAL" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
<text x="80" y="92" text-anchor="middle" fill="$WHITE" font-family="$FONT" font-size="27" font-weight="700" letter-spacing="1">TIER 1</text>
<text x="80" y="112" text-anchor="middle" fill="$GOLD" font-family="$FONT" font-size="12" font-weight="700" letter-spacing="1.6">ACCREDITED</text>
<path d="M52 122h56" stroke="$GOLD" stroke-width="1.2" stroke-opacity=".7"/>
</svg>
EOF
}

# ---------------------------------------------------------------------------
# Division tiles, 240x120: mark (in a 56x56 box at x=24,y=32) + name.
div_tile() { # file title line1 line2 mark_svg
  # A wide mark without a frame of its own (the page's tile frames it), cropped to its content so the
  # name stays legible when two logos share a phone's row.
  local l2=""
  [[ -n $4 ]] && l2="<text x=\"70\" y=\"48\" fill=\"$TEAL\" font-family=\"$FONT\" font-size=\"13\" font-weight=\"700\" letter-spacing=\"1.2\">$4</text>"
  local y1=36; [[ -n $4 ]] && y1=28
  cat >"$1" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="216" height="56" viewBox="0 0 216 56" role="img" aria-labelledby="t">
<title id="t">$2</title>
<rect width="56" height="56" rx="14" fill="$NAVY"/>
$5
<text x="70" y="$y1" fill="$NAVY" font-family="$FONT" font-size="21" font-weight="700">$3</text>
$l2
</svg>
EOF
}

gen_divisions() {
  local D="$IMG/divisions"
  div_tile "$D/advisory.svg" "Innovare Advisory" "Innovare" "ADVISORY" \
    "<path d=\"M14 40l10-10 7 7 11-15\" fill=\"none\" stroke=\"$WHITE\" stroke-width=\"4\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/><path d=\"M35 18h8v8\" fill=\"none\" stroke=\"$GOLD\" stroke-width=\"4\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
  div_tile "$D/learning.svg" "Learning" "Learning" "" \
    "<path d=\"M28 19c-5-3-10-4-15-3v23c5-1 10 0 15 3 5-3 10-4 15-3V16c-5-1-10 0-15 3z\" fill=\"none\" stroke=\"$WHITE\" stroke-width=\"3.5\" stroke-linejoin=\"round\"/><path d=\"M28 19v23\" stroke=\"$TEAL\" stroke-width=\"3.5\"/>"
  div_tile "$D/sysassure.svg" "Sysassure" "Sysassure" "" \
    "<rect x=\"13\" y=\"14\" width=\"30\" height=\"22\" rx=\"3\" fill=\"none\" stroke=\"$WHITE\" stroke-width=\"3.5\"/><path d=\"M22 44h12M28 36v8\" stroke=\"$WHITE\" stroke-width=\"3.5\" stroke-linecap=\"round\"/><path d=\"M21 25l5 5 9-9\" fill=\"none\" stroke=\"$TEAL\" stroke-width=\"3.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
  div_tile "$D/cyberassure.svg" "Cyberassure" "Cyberassure" "" \
    "<path d=\"M28 11l14 5v11c0 9-6 15-14 19-8-4-14-10-14-19V16z\" fill=\"none\" stroke=\"$WHITE\" stroke-width=\"3.5\" stroke-linejoin=\"round\"/><rect x=\"22\" y=\"26\" width=\"12\" height=\"9\" rx=\"2\" fill=\"$TEAL\"/><path d=\"M24.5 26v-3a3.5 3.5 0 0 1 7 0v3\" fill=\"none\" stroke=\"$TEAL\" stroke-width=\"2.5\"/>"
  div_tile "$D/soc.svg" "SOC 24/7" "SOC 24/7" "SECURITY OPS" \
    "<circle cx=\"28\" cy=\"28\" r=\"15\" fill=\"none\" stroke=\"$WHITE\" stroke-width=\"3.5\"/><circle cx=\"28\" cy=\"28\" r=\"7\" fill=\"none\" stroke=\"$WHITE\" stroke-opacity=\".55\" stroke-width=\"2.5\"/><path d=\"M28 28L39 17\" stroke=\"$TEAL\" stroke-width=\"3.5\" stroke-linecap=\"round\"/><circle cx=\"28\" cy=\"28\" r=\"3\" fill=\"$GOLD\"/>"
  div_tile "$D/ai-solutions.svg" "AI Solutions" "AI Solutions" "" \
    "<path d=\"M16 18L28 28 40 18M16 38L28 28 40 38M16 18v20M40 18v20\" fill=\"none\" stroke=\"$WHITE\" stroke-opacity=\".7\" stroke-width=\"2.2\"/><circle cx=\"16\" cy=\"18\" r=\"4\" fill=\"$WHITE\"/><circle cx=\"40\" cy=\"18\" r=\"4\" fill=\"$WHITE\"/><circle cx=\"16\" cy=\"38\" r=\"4\" fill=\"$WHITE\"/><circle cx=\"40\" cy=\"38\" r=\"4\" fill=\"$WHITE\"/><circle cx=\"28\" cy=\"28\" r=\"5.5\" fill=\"$TEAL\"/>"
  div_tile "$D/thought-leadership.svg" "Thought Leadership" "Thought" "LEADERSHIP" \
    "<path d=\"M28 12a11 11 0 0 0-6.5 19.9c1 .8 1.5 1.9 1.5 3.1v1h10v-1c0-1.2.5-2.3 1.5-3.1A11 11 0 0 0 28 12z\" fill=\"none\" stroke=\"$WHITE\" stroke-width=\"3.2\" stroke-linejoin=\"round\"/><path d=\"M23.5 41h9M25 45h6\" stroke=\"$WHITE\" stroke-width=\"3\" stroke-linecap=\"round\"/><circle cx=\"28\" cy=\"23\" r=\"3.5\" fill=\"$GOLD\"/>"
}

# ---------------------------------------------------------------------------
# Generic client tiles, 200x100. The mark cycles through simple shapes, the
# shade through a few navy/grey tones. Mark lives in a 36x36 box at (22,32).
client_mark() { # index colour
  local c=$2
  case $(( $1 % 10 )) in
    0) echo "<circle cx=\"18\" cy=\"18\" r=\"16\" fill=\"$c\"/><circle cx=\"18\" cy=\"18\" r=\"7\" fill=\"#fff\"/>";;
    1) echo "<rect x=\"3\" y=\"3\" width=\"30\" height=\"30\" rx=\"4\" transform=\"rotate(45 18 18)\" fill=\"none\" stroke=\"$c\" stroke-width=\"5\"/>";;
    2) echo "<path d=\"M18 2L34 32H2z\" fill=\"$c\"/><path d=\"M18 16l6 11H12z\" fill=\"#fff\"/>";;
    3) echo "<path d=\"M18 1l15 8.5v17L18 35 3 26.5v-17z\" fill=\"$c\"/>";;
    4) echo "<rect x=\"2\" y=\"4\" width=\"9\" height=\"28\" rx=\"2\" fill=\"$c\"/><rect x=\"14\" y=\"12\" width=\"9\" height=\"20\" rx=\"2\" fill=\"$c\" fill-opacity=\".75\"/><rect x=\"26\" y=\"20\" width=\"9\" height=\"12\" rx=\"2\" fill=\"$c\" fill-opacity=\".5\"/>";;
    5) echo "<circle cx=\"12\" cy=\"18\" r=\"11\" fill=\"$c\"/><circle cx=\"24\" cy=\"18\" r=\"11\" fill=\"$c\" fill-opacity=\".55\"/>";;
    6) echo "<path d=\"M4 10l14 8 14-8M4 20l14 8 14-8\" fill=\"none\" stroke=\"$c\" stroke-width=\"5\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>";;
    7) echo "<path d=\"M3 33A15 15 0 0 1 33 33\" fill=\"none\" stroke=\"$c\" stroke-width=\"5\"/><path d=\"M10 33a8 8 0 0 1 16 0\" fill=\"none\" stroke=\"$c\" stroke-width=\"5\"/><circle cx=\"18\" cy=\"8\" r=\"4\" fill=\"$c\"/>";;
    8) echo "<path d=\"M18 18V2a16 16 0 1 1-16 16z\" fill=\"$c\"/><path d=\"M14 14V2A12 12 0 0 0 2 14z\" fill=\"$c\" fill-opacity=\".5\"/>";;
    9) echo "<path d=\"M2 34L18 2l16 32\" fill=\"none\" stroke=\"$c\" stroke-width=\"5\" stroke-linejoin=\"round\"/><path d=\"M10 24h16\" stroke=\"$c\" stroke-width=\"4\"/>";;
  esac
}

# The "Our Reach" strips show, until the group supplies its clients' logos (with their permission),
# neutral tiles naming the kinds of organisation served in each sector: sector markers, never
# invented clients. Each label is "first line|second line".
client_labels_telecom=("Mobile network|operators" "Internet|providers" "Broadcast and|media houses")
client_labels_fintech=("Mobile money|operators" "Payment|providers" "Payment|switches" "Card|processors" "Remittance|companies" "Digital|lenders" "Merchant|acquirers" "E-commerce|platforms")
client_labels_transport=("Ports and|harbours" "Logistics and|freight firms")
client_labels_energy=("Power|generation" "Electricity|distribution" "Upstream|oil and gas" "Petroleum|downstream" "Water|utilities")
client_labels_bank=("Universal|banks" "Community|banks" "Savings and|loans firms" "Microfinance|institutions" "Development|finance" "Investment|banks" "Insurance|companies" "Pension fund|managers" "Asset|managers" "Securities|brokers" "Credit|unions" "Finance|houses" "Mortgage|finance" "Leasing|companies")

gen_clients() {
  local shades=("$NAVY" "#3A4D63" "#24486E" "#47576A")
  local keys=(telecom fintech transport energy bank)
  local k=0 key i nn c label line1 line2
  for key in "${keys[@]}"; do
    local -n labels="client_labels_$key"
    for (( i = 1; i <= ${#labels[@]}; i++ )); do
      nn=$(printf '%02d' "$i")
      c=${shades[$(( (k + i) % ${#shades[@]} ))]}
      label=${labels[$((i - 1))]}
      line1=${label%%|*}; line2=${label#*|}
      cat >"$IMG/clients/$key-$nn.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="168" height="56" viewBox="0 0 168 56" role="img" aria-labelledby="t">
<title id="t">$line1 $line2</title>
<g transform="translate(3 10)">$(client_mark $(( k * 7 + i * 3 )) "$TEAL")</g>
<text x="50" y="24" fill="$c" font-family="$FONT" font-size="14" font-weight="700">$line1</text>
<text x="50" y="43" fill="$c" font-family="$FONT" font-size="14" font-weight="700">$line2</text>
</svg>
EOF
    done
    unset -n labels
    k=$((k + 1))
  done
}

# ---------------------------------------------------------------------------
gen_icons() {
  # Favicon: the brand mark on a navy rounded square (64 unit grid).
  cat >"$PUB/favicon.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-labelledby="t">
<title id="t">Gruppo</title>
<rect width="64" height="64" rx="14" fill="$NAVY"/>
<g transform="translate(3.2 3.2) scale(1.2)">
<path d="M36.26 13.72A16 16 0 1 0 40 24H25" fill="none" stroke="$WHITE" stroke-width="5.6" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="36.6" cy="13.4" r="4.6" fill="$TEAL"/>
</g>
</svg>
EOF
  # Full-bleed variant (no rounded corners) for apple-touch / PWA icons, which
  # the platforms mask themselves.
  cat >"$TMP/icon-square.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<rect width="64" height="64" fill="$NAVY"/>
<g transform="translate(10.4 10.4) scale(0.9)">
<path d="M36.26 13.72A16 16 0 1 0 40 24H25" fill="none" stroke="$WHITE" stroke-width="5.6" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="36.6" cy="13.4" r="4.6" fill="$TEAL"/>
</g>
</svg>
EOF
  for s in 16 32 48; do rasterise "$PUB/favicon.svg" "$TMP/fav-$s.png" $s $s; done
  "${IM[@]}" "$TMP/fav-16.png" "$TMP/fav-32.png" "$TMP/fav-48.png" "$PUB/favicon.ico"
  rasterise "$TMP/icon-square.svg" "$PUB/apple-touch-icon.png" 180 180
  rasterise "$TMP/icon-square.svg" "$IMG/icon-192.png" 192 192
  rasterise "$TMP/icon-square.svg" "$IMG/icon-512.png" 512 512
  for f in "$PUB/apple-touch-icon.png" "$IMG/icon-192.png" "$IMG/icon-512.png"; do
    pngquant --force --quality 70-95 --strip --output "$f" "$f"
  done

  # Social share image 1200x630.
  cat >"$TMP/og.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="$NAVY"/><stop offset="1" stop-color="#071A33"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="$TEAL" stop-opacity=".45"/><stop offset="1" stop-color="$TEAL" stop-opacity="0"/></radialGradient>
<radialGradient id="glow2" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="$GOLD" stop-opacity=".22"/><stop offset="1" stop-color="$GOLD" stop-opacity="0"/></radialGradient>
<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#fff" stroke-opacity=".05" stroke-width="1"/></pattern>
</defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<rect width="1200" height="630" fill="url(#grid)"/>
<circle cx="1020" cy="120" r="420" fill="url(#glow)"/>
<circle cx="1100" cy="600" r="300" fill="url(#glow2)"/>
<g fill="none" stroke="#fff" stroke-opacity=".10" stroke-width="2">
<circle cx="980" cy="315" r="150"/><circle cx="980" cy="315" r="230"/><circle cx="980" cy="315" r="310"/>
</g>
<g transform="translate(96 200) scale(2.6)">$(mark_g "$WHITE" "$TEAL")</g>
<text x="240" y="290" fill="#fff" font-family="DejaVu Sans" font-size="84" font-weight="700" letter-spacing="1">Gruppo</text>
<rect x="100" y="352" width="72" height="5" rx="2.5" fill="$GOLD"/>
<text x="100" y="416" fill="#DCE6F0" font-family="DejaVu Sans" font-size="34">Business advisory, cybersecurity</text>
<text x="100" y="462" fill="#DCE6F0" font-family="DejaVu Sans" font-size="34">and technology assurance</text>
</svg>
EOF
  rasterise "$TMP/og.svg" "$IMG/og-default.png" 1200 630
  pngquant --force --quality 65-90 --strip --output "$IMG/og-default.png" "$IMG/og-default.png"
}

# ---------------------------------------------------------------------------
# Hero banners drawn at 1600x600, written at 1920x720 (the widest a page header shows): dark layered gradients + one subtle line motif each.
hero_motif() { # motif seed
  local m=$1 seed=$2
  case $m in
    rings)
      awk -v S="$seed" "$AWK_RAND"'BEGIN{SEED=S; for(r=90;r<=720;r+=64){printf "<circle cx=\"1230\" cy=\"300\" r=\"%d\"/>", r};
        for(i=0;i<14;i++){r=90+64*ri(0,9); a=rr(0,6.283); printf "<circle cx=\"%.0f\" cy=\"%.0f\" r=\"3.5\" fill=\"#fff\" stroke=\"none\" fill-opacity=\".5\"/>", 1230+r*cos(a), 300+r*sin(a)}}';;
    circuit)
      awk -v S="$seed" "$AWK_RAND"'BEGIN{SEED=S; for(i=0;i<26;i++){y=ri(1,29)*20; x=rr(500,1500); l1=rr(60,260); d=(rnd()<.5)?-1:1; b=ri(2,5)*20; l2=rr(60,200);
        x1=x+l1; x2=x1+b; y2=y+d*b; x3=x2+l2;
        printf "<path d=\"M%.0f %dH%.0fL%.0f %dH%.0f\"/><circle cx=\"%.0f\" cy=\"%d\" r=\"4\"/><circle cx=\"%.0f\" cy=\"%d\" r=\"4\"/>", x,y,x1,x2,y2,x3,x,y,x3,y2}}';;
    hex)
      awk 'BEGIN{s=38; h=s*1.7320508; for(row=-1;row<12;row++) for(col=-1;col<30;col++){cx=col*s*1.5+600; cy=row*h+((col%2)?h/2:0);
        printf "<path d=\"M%.1f %.1fl%.1f %.1fh%.1fl%.1f %.1fl%.1f %.1fh%.1fz\"/>", cx-s,cy, s/2,-h/2, s, s/2,h/2, -s/2,h/2, -s}}';;
    shield)
      echo '<path d="M1200 70l190 70v150c0 120-80 200-190 250-110-50-190-130-190-250V140z" stroke-width="3"/>'
      echo '<path d="M1200 140l120 44v106c0 80-50 136-120 170-70-34-120-90-120-170V184z" stroke-width="2"/>'
      echo '<circle cx="1200" cy="280" r="28" stroke-width="3"/><path d="M1200 308v52" stroke-width="6" stroke-linecap="round"/>'
      awk 'BEGIN{for(y=30;y<600;y+=40) for(x=30;x<1600;x+=40) printf "<circle cx=\"%d\" cy=\"%d\" r=\"1.4\" fill=\"#fff\" stroke=\"none\"/>", x, y}';;
    sunrise)
      awk 'BEGIN{for(r=80;r<=900;r+=55) printf "<circle cx=\"800\" cy=\"780\" r=\"%d\" stroke-dasharray=\"%d %d\"/>", r, 2+r/40, 10+r/30;
        for(a=0;a<24;a++){t=3.14159*(a+.5)/24; printf "<path d=\"M%.0f %.0fL%.0f %.0f\" stroke-opacity=\".35\"/>", 800-300*cos(t), 780-300*sin(t), 800-1100*cos(t), 780-1100*sin(t)}}';;
    chart)
      awk -v S="$seed" "$AWK_RAND"'BEGIN{SEED=S; for(i=0;i<14;i++){x=820+i*56; h=60+i*22+rr(-30,30); printf "<rect x=\"%d\" y=\"%.0f\" width=\"28\" height=\"%.0f\" rx=\"4\"/>", x, 560-h, h}
        printf "<path stroke-width=\"3\" d=\"M640 520"; y=500; for(x=700;x<=1600;x+=60){y-=rr(5,42); printf " L%d %.0f", x, y}; printf "\"/>";
        for(y=120;y<=560;y+=110) printf "<path d=\"M700 %dH1600\" stroke-dasharray=\"4 8\"/>", y}';;
    network)
      awk -v S="$seed" "$AWK_RAND"'BEGIN{SEED=S; n=46; for(i=0;i<n;i++){X[i]=rr(420,1600); Y[i]=rr(10,590)}
        for(i=0;i<n;i++){c=0; for(j=i+1;j<n;j++){dx=X[i]-X[j]; dy=Y[i]-Y[j]; if(dx*dx+dy*dy<190*190 && c<3){c++; printf "<path d=\"M%.0f %.0fL%.0f %.0f\"/>", X[i],Y[i],X[j],Y[j]}}}
        for(i=0;i<n;i++) printf "<circle cx=\"%.0f\" cy=\"%.0f\" r=\"%.1f\" fill=\"#fff\" stroke=\"none\"/>", X[i],Y[i], rr(2.5,5)}';;
    waves)
      awk 'BEGIN{for(k=0;k<16;k++){printf "<path d=\"M0 %.0f", 250+k*14; for(x=0;x<=1600;x+=20){y=250+k*14+(70+k*4)*sin(x/260+k*.22)+30*sin(x/97-k*.3); printf " L%d %.1f", x, y}; printf "\"/>"}}';;
    cards)
      awk 'BEGIN{for(c=0;c<4;c++) for(r=-1;r<3;r++){x=900+c*170; y=r*230+((c%2)?120:20);
        printf "<rect x=\"%d\" y=\"%d\" width=\"140\" height=\"200\" rx=\"10\"/><rect x=\"%d\" y=\"%d\" width=\"116\" height=\"70\" rx=\"5\" fill=\"#fff\" fill-opacity=\".05\"/><path d=\"M%d %dh100M%d %dh80M%d %dh92\"/>", x, y, x+12, y+12, x+14, y+110, x+14, y+132, x+14, y+154}}';;
    orbits)
      awk 'BEGIN{for(i=1;i<=6;i++){printf "<ellipse cx=\"1180\" cy=\"300\" rx=\"%d\" ry=\"%d\" transform=\"rotate(-18 1180 300)\" stroke-dasharray=\"%s\"/>", 90*i, 38*i, (i%2)?"6 10":"none"}}'
      echo '<circle cx="1180" cy="300" r="46" fill="#fff" fill-opacity=".06" stroke-width="2"/><circle cx="1535" cy="205" r="12" fill="#fff" fill-opacity=".5" stroke="none"/><circle cx="900" cy="420" r="7" fill="#fff" fill-opacity=".5" stroke="none"/>';;
  esac
}

hero() { # name motif seed glow1 glow1_x glow1_y glow2 glow2_x glow2_y base_right
  local name=$1 motif=$2 seed=$3
  cat >"$TMP/hero.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2=".4"><stop offset="0" stop-color="#061629"/><stop offset=".55" stop-color="$NAVY"/><stop offset="1" stop-color="${10}"/></linearGradient>
<radialGradient id="g1"><stop offset="0" stop-color="$4" stop-opacity=".42"/><stop offset=".6" stop-color="$4" stop-opacity=".12"/><stop offset="1" stop-color="$4" stop-opacity="0"/></radialGradient>
<radialGradient id="g2"><stop offset="0" stop-color="$7" stop-opacity="${11:-.22}"/><stop offset="1" stop-color="$7" stop-opacity="0"/></radialGradient>
<radialGradient id="fade" cx=".72" cy=".5" r=".62"><stop offset="0" stop-color="#fff"/><stop offset=".7" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<mask id="m"><rect width="1600" height="600" fill="url(#fade)"/></mask>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#04101F" stop-opacity=".25"/><stop offset=".5" stop-color="#04101F" stop-opacity="0"/><stop offset="1" stop-color="#04101F" stop-opacity=".45"/></linearGradient>
</defs>
<rect width="1600" height="600" fill="url(#bg)"/>
<ellipse cx="$5" cy="$6" rx="620" ry="420" fill="url(#g1)"/>
<ellipse cx="$8" cy="$9" rx="460" ry="320" fill="url(#g2)"/>
<g mask="url(#m)" fill="none" stroke="#fff" stroke-opacity=".13" stroke-width="1.5">
$(hero_motif "$motif" "$seed")
</g>
<rect width="1600" height="600" fill="url(#shade)"/>
</svg>
EOF
  to_webp "$TMP/hero.svg" "$IMG/hero/$name.webp" 1920 720 $((80 * 1024)) 88
}

gen_hero() {
  hero about       rings   11 "$TEAL" 1250 260 "$GOLD" 250 620 "#0E3358" .12
  hero services    circuit 23 "$TEAL" 1100 420 "#2F6FB0" 300 80 "#0C2C50"
  hero divisions   hex     31 "#2F6FB0" 1200 200 "$TEAL" 500 600 "#0E2F55"
  hero privacy     shield  41 "$TEAL" 1200 300 "$GOLD" 200 0 "#0B2A4A" .12
  hero coming-soon sunrise 53 "$TEAL" 800 660 "$GOLD" 800 620 "#0C2A4C" .14
  hero advisory    chart   67 "$TEAL" 1300 520 "$GOLD" 1500 60 "#0D3154" .12
  hero industry    network 71 "#2F6FB0" 1150 300 "$TEAL" 300 560 "#0C2D51"
  hero contact     waves   83 "$TEAL" 900 420 "#2F6FB0" 1450 80 "#0B2C4F"
  hero blog        cards   97 "#2F6FB0" 1250 260 "$GOLD" 350 560 "#0D2E52" .12
  hero not-found   orbits  101 "$TEAL" 1180 300 "$GOLD" 300 0 "#0B2748" .12
}

# ---------------------------------------------------------------------------
# Section/card illustrations 800x600: light background, flat sector motif.
card() { # out a1_colour a1_x a1_y a2_colour a2_x a2_y  (body on stdin)
  local out=$1 body; body=$(cat)
  cat >"$TMP/card.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="$GREY"/><stop offset="1" stop-color="#E6ECF2"/></linearGradient>
<radialGradient id="a1"><stop offset="0" stop-color="$2" stop-opacity=".22"/><stop offset="1" stop-color="$2" stop-opacity="0"/></radialGradient>
<radialGradient id="a2"><stop offset="0" stop-color="$5" stop-opacity=".18"/><stop offset="1" stop-color="$5" stop-opacity="0"/></radialGradient>
<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="1.6" fill="$NAVY" fill-opacity=".09"/></pattern>
<filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="14"/><feOffset dy="10" result="b"/><feFlood flood-color="$NAVY" flood-opacity=".16"/><feComposite in2="b" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
</defs>
<rect width="800" height="600" fill="url(#bg)"/>
<circle cx="$3" cy="$4" r="330" fill="url(#a1)"/>
<circle cx="$6" cy="$7" r="280" fill="url(#a2)"/>
<rect width="800" height="600" fill="url(#dots)"/>
<circle cx="400" cy="300" r="235" fill="#fff" fill-opacity=".55"/>
$body
</svg>
EOF
  to_webp "$TMP/card.svg" "$out" 800 600 $((38 * 1024)) 86
}

gen_cards() {
  local N=$NAVY T=$TEAL G=$GOLD L="#DCE3EA" M="#AEBBC8"

  # Home: about summary -- five-member board around a table.
  card "$IMG/home/about-summary.webp" "$T" 140 120 "$G" 680 500 <<EOF
<rect x="150" y="140" width="500" height="320" rx="24" fill="#fff" filter="url(#sh)"/>
<path d="M240 250Q400 170 560 250" fill="none" stroke="$L" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round"/>
$(awk -v N="$N" -v T="$T" -v G="$G" 'BEGIN{split(N" "T" "G" "T" "N, c, " "); for(i=0;i<5;i++){x=230+i*85; y=(i==2)?255:275-(i==1||i==3)*8; s=(i==2)?1.15:1;
  printf "<circle cx=\"%d\" cy=\"%.0f\" r=\"%.0f\" fill=\"%s\"/><path d=\"M%.0f %.0fa%.0f %.0f 0 0 1 %.0f 0z\" fill=\"%s\" fill-opacity=\".9\"/>", x, y, 22*s, c[i+1], x-36*s, y+88*s, 36*s, 36*s, 72*s, c[i+1]}}')
<rect x="190" y="385" width="420" height="14" rx="7" fill="$L"/>
<rect x="250" y="413" width="300" height="12" rx="6" fill="$L" fill-opacity=".7"/>
EOF

  # Home: services teaser -- dashboard with charts and a shield card.
  card "$IMG/home/services-teaser.webp" "$T" 650 120 "$N" 120 520 <<EOF
<rect x="130" y="120" width="500" height="350" rx="20" fill="#fff" filter="url(#sh)"/>
<path d="M130 140a20 20 0 0 1 20-20h460a20 20 0 0 1 20 20v26H130z" fill="$N"/>
<circle cx="156" cy="143" r="6" fill="$G"/><circle cx="176" cy="143" r="6" fill="$T"/><circle cx="196" cy="143" r="6" fill="#fff" fill-opacity=".5"/>
<path d="M170 430H410" stroke="$L" stroke-width="3"/>
$(awk -v N="$N" -v T="$T" 'BEGIN{h[0]=70;h[1]=120;h[2]=95;h[3]=160;h[4]=200; for(i=0;i<5;i++) printf "<rect x=\"%d\" y=\"%d\" width=\"30\" height=\"%d\" rx=\"6\" fill=\"%s\"/>", 180+i*46, 424-h[i], h[i], (i==4)?T:((i%2)?N:"#8FA3B8")}')
<path d="M185 330L235 290 280 305 330 250 380 205" fill="none" stroke="$G" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="380" cy="205" r="7" fill="$G"/>
<circle cx="520" cy="270" r="58" fill="none" stroke="$L" stroke-width="24"/>
<circle cx="520" cy="270" r="58" fill="none" stroke="$T" stroke-width="24" stroke-dasharray="200 400" transform="rotate(-90 520 270)"/>
<circle cx="520" cy="270" r="58" fill="none" stroke="$N" stroke-width="24" stroke-dasharray="0 200 90 400" transform="rotate(-90 520 270)"/>
<rect x="465" y="360" width="110" height="10" rx="5" fill="$L"/><rect x="465" y="382" width="80" height="10" rx="5" fill="$L"/>
<g filter="url(#sh)"><rect x="540" y="330" width="130" height="150" rx="18" fill="#fff"/></g>
<path d="M605 356l34 12v26c0 22-14 36-34 46-20-10-34-24-34-46v-26z" fill="$T"/>
<path d="M591 398l10 10 20-20" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
EOF

  # About: story -- timeline with milestones.
  card "$IMG/about/story.webp" "$G" 620 140 "$T" 160 480 <<EOF
<path d="M130 320H650" stroke="$N" stroke-width="5" stroke-linecap="round"/>
$(awk -v N="$N" -v T="$T" -v G="$G" -v L="$L" 'BEGIN{split(T" "N" "T" "G, c, " "); for(i=0;i<4;i++){x=180+i*140; up=(i%2==0);
  y=up?170:360; printf "<g filter=\"url(#sh)\"><rect x=\"%d\" y=\"%d\" width=\"124\" height=\"96\" rx=\"14\" fill=\"#fff\"/></g>", x-62, y;
  printf "<rect x=\"%d\" y=\"%d\" width=\"40\" height=\"10\" rx=\"5\" fill=\"%s\"/><rect x=\"%d\" y=\"%d\" width=\"92\" height=\"9\" rx=\"4.5\" fill=\"%s\"/><rect x=\"%d\" y=\"%d\" width=\"70\" height=\"9\" rx=\"4.5\" fill=\"%s\"/>", x-46, y+20, c[i+1], x-46, y+44, L, x-46, y+64, L;
  printf "<path d=\"M%d %dV%d\" stroke=\"%s\" stroke-width=\"3\" stroke-dasharray=\"3 6\"/>", x, up?y+96:320, up?320:y, "#8FA3B8";
  printf "<circle cx=\"%d\" cy=\"320\" r=\"16\" fill=\"#fff\" stroke=\"%s\" stroke-width=\"6\"/>", x, c[i+1]}}')
<path d="M660 320V226" stroke="$N" stroke-width="5" stroke-linecap="round"/>
<path d="M662 228h48l-12 18 12 18h-48z" fill="$G"/>
EOF

  # About: partner -- two interlocking circles.
  card "$IMG/about/partner.webp" "$T" 600 150 "$G" 200 460 <<EOF
<defs><clipPath id="c1"><circle cx="330" cy="300" r="140"/></clipPath></defs>
<circle cx="330" cy="300" r="140" fill="$N"/>
<circle cx="470" cy="300" r="140" fill="$T"/>
<circle cx="470" cy="300" r="140" fill="$G" clip-path="url(#c1)"/>
<path d="M380 302l18 18 34-36" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="330" cy="300" r="172" fill="none" stroke="$N" stroke-opacity=".15" stroke-width="2" stroke-dasharray="4 8"/>
<circle cx="470" cy="300" r="172" fill="none" stroke="$T" stroke-opacity=".3" stroke-width="2" stroke-dasharray="4 8"/>
<circle cx="185" cy="215" r="10" fill="$T"/><circle cx="628" cy="392" r="10" fill="$N"/><circle cx="600" cy="170" r="7" fill="$G"/>
EOF

  # Advisory: about -- checklist clipboard with a seal.
  card "$IMG/advisory/about.webp" "$T" 160 140 "$G" 640 480 <<EOF
<g filter="url(#sh)"><rect x="260" y="110" width="280" height="390" rx="22" fill="$N"/></g>
<rect x="282" y="150" width="236" height="328" rx="12" fill="#fff"/>
<rect x="345" y="96" width="110" height="38" rx="12" fill="$G"/>
$(awk -v T="$T" -v L="$L" 'BEGIN{for(i=0;i<4;i++){y=190+i*66; printf "<rect x=\"306\" y=\"%d\" width=\"34\" height=\"34\" rx=\"8\" fill=\"none\" stroke=\"%s\" stroke-width=\"4\"/>", y, (i<3)?T:L;
  if(i<3) printf "<path d=\"M313 %dl7 7 14-14\" fill=\"none\" stroke=\"%s\" stroke-width=\"5\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>", y+17, T;
  printf "<rect x=\"356\" y=\"%d\" width=\"%d\" height=\"10\" rx=\"5\" fill=\"%s\"/><rect x=\"356\" y=\"%d\" width=\"%d\" height=\"8\" rx=\"4\" fill=\"%s\" fill-opacity=\".6\"/>", y+4, 140-i*12, L, y+22, 90, L}}')
<g filter="url(#sh)"><circle cx="548" cy="420" r="62" fill="$T"/></g>
<circle cx="548" cy="420" r="48" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2" stroke-dasharray="3 5"/>
<path d="M526 420l15 15 30-30" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>
EOF

  # Services: penetration testing -- code window and targeted shield.
  card "$IMG/services/technology-assurance-pentest.webp" "$T" 620 160 "$N" 160 480 <<EOF
<g filter="url(#sh)"><rect x="140" y="150" width="360" height="280" rx="18" fill="$N"/></g>
<circle cx="166" cy="174" r="6" fill="$G"/><circle cx="186" cy="174" r="6" fill="$T"/><circle cx="206" cy="174" r="6" fill="#fff" fill-opacity=".4"/>
$(awk -v T="$T" -v G="$G" 'BEGIN{w[0]=120;w[1]=180;w[2]=90;w[3]=210;w[4]=140;w[5]=170;w[6]=100;w[7]=150; for(i=0;i<8;i++){x=(i%3==1)?196:168; printf "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"10\" rx=\"5\" fill=\"%s\" fill-opacity=\"%s\"/>", x, 208+i*26, w[i], (i==3)?G:((i%2)?T:"#fff"), (i==3||i%2)?"1":".35"}}')
<g filter="url(#sh)"><path d="M540 160l120 42v92c0 80-52 130-120 160-68-30-120-80-120-160v-92z" fill="#fff"/></g>
<path d="M540 160l120 42v92c0 80-52 130-120 160-68-30-120-80-120-160v-92z" fill="none" stroke="$N" stroke-width="8" stroke-linejoin="round"/>
<circle cx="540" cy="300" r="62" fill="none" stroke="$T" stroke-width="8"/>
<circle cx="540" cy="300" r="32" fill="none" stroke="$T" stroke-width="8"/>
<path d="M540 220v36M540 344v36M460 300h36M584 300h36" stroke="$N" stroke-width="8" stroke-linecap="round"/>
<circle cx="540" cy="300" r="11" fill="$G"/>
EOF

  # Services: vulnerability assessment -- scan grid with a magnifier.
  card "$IMG/services/technology-assurance-vulnerability.webp" "$G" 640 140 "$T" 150 470 <<EOF
<g filter="url(#sh)"><rect x="150" y="130" width="420" height="330" rx="20" fill="#fff"/></g>
$(awk -v T="$T" -v G="$G" -v L="$L" -v N="$N" 'BEGIN{for(r=0;r<6;r++) for(c=0;c<8;c++){k=r*8+c; f=L; o=1;
  if(k==11||k==29||k==36) f=G; else if(k%7==3||k%5==0) f=T; else if(k%11==4) {f=N; o=.8}
  printf "<rect x=\"%d\" y=\"%d\" width=\"38\" height=\"38\" rx=\"8\" fill=\"%s\" fill-opacity=\"%s\"/>", 180+c*48, 160+r*48, f, o}}')
<circle cx="520" cy="350" r="82" fill="#fff" fill-opacity=".55" stroke="$N" stroke-width="16"/>
<path d="M578 408L646 476" stroke="$N" stroke-width="26" stroke-linecap="round"/>
<path d="M478 336a46 46 0 0 1 38-32" fill="none" stroke="$T" stroke-width="8" stroke-linecap="round"/>
EOF

  # Industries ------------------------------------------------------------
  card "$IMG/industries/education.webp" "$T" 620 140 "$G" 160 480 <<EOF
<path d="M180 460H620" stroke="$N" stroke-opacity=".15" stroke-width="6" stroke-linecap="round"/>
<rect x="230" y="400" width="340" height="56" rx="8" fill="$N"/><rect x="540" y="408" width="22" height="40" rx="4" fill="#fff" fill-opacity=".85"/><path d="M250 400v56M266 400v56" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>
<rect x="250" y="344" width="300" height="56" rx="8" fill="$T"/><rect x="256" y="352" width="22" height="40" rx="4" fill="#fff" fill-opacity=".85"/><path d="M530 344v56M514 344v56" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>
<rect x="240" y="288" width="310" height="56" rx="8" fill="$G"/><rect x="520" y="296" width="22" height="40" rx="4" fill="#fff" fill-opacity=".85"/><path d="M262 288v56M278 288v56" stroke="#fff" stroke-opacity=".4" stroke-width="3"/>
<path d="M400 150L540 206 400 262 260 206z" fill="$N"/>
<path d="M330 234v40c0 14 32 24 70 24s70-10 70-24v-40l-70 28z" fill="$N" fill-opacity=".85"/>
<path d="M400 206L510 236v52" fill="none" stroke="$G" stroke-width="5" stroke-linecap="round"/>
<circle cx="510" cy="294" r="9" fill="$G"/>
EOF

  card "$IMG/industries/technology-media-telecommunication.webp" "$T" 400 220 "$N" 640 500 <<EOF
<path d="M400 210L340 470M400 210L460 470M352 418h96M364 364h72M376 312h48M388 262h24M352 418L436 364M448 418L364 364M364 364L424 312M436 364L376 312" fill="none" stroke="$N" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M300 470H500" stroke="$N" stroke-width="10" stroke-linecap="round"/>
<circle cx="400" cy="196" r="18" fill="$T"/>
$(awk -v T="$T" 'BEGIN{for(i=1;i<=3;i++){r=30+i*42; o=1.1-i*.28; printf "<path d=\"M%.1f %.1fA%d %d 0 0 1 %.1f %.1f\" fill=\"none\" stroke=\"%s\" stroke-opacity=\"%.2f\" stroke-width=\"10\" stroke-linecap=\"round\"/>", 400+r*cos(-0.75), 196+r*sin(-0.75), r, r, 400+r*cos(0.75), 196+r*sin(0.75), T, o;
  printf "<path d=\"M%.1f %.1fA%d %d 0 0 0 %.1f %.1f\" fill=\"none\" stroke=\"%s\" stroke-opacity=\"%.2f\" stroke-width=\"10\" stroke-linecap=\"round\"/>", 400-r*cos(-0.75), 196+r*sin(-0.75), r, r, 400-r*cos(0.75), 196+r*sin(0.75), T, o}}')
<g filter="url(#sh)"><rect x="120" y="340" width="150" height="104" rx="12" fill="$N"/></g>
<path d="M183 372v40l32-20z" fill="$G"/>
<g filter="url(#sh)"><rect x="560" y="318" width="84" height="140" rx="14" fill="#fff"/></g>
<rect x="572" y="336" width="60" height="96" rx="6" fill="$T" fill-opacity=".2"/><rect x="584" y="352" width="36" height="8" rx="4" fill="$T"/><rect x="584" y="370" width="26" height="8" rx="4" fill="$N" fill-opacity=".4"/>
EOF

  card "$IMG/industries/payments.webp" "$G" 620 160 "$T" 160 460 <<EOF
<g transform="rotate(-10 360 300)"><rect x="190" y="180" width="330" height="206" rx="22" fill="$T"/></g>
<g filter="url(#sh)"><rect x="170" y="230" width="340" height="210" rx="22" fill="$N"/></g>
<rect x="206" y="288" width="58" height="44" rx="8" fill="$G"/><path d="M206 310h58M235 288v44" stroke="$N" stroke-opacity=".35" stroke-width="3"/>
<path d="M448 292a22 22 0 0 1 0 36M462 282a36 36 0 0 1 0 56M476 272a50 50 0 0 1 0 76" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="5" stroke-linecap="round"/>
$(awk 'BEGIN{for(g=0;g<4;g++) printf "<rect x=\"%d\" y=\"370\" width=\"56\" height=\"12\" rx=\"6\" fill=\"#fff\" fill-opacity=\".45\"/>", 206+g*70}')
<rect x="206" y="400" width="110" height="10" rx="5" fill="#fff" fill-opacity=".3"/>
$(awk -v G="$G" 'BEGIN{for(i=0;i<5;i++){y=440-i*26; printf "<path d=\"M540 %dv18a66 20 0 0 0 132 0v-18z\" fill=\"#B98316\"/><ellipse cx=\"606\" cy=\"%d\" rx=\"66\" ry=\"20\" fill=\"%s\"/>", y, y, G}
  printf "<ellipse cx=\"606\" cy=\"336\" rx=\"44\" ry=\"12\" fill=\"none\" stroke=\"#fff\" stroke-opacity=\".55\" stroke-width=\"4\"/>"}')
EOF

  card "$IMG/industries/transport-logistics.webp" "$T" 180 460 "$G" 640 160 <<EOF
<g stroke="$N" stroke-opacity=".07" stroke-width="2">$(awk 'BEGIN{for(x=140;x<=660;x+=52) printf "<path d=\"M%d 110V490\"/>", x; for(y=110;y<=490;y+=52) printf "<path d=\"M140 %dH660\"/>", y}')</g>
<path d="M180 440C260 430 250 330 340 320S440 390 500 330 560 210 600 200" fill="none" stroke="$N" stroke-width="8" stroke-linecap="round" stroke-dasharray="1 18"/>
<path d="M180 440C260 430 250 330 340 320S440 390 500 330 560 210 600 200" fill="none" stroke="$T" stroke-opacity=".25" stroke-width="22" stroke-linecap="round"/>
<circle cx="180" cy="440" r="16" fill="$T"/><circle cx="180" cy="440" r="6" fill="#fff"/>
<circle cx="340" cy="320" r="12" fill="#fff" stroke="$N" stroke-width="6"/>
<circle cx="500" cy="330" r="12" fill="#fff" stroke="$N" stroke-width="6"/>
<path d="M600 210c-26-30-44-52-44-74a44 44 0 0 1 88 0c0 22-18 44-44 74z" fill="$G" filter="url(#sh)"/>
<circle cx="600" cy="136" r="16" fill="#fff"/>
<g transform="translate(230 180)"><path d="M60 0l60 30-60 30L0 30z" fill="$T"/><path d="M0 30l60 30v70L0 100z" fill="$N"/><path d="M120 30L60 60v70l60-30z" fill="#24486E"/><path d="M20 50l0 60M40 60v60" stroke="#fff" stroke-opacity=".25" stroke-width="4"/></g>
EOF

  card "$IMG/industries/oil-gas.webp" "$G" 560 170 "$T" 170 470 <<EOF
<path d="M140 470H660" stroke="$N" stroke-opacity=".15" stroke-width="6" stroke-linecap="round"/>
<rect x="170" y="270" width="170" height="196" fill="$N"/><ellipse cx="255" cy="270" rx="85" ry="24" fill="#24486E"/>
<path d="M170 320h170M170 380h170" stroke="$T" stroke-width="8"/>
<path d="M200 270v-26" stroke="#24486E" stroke-width="6"/>
<path d="M340 420H640" stroke="$N" stroke-width="24"/>
$(awk -v T="$T" 'BEGIN{for(x=390;x<=610;x+=80) printf "<rect x=\"%d\" y=\"398\" width=\"16\" height=\"44\" rx=\"3\" fill=\"%s\"/>", x, T}')
<rect x="516" y="200" width="22" height="210" fill="$N"/>
<path d="M527 190c-28-24-30-56-6-86 4 20 16 22 22 10 20 24 20 56-16 76z" fill="$G"/>
<path d="M527 186c-12-12-12-26-2-38 4 10 10 10 12 4 8 12 6 26-10 34z" fill="#fff" fill-opacity=".65"/>
<path d="M610 250c-18 24-28 40-28 54a28 28 0 0 0 56 0c0-14-10-30-28-54z" fill="$T"/>
<path d="M600 312a12 12 0 0 0 10 10" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>
EOF

  card "$IMG/industries/banking-financial-services.webp" "$T" 180 170 "$G" 640 460 <<EOF
<path d="M400 130L580 226H220z" fill="$N"/>
<circle cx="400" cy="194" r="18" fill="$G"/>
<rect x="232" y="234" width="336" height="22" rx="4" fill="$N"/>
$(awk -v N="$N" 'BEGIN{for(i=0;i<5;i++){x=258+i*64; printf "<rect x=\"%d\" y=\"264\" width=\"28\" height=\"146\" rx=\"4\" fill=\"%s\" fill-opacity=\".85\"/><rect x=\"%d\" y=\"264\" width=\"40\" height=\"10\" rx=\"3\" fill=\"%s\"/><rect x=\"%d\" y=\"400\" width=\"40\" height=\"10\" rx=\"3\" fill=\"%s\"/>", x, N, x-6, N, x-6, N}}')
<rect x="220" y="414" width="360" height="20" rx="4" fill="$N"/>
<rect x="200" y="438" width="400" height="20" rx="4" fill="#24486E"/>
<g filter="url(#sh)"><rect x="560" y="140" width="130" height="100" rx="14" fill="#fff"/></g>
<path d="M580 216l28-26 22 14 38-38" fill="none" stroke="$T" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M650 166h18v18" fill="none" stroke="$T" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
EOF
}

# ---------------------------------------------------------------------------
# Background videos: soft blobs drifting on closed paths (period = clip length,
# so the clip loops seamlessly) over a dark gradient, under a faint static line
# pattern. 1280x720, 25 fps, 10 s, no audio.
DUR=10
FPS=25

blob_png() { # out colour opacity size
  cat >"$TMP/blob.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="$4" height="$4" viewBox="0 0 100 100">
<defs><radialGradient id="g"><stop offset="0" stop-color="$2" stop-opacity="$3"/><stop offset=".45" stop-color="$2" stop-opacity="$(awk -v o="$3" 'BEGIN{printf "%.3f", o*.55}')"/><stop offset="1" stop-color="$2" stop-opacity="0"/></radialGradient></defs>
<circle cx="50" cy="50" r="50" fill="url(#g)"/>
</svg>
EOF
  rasterise "$TMP/blob.svg" "$1" "$4" "$4"
}

make_video() { # outdir bg.svg pattern.svg "blob specs..." ; blob spec = colour:opacity:size:x-expr:y-expr
  local outdir=$1 bg=$2 pat=$3; shift 3
  rasterise "$bg" "$TMP/v-bg.png" 1280 720
  rasterise "$pat" "$TMP/v-pat.png" 1280 720
  local inputs=(-loop 1 -framerate "$FPS" -t "$DUR" -i "$TMP/v-bg.png")
  local graph="" prev="0:v" i=1 spec col op size xe ye
  for spec in "$@"; do
    IFS='|' read -r col op size xe ye <<<"$spec"
    blob_png "$TMP/v-blob$i.png" "$col" "$op" "$size"
    inputs+=(-loop 1 -framerate "$FPS" -t "$DUR" -i "$TMP/v-blob$i.png")
    graph+="[$prev][$i:v]overlay=x='$xe':y='$ye':eval=frame:shortest=1[v$i];"
    prev="v$i"; i=$((i + 1))
  done
  inputs+=(-loop 1 -framerate "$FPS" -t "$DUR" -i "$TMP/v-pat.png")
  graph+="[$prev][$i:v]overlay=0:0:shortest=1,format=yuv420p[out]"
  ffmpeg -v error -y "${inputs[@]}" -filter_complex "$graph" -map "[out]" -t "$DUR" \
    -c:v ffv1 -pix_fmt yuv420p "$TMP/v-master.mkv"
  ffmpeg -v error -y -i "$TMP/v-master.mkv" -an -c:v libx264 -preset veryslow -crf "${X264_CRF:-24}" \
    -profile:v high -pix_fmt yuv420p -g $((FPS * DUR)) -tune film -movflags +faststart "$outdir/vid.mp4"
  ffmpeg -v error -y -i "$TMP/v-master.mkv" -an -c:v libvpx-vp9 -b:v 0 -crf "${VP9_CRF:-34}" -row-mt 1 \
    -deadline good -cpu-used 1 -pix_fmt yuv420p -g $((FPS * DUR)) -pass 1 -passlogfile "$TMP/vp9" -f null /dev/null
  ffmpeg -v error -y -i "$TMP/v-master.mkv" -an -c:v libvpx-vp9 -b:v 0 -crf "${VP9_CRF:-34}" -row-mt 1 \
    -deadline good -cpu-used 1 -pix_fmt yuv420p -g $((FPS * DUR)) -pass 2 -passlogfile "$TMP/vp9" "$outdir/vid.webm"
  ffmpeg -v error -y -i "$TMP/v-master.mkv" -frames:v 1 "$TMP/v-poster.png"
  cwebp -quiet -m 6 -q 84 -metadata none "$TMP/v-poster.png" -o "$outdir/vid-poster.webp"
}

gen_video() {
  local P="2*PI*t/$DUR"
  # Group variant: navy with teal/blue light, network overlay.
  cat >"$TMP/v1-bg.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#06172B"/><stop offset=".6" stop-color="$NAVY"/><stop offset="1" stop-color="#0A2A4C"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#g)"/>
</svg>
EOF
  cat >"$TMP/v1-pat.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
<defs><radialGradient id="f" cx=".5" cy=".5" r=".7"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity=".2"/></radialGradient>
<mask id="m"><rect width="1280" height="720" fill="url(#f)"/></mask>
<linearGradient id="v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#030C18" stop-opacity=".35"/><stop offset=".5" stop-color="#030C18" stop-opacity=".1"/><stop offset="1" stop-color="#030C18" stop-opacity=".45"/></linearGradient></defs>
<g mask="url(#m)" fill="none" stroke="#fff" stroke-opacity=".09" stroke-width="1.5">
$(awk -v S=7 "$AWK_RAND"'BEGIN{SEED=S; n=60; for(i=0;i<n;i++){X[i]=rr(0,1280); Y[i]=rr(0,720)}
  for(i=0;i<n;i++){c=0; for(j=i+1;j<n;j++){dx=X[i]-X[j]; dy=Y[i]-Y[j]; if(dx*dx+dy*dy<200*200 && c<3){c++; printf "<path d=\"M%.0f %.0fL%.0f %.0f\"/>", X[i],Y[i],X[j],Y[j]}}}
  for(i=0;i<n;i++) printf "<circle cx=\"%.0f\" cy=\"%.0f\" r=\"%.1f\" fill=\"#fff\" fill-opacity=\".35\" stroke=\"none\"/>", X[i],Y[i], rr(2,4)}')
</g>
<rect width="1280" height="720" fill="url(#v)"/>
</svg>
EOF
  make_video "$IMG" "$TMP/v1-bg.svg" "$TMP/v1-pat.svg" \
    "$TEAL|.50|900|700+140*cos($P)-450|260+90*sin($P)-450" \
    "#2F6FB0|.45|1000|300+120*cos($P+2.1)-500|520+80*sin($P+2.1)-500" \
    "$TEAL|.30|700|1050+90*sin($P*2)-350|560+60*cos($P)-350"

  # Advisory variant: teal-leaning palette, blobs on figure-of-eight paths,
  # concentric-arc + dot-grid overlay. (Gold glows read as muddy olive on navy,
  # so the videos stay in the cool part of the palette.)
  cat >"$TMP/v2-bg.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
<defs><linearGradient id="g" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0A3346"/><stop offset=".55" stop-color="#0A2540"/><stop offset="1" stop-color="#051326"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#g)"/>
</svg>
EOF
  cat >"$TMP/v2-pat.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
<defs><linearGradient id="v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#030C18" stop-opacity=".3"/><stop offset=".5" stop-color="#030C18" stop-opacity=".1"/><stop offset="1" stop-color="#030C18" stop-opacity=".45"/></linearGradient></defs>
<g fill="none" stroke="#fff" stroke-opacity=".07" stroke-width="1.5">
$(awk 'BEGIN{for(r=120;r<=1500;r+=70) printf "<circle cx=\"1120\" cy=\"820\" r=\"%d\"/>", r}')
</g>
<g fill="#fff" fill-opacity=".10">$(awk 'BEGIN{for(y=36;y<720;y+=48) for(x=36;x<640;x+=48) printf "<circle cx=\"%d\" cy=\"%d\" r=\"1.5\"/>", x, y}')</g>
<rect width="1280" height="720" fill="url(#v)"/>
</svg>
EOF
  make_video "$IMG/advisory" "$TMP/v2-bg.svg" "$TMP/v2-pat.svg" \
    "$TEAL|.42|1000|820+180*sin($P)-500|380+70*sin($P*2)-500" \
    "#5FD3C8|.16|800|360+150*sin($P+1.5)-400|230+60*sin(2*$P+3)-400" \
    "#2F6FB0|.40|900|400+120*cos($P)-450|640+70*sin($P)-450"
}

# ---------------------------------------------------------------------------
# Size budget check (fails loudly if an asset grows past its limit).
check_sizes() {
  local bad=0 f lim
  over() { echo "OVER BUDGET: $1 ($(stat -c %s "$1") > $2 bytes)" >&2; bad=1; }
  for f in "$IMG"/hero/*.webp; do (( $(stat -c %s "$f") < 61440 )) || over "$f" 61440; done
  for f in "$IMG"/{home,about,advisory,services,industries}/*.webp; do
    (( $(stat -c %s "$f") < 40960 )) || over "$f" 40960; done
  for f in "$IMG"/clients/*.svg; do (( $(stat -c %s "$f") < 2048 )) || over "$f" 2048; done
  [[ -f $IMG/og-default.png ]] && { (( $(stat -c %s "$IMG/og-default.png") < 122880 )) || over "$IMG/og-default.png" 122880; }
  for d in "$IMG" "$IMG/advisory"; do
    [[ -f $d/vid.mp4 && -f $d/vid.webm ]] || continue
    lim=$(( $(stat -c %s "$d/vid.mp4") + $(stat -c %s "$d/vid.webm") ))
    (( lim < 1572864 )) || { echo "OVER BUDGET: $d/vid.mp4+webm = $lim" >&2; bad=1; }
  done
  return $bad
}

SECTIONS=("$@")
[[ ${#SECTIONS[@]} -eq 0 ]] && SECTIONS=(logos badge divisions clients icons hero cards video)
for s in "${SECTIONS[@]}"; do
  case $s in
    logos) gen_logos;; badge) gen_badge;; divisions) gen_divisions;;
    clients) gen_clients;; icons) gen_icons;;
    hero) gen_hero;; cards) gen_cards;; video) gen_video;;
    *) echo "unknown section $s" >&2; exit 1;;
  esac
done
check_sizes
echo "done: ${SECTIONS[*]}"

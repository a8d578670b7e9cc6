// Renders the PNG icons and the social-preview image from SVG. Run by hand when the brand changes
// (`node scripts/make-images.mjs`); the PNGs are committed in public/.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const favicon = readFileSync('public/favicon.svg');
for (const size of [192, 512]) {
  await sharp(favicon, { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(`public/icon-${size}.png`);
}

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#134e4a"/><stop offset="1" stop-color="#312e81"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<rect x="80" y="80" width="120" height="120" rx="26" fill="#0f766e"/>
<text x="140" y="168" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="80" font-weight="900" fill="#fff">S</text>
<text x="240" y="135" font-family="Arial, Helvetica, sans-serif" font-size="56" font-weight="700" fill="#fff">Shikhon Academy</text>
<text x="240" y="185" font-family="Arial, Helvetica, sans-serif" font-size="30" fill="#ccfbf1">Master the Future</text>
<text x="80" y="340" font-family="Arial, Helvetica, sans-serif" font-size="64" font-weight="700" fill="#fff">DevOps &amp; cloud skills, hands-on.</text>
<text x="80" y="420" font-family="Arial, Helvetica, sans-serif" font-size="34" fill="#e2e8f0">Docker · Kubernetes · AWS · Azure · Terraform · Linux</text>
<text x="80" y="540" font-family="Arial, Helvetica, sans-serif" font-size="30" fill="#ccfbf1">Courses priced in taka · Pay by bKash or Nagad</text>
</svg>`;
await sharp(Buffer.from(og)).png().toFile('public/og-image.png');
console.log('Wrote public/icon-192.png, public/icon-512.png, public/og-image.png');

// Photo-like JPEGs for the image benchmark and `npm run perf -- --photos`: a
// scene with texture at several scales and sensor grain, so they cost bytes
// the way real photos do (flat test patterns would flatter every encoder).
import sharp from "sharp";

const palettes = [
  ["#f7b267", "#f4845f", "#2a6f97", "#1b4965", "#c9a66b", "#8d0801"],
  ["#a8dadc", "#457b9d", "#1d3557", "#2d6a4f", "#d8c99b", "#e63946"],
  ["#ffd6a5", "#fdffb6", "#219ebc", "#023047", "#bc6c25", "#3a0ca3"],
  ["#e9c46a", "#f4a261", "#264653", "#2a9d8f", "#b5838d", "#6d597a"],
];

/** A width × height JPEG of a coast scene, varied by `seed`. */
export async function photoLike(width, height, seed = 0) {
  const [sky1, sky2, sea, deep, sand, vehicle] = palettes[seed % palettes.length];
  const shift = (seed * 37) % 300;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 800" preserveAspectRatio="none">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="0.55" stop-color="${sky2}"/><stop offset="1" stop-color="${sea}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#s)"/>
  <circle cx="${250 + shift}" cy="300" r="80" fill="#fff3c4"/>
  <path d="M0 520 Q300 ${470 + (seed % 5) * 10} 600 520 T1200 510 V800 H0z" fill="${deep}"/>
  <path d="M0 640 Q400 600 800 650 T1200 640 V800 H0z" fill="${sand}"/>
  <rect x="${420 + shift}" y="540" width="280" height="120" rx="34" fill="${vehicle}"/>
  <circle cx="${470 + shift}" cy="672" r="46" fill="#222"/><circle cx="${650 + shift}" cy="672" r="46" fill="#222"/>
  <path d="M120 640 L140 380 L160 640z" fill="#2d3a1f"/><ellipse cx="140" cy="380" rx="90" ry="30" fill="#3a5a40"/>
  <path d="M1000 640 L1015 420 L1030 640z" fill="#2d3a1f"/><ellipse cx="1015" cy="420" rx="70" ry="24" fill="#3a5a40"/>
</svg>`;
  const base = await sharp(Buffer.from(svg)).resize(width, height).raw().toBuffer({ resolveWithObject: true });
  const texture = async (scale, sigma) => {
    const w = Math.max(8, Math.round(width / scale));
    const h = Math.max(8, Math.round(height / scale));
    const grey = await sharp({
      create: {
        width: w,
        height: h,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma },
      },
    })
      .greyscale()
      .resize(width, height, { kernel: "cubic" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return sharp(grey.data, { raw: grey.info }).toColourspace("srgb").png({ compressionLevel: 0 }).toBuffer();
  };
  return sharp(base.data, { raw: base.info })
    .composite([
      { input: await texture(64, 45), blend: "soft-light" },
      { input: await texture(6, 30), blend: "soft-light" },
      { input: await texture(1, 12), blend: "soft-light" },
    ])
    .jpeg({ quality: 92 })
    .toBuffer();
}

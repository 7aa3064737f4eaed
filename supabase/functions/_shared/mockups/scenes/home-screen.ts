// The app icon and the home screen it lives on: the icon (a rounded square in the brand's
// colours, the logo version that reads on it) and a phone's face around it — wallpaper from the
// brand colours, status bar, a grid of neighbouring apps, the dock.
import {
  createCanvas,
  hex,
  luminanceOf,
  mix,
  shade,
  type Canvas,
  type Rgba,
} from '../raster/canvas.ts';
import { dropShadow } from '../raster/blur.ts';
import { rasterizePath } from '../raster/coverage.ts';
import { fillMask, fillPath } from '../raster/paint.ts';
import { Path } from '../raster/path.ts';
import { textPath } from '../raster/text.ts';
import { mipPyramid, warpToQuad } from '../raster/warp.ts';
import { drawLogo, fitLogo } from '../templates/doc.ts';
import type { KitContext } from '../kit-context.ts';

/** The icon tile's background: white when the logo reads on it as made, else the brand colour. */
export function iconBackground(context: KitContext): Rgba {
  const white = hex('#ffffff');
  return context.variantOn(white) === 'color' ? white : context.palette.brand;
}

/** The app icon: a rounded square, the logo centred at 64% of it. */
export function appIcon(context: KitContext, size: number): Canvas {
  const icon = createCanvas(size, size);
  const background = iconBackground(context);
  const radius = size * 0.225;
  fillPath(icon, new Path().rect(0, 0, size, size, radius), {
    kind: 'linear',
    x1: 0,
    y1: 0,
    x2: 0,
    y2: size,
    stops: [
      [0, shade(background, 1.04)],
      [1, shade(background, 0.94)],
    ],
  });
  const inset = size * 0.18;
  drawLogo(
    icon,
    context.logo,
    context.variantOn(background),
    fitLogo(
      { x: inset, y: inset, width: size - inset * 2, height: size - inset * 2 },
      context.logo.aspect,
    ),
  );
  return icon;
}

const NEIGHBOURS: {
  name: string;
  color: Rgba;
  glyph: 'ring' | 'bars' | 'dot' | 'wave' | 'square' | 'peak';
}[] = [
  { name: 'Mail', color: [64, 132, 230, 1], glyph: 'square' },
  { name: 'Photos', color: [236, 170, 64, 1], glyph: 'dot' },
  { name: 'Maps', color: [88, 180, 120, 1], glyph: 'peak' },
  { name: 'Notes', color: [240, 204, 80, 1], glyph: 'bars' },
  { name: 'Music', color: [232, 80, 100, 1], glyph: 'wave' },
  { name: 'Weather', color: [80, 160, 220, 1], glyph: 'dot' },
  { name: 'Clock', color: [40, 42, 48, 1], glyph: 'ring' },
  { name: 'Camera', color: [120, 124, 132, 1], glyph: 'ring' },
  { name: 'Wallet', color: [30, 30, 34, 1], glyph: 'bars' },
  { name: 'Fitness', color: [120, 220, 90, 1], glyph: 'ring' },
  { name: 'Books', color: [240, 140, 60, 1], glyph: 'square' },
  { name: 'Podcasts', color: [150, 90, 220, 1], glyph: 'wave' },
  { name: 'Files', color: [70, 140, 240, 1], glyph: 'square' },
  { name: 'Calendar', color: [250, 250, 250, 1], glyph: 'bars' },
  { name: 'Settings', color: [140, 144, 152, 1], glyph: 'ring' },
];

function glyph(
  kind: (typeof NEIGHBOURS)[number]['glyph'],
  x: number,
  y: number,
  size: number,
): Path {
  const c = size / 2;
  switch (kind) {
    case 'ring':
      return new Path()
        .ellipse(x + c, y + c, size * 0.28)
        .append(
          new Path().ellipse(x + c, y + c, size * 0.16).transform([1, 0, 0, -1, 0, 2 * (y + c)]),
        );
    case 'bars':
      return new Path()
        .rect(x + size * 0.25, y + size * 0.3, size * 0.5, size * 0.08, 3)
        .rect(x + size * 0.25, y + size * 0.46, size * 0.5, size * 0.08, 3)
        .rect(x + size * 0.25, y + size * 0.62, size * 0.32, size * 0.08, 3);
    case 'dot':
      return new Path().ellipse(x + c, y + c, size * 0.22);
    case 'wave':
      return new Path()
        .rect(x + size * 0.28, y + size * 0.4, size * 0.08, size * 0.3, 3)
        .rect(x + size * 0.42, y + size * 0.28, size * 0.08, size * 0.44, 3)
        .rect(x + size * 0.56, y + size * 0.36, size * 0.08, size * 0.34, 3);
    case 'square':
      return new Path().rect(x + size * 0.26, y + size * 0.3, size * 0.48, size * 0.38, 6);
    case 'peak':
      return new Path().polygon([
        [x + size * 0.22, y + size * 0.7],
        [x + size * 0.45, y + size * 0.32],
        [x + size * 0.78, y + size * 0.7],
      ]);
  }
}

export const PHONE = { width: 620, height: 1280, radius: 96, bezel: 20 };

/** The phone, face-on: frame, home screen with the app icon among others, dock. */
export function phoneFace(context: KitContext): Canvas {
  const { width, height, radius, bezel } = PHONE;
  const phone = createCanvas(width, height);
  fillPath(phone, new Path().rect(0, 0, width, height, radius), {
    kind: 'linear',
    x1: 0,
    y1: 0,
    x2: width,
    y2: height,
    stops: [
      [0, [96, 100, 108, 1]],
      [0.5, [40, 42, 48, 1]],
      [1, [86, 90, 98, 1]],
    ],
  });
  fillPath(phone, new Path().rect(6, 6, width - 12, height - 12, radius - 6), {
    kind: 'solid',
    color: [12, 12, 14, 1],
  });
  const screen = { x: bezel, y: bezel, width: width - bezel * 2, height: height - bezel * 2 };
  const screenPath = new Path().rect(
    screen.x,
    screen.y,
    screen.width,
    screen.height,
    radius - bezel,
  );
  const screenMask = rasterizePath(screenPath, width, height)!;
  const { brand, brandDeep, accent } = context.palette;
  fillMask(phone, screenMask, {
    kind: 'linear',
    x1: 0,
    y1: 0,
    x2: width * 0.6,
    y2: height,
    stops: [
      [0, mix(brand, [255, 255, 255, 1], 0.15)],
      [0.55, brand],
      [1, brandDeep],
    ],
  });
  fillMask(phone, screenMask, {
    kind: 'radial',
    cx: width * 0.85,
    cy: height * 0.28,
    r: 360,
    stops: [
      [0, [...accent.slice(0, 3), 0.55] as unknown as Rgba],
      [1, [...accent.slice(0, 3), 0] as unknown as Rgba],
    ],
  });
  fillMask(phone, screenMask, {
    kind: 'radial',
    cx: width * 0.1,
    cy: height * 0.8,
    r: 420,
    stops: [
      [0, [255, 255, 255, 0.18]],
      [1, [255, 255, 255, 0]],
    ],
  });
  const white: Rgba = [255, 255, 255, 1];
  const fonts = context.fonts;
  // Status bar: the time, the island, signal and battery.
  fillPath(
    phone,
    textPath(fonts, '9:41', screen.x + 62, screen.y + 54, { size: 30, weight: 'semibold' }),
    { kind: 'solid', color: white },
  );
  fillPath(phone, new Path().rect(width / 2 - 70, screen.y + 18, 140, 40, 20), {
    kind: 'solid',
    color: [0, 0, 0, 1],
  });
  for (let bar = 0; bar < 4; bar += 1)
    fillPath(
      phone,
      new Path().rect(width - 170 + bar * 11, screen.y + 50 - 8 - bar * 5, 7, 8 + bar * 5, 2),
      { kind: 'solid', color: white },
    );
  fillPath(phone, new Path().rect(width - 110, screen.y + 30, 46, 22, 6), {
    kind: 'solid',
    color: [255, 255, 255, 0.45],
  });
  fillPath(phone, new Path().rect(width - 107, screen.y + 33, 34, 16, 4), {
    kind: 'solid',
    color: white,
  });
  // The grid: four columns, our app second in the second row.
  const size = 104;
  const columns = 4;
  const gapX = (screen.width - 60 - size * columns) / (columns - 1);
  const icon = appIcon(context, size);
  const label = (text: string, cx: number, y: number) =>
    fillPath(phone, textPath(fonts, text, cx, y, { size: 19, align: 'middle' }), {
      kind: 'solid',
      color: [255, 255, 255, 0.92],
    });
  let neighbour = 0;
  for (let row = 0; row < 4; row += 1)
    for (let column = 0; column < columns; column += 1) {
      const x = screen.x + 30 + column * (size + gapX);
      const y = screen.y + 130 + row * (size + 62);
      const tile = new Path().rect(x, y, size, size, size * 0.225);
      const tileMask = rasterizePath(tile, width, height)!;
      dropShadow(phone, tileMask, { dx: 0, dy: 4, sigma: 6, color: [0, 0, 0, 0.25] });
      if (row === 1 && column === 1) {
        warpToQuad(phone, mipPyramid(icon), [
          [x, y],
          [x + size, y],
          [x + size, y + size],
          [x, y + size],
        ]);
        label(
          context.details.name.length > 12
            ? `${context.details.name.slice(0, 11)}…`
            : context.details.name,
          x + size / 2,
          y + size + 32,
        );
        continue;
      }
      const app = NEIGHBOURS[neighbour % NEIGHBOURS.length]!;
      neighbour += 1;
      fillMask(phone, tileMask, {
        kind: 'linear',
        x1: 0,
        y1: y,
        x2: 0,
        y2: y + size,
        stops: [
          [0, shade(app.color, 1.12)],
          [1, shade(app.color, 0.9)],
        ],
      });
      const glyphColor: Rgba = luminanceOf(app.color) > 0.6 ? [230, 60, 60, 1] : white;
      fillPath(phone, glyph(app.glyph, x, y, size), { kind: 'solid', color: glyphColor });
      label(app.name, x + size / 2, y + size + 32);
    }
  // The dock, frosted.
  const dock = {
    x: screen.x + 18,
    y: screen.y + screen.height - 190,
    width: screen.width - 36,
    height: 150,
  };
  fillPath(phone, new Path().rect(dock.x, dock.y, dock.width, dock.height, 56), {
    kind: 'solid',
    color: [255, 255, 255, 0.22],
  });
  for (let slot = 0; slot < 4; slot += 1) {
    const app = NEIGHBOURS[(slot * 3 + 1) % NEIGHBOURS.length]!;
    const x = dock.x + 24 + slot * ((dock.width - 48 - size) / 3);
    const y = dock.y + (dock.height - size) / 2;
    fillPath(phone, new Path().rect(x, y, size, size, size * 0.225), {
      kind: 'solid',
      color: app.color,
    });
    fillPath(phone, glyph(app.glyph, x, y, size), { kind: 'solid', color: white });
  }
  fillPath(phone, new Path().rect(width / 2 - 80, screen.y + screen.height - 24, 160, 8, 4), {
    kind: 'solid',
    color: [255, 255, 255, 0.85],
  });
  return phone;
}

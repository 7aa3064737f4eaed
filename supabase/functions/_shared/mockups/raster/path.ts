// Vector outlines for the raster engine and the SVG templates alike: a path of moves, lines,
// quadratic and cubic curves (the commands SVG and fonts use), built in code, transformed, turned
// into SVG path data, and flattened into polygons for the rasteriser.

/** One path command in absolute coordinates. */
export type PathCommand =
  | { type: 'M'; x: number; y: number }
  | { type: 'L'; x: number; y: number }
  | { type: 'Q'; x1: number; y1: number; x: number; y: number }
  | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: 'Z' };

/** A 2D affine transform [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f (SVG's order). */
export type Affine = readonly [number, number, number, number, number, number];

export const IDENTITY: Affine = [1, 0, 0, 1, 0, 0];

/** `outer ∘ inner`: applies `inner` first. */
export function compose(outer: Affine, inner: Affine): Affine {
  const [a, b, c, d, e, f] = outer;
  const [a2, b2, c2, d2, e2, f2] = inner;
  return [
    a * a2 + c * b2,
    b * a2 + d * b2,
    a * c2 + c * d2,
    b * c2 + d * d2,
    a * e2 + c * f2 + e,
    b * e2 + d * f2 + f,
  ];
}

/** Rotation by `degrees` about (cx, cy). */
export function rotation(degrees: number, cx = 0, cy = 0): Affine {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy];
}

/** Scale then translate. */
export function scaleTranslate(scale: number, x: number, y: number, scaleY = scale): Affine {
  return [scale, 0, 0, scaleY, x, y];
}

/** An outline made of subpaths. */
export class Path {
  readonly commands: PathCommand[] = [];

  moveTo(x: number, y: number): this {
    this.commands.push({ type: 'M', x, y });
    return this;
  }

  lineTo(x: number, y: number): this {
    this.commands.push({ type: 'L', x, y });
    return this;
  }

  quadTo(x1: number, y1: number, x: number, y: number): this {
    this.commands.push({ type: 'Q', x1, y1, x, y });
    return this;
  }

  cubicTo(x1: number, y1: number, x2: number, y2: number, x: number, y: number): this {
    this.commands.push({ type: 'C', x1, y1, x2, y2, x, y });
    return this;
  }

  close(): this {
    this.commands.push({ type: 'Z' });
    return this;
  }

  /** A rectangle, with rounded corners when `radius` > 0. */
  rect(x: number, y: number, width: number, height: number, radius = 0): this {
    const r = Math.max(0, Math.min(radius, width / 2, height / 2));
    if (r === 0)
      return this.moveTo(x, y)
        .lineTo(x + width, y)
        .lineTo(x + width, y + height)
        .lineTo(x, y + height)
        .close();
    // 0.5523: the cubic handle length that draws a quarter circle.
    const k = r * 0.5523;
    return this.moveTo(x + r, y)
      .lineTo(x + width - r, y)
      .cubicTo(x + width - r + k, y, x + width, y + r - k, x + width, y + r)
      .lineTo(x + width, y + height - r)
      .cubicTo(
        x + width,
        y + height - r + k,
        x + width - r + k,
        y + height,
        x + width - r,
        y + height,
      )
      .lineTo(x + r, y + height)
      .cubicTo(x + r - k, y + height, x, y + height - r + k, x, y + height - r)
      .lineTo(x, y + r)
      .cubicTo(x, y + r - k, x + r - k, y, x + r, y)
      .close();
  }

  /** An ellipse (a circle when `ry` is omitted). */
  ellipse(cx: number, cy: number, rx: number, ry = rx): this {
    const kx = rx * 0.5523;
    const ky = ry * 0.5523;
    return this.moveTo(cx + rx, cy)
      .cubicTo(cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry)
      .cubicTo(cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy)
      .cubicTo(cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry)
      .cubicTo(cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy)
      .close();
  }

  /** A closed polygon through the points. */
  polygon(points: readonly (readonly [number, number])[]): this {
    points.forEach(([x, y], index) => (index === 0 ? this.moveTo(x, y) : this.lineTo(x, y)));
    return this.close();
  }

  /** Appends another path's commands. */
  append(other: Path): this {
    this.commands.push(...other.commands);
    return this;
  }

  /** A transformed copy. */
  transform(matrix: Affine): Path {
    const [a, b, c, d, e, f] = matrix;
    const x = (px: number, py: number) => a * px + c * py + e;
    const y = (px: number, py: number) => b * px + d * py + f;
    const copy = new Path();
    for (const command of this.commands) {
      switch (command.type) {
        case 'M':
        case 'L':
          copy.commands.push({
            type: command.type,
            x: x(command.x, command.y),
            y: y(command.x, command.y),
          });
          break;
        case 'Q':
          copy.quadTo(
            x(command.x1, command.y1),
            y(command.x1, command.y1),
            x(command.x, command.y),
            y(command.x, command.y),
          );
          break;
        case 'C':
          copy.cubicTo(
            x(command.x1, command.y1),
            y(command.x1, command.y1),
            x(command.x2, command.y2),
            y(command.x2, command.y2),
            x(command.x, command.y),
            y(command.x, command.y),
          );
          break;
        case 'Z':
          copy.close();
      }
    }
    return copy;
  }

  /** SVG path data (`d`), numbers rounded to 2 decimals. */
  toSvgData(): string {
    const n = (value: number) => String(Math.round(value * 100) / 100);
    return this.commands
      .map((command) => {
        switch (command.type) {
          case 'M':
          case 'L':
            return `${command.type}${n(command.x)} ${n(command.y)}`;
          case 'Q':
            return `Q${n(command.x1)} ${n(command.y1)} ${n(command.x)} ${n(command.y)}`;
          case 'C':
            return `C${n(command.x1)} ${n(command.y1)} ${n(command.x2)} ${n(command.y2)} ${n(command.x)} ${n(command.y)}`;
          case 'Z':
            return 'Z';
        }
      })
      .join('');
  }

  /**
   * The outline as closed polygons, curves cut into segments no further than `tolerance`
   * pixels from the true curve.
   */
  flatten(tolerance = 0.2): number[][] {
    const polygons: number[][] = [];
    let current: number[] = [];
    let startX = 0;
    let startY = 0;
    let x = 0;
    let y = 0;
    const finish = () => {
      if (current.length >= 4) polygons.push(current);
      current = [];
    };
    for (const command of this.commands) {
      switch (command.type) {
        case 'M':
          finish();
          startX = x = command.x;
          startY = y = command.y;
          current = [x, y];
          break;
        case 'L':
          if (current.length === 0) current = [x, y];
          x = command.x;
          y = command.y;
          current.push(x, y);
          break;
        case 'Q': {
          if (current.length === 0) current = [x, y];
          const span =
            Math.hypot(command.x1 - x, command.y1 - y) +
            Math.hypot(command.x - command.x1, command.y - command.y1);
          const steps = Math.max(2, Math.min(64, Math.ceil(Math.sqrt(span / tolerance) * 0.7)));
          for (let step = 1; step <= steps; step += 1) {
            const t = step / steps;
            const u = 1 - t;
            current.push(
              u * u * x + 2 * u * t * command.x1 + t * t * command.x,
              u * u * y + 2 * u * t * command.y1 + t * t * command.y,
            );
          }
          x = command.x;
          y = command.y;
          break;
        }
        case 'C': {
          if (current.length === 0) current = [x, y];
          const span =
            Math.hypot(command.x1 - x, command.y1 - y) +
            Math.hypot(command.x2 - command.x1, command.y2 - command.y1) +
            Math.hypot(command.x - command.x2, command.y - command.y2);
          const steps = Math.max(2, Math.min(96, Math.ceil(Math.sqrt(span / tolerance) * 0.8)));
          for (let step = 1; step <= steps; step += 1) {
            const t = step / steps;
            const u = 1 - t;
            current.push(
              u * u * u * x +
                3 * u * u * t * command.x1 +
                3 * u * t * t * command.x2 +
                t * t * t * command.x,
              u * u * u * y +
                3 * u * u * t * command.y1 +
                3 * u * t * t * command.y2 +
                t * t * t * command.y,
            );
          }
          x = command.x;
          y = command.y;
          break;
        }
        case 'Z':
          x = startX;
          y = startY;
          finish();
          break;
      }
    }
    finish();
    return polygons;
  }
}

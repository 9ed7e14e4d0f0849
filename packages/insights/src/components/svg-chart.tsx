// Small SVG charts for the landing dashboard: a line chart over time, horizontal bars and a donut.
// recharts (through @mantine/charts) was 116 kB gzip of the landing's JavaScript (decision 0005);
// these draw the same three charts in a few kB. Other screens keep LazyChart.
//
// Accessible: the drawing is role="img" with a summary as its name (the card's Table view has
// every number); the chart is one tab stop whose arrow keys walk the points, each announced
// through a polite live region and shown in the same tooltip as on hover. Themed through
// Mantine's CSS variables (light and dark), mirrored in right-to-left languages (time runs
// from the right, the value axis is on the right).
import type { MantineColor } from '@mantine/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShare } from '../lib/format';
import type { ChartSpec } from './chart-view';

type LineSpec = Extract<ChartSpec, { kind: 'line' | 'bar' | 'composite' }>;
type DonutSpec = Extract<ChartSpec, { kind: 'donut' }>;

/** `brand.6` → `var(--mantine-color-brand-6)`; a bare name is its filled shade. */
export function cssColor(color: MantineColor): string {
  const [name, shade] = color.split('.');
  return shade === undefined ? `var(--mantine-color-${name}-filled)` : `var(--mantine-color-${name}-${shade})`;
}

const AXIS = { fontSize: 11, fill: 'var(--mantine-color-dimmed)' };
const GRID = 'var(--mantine-color-default-border)';

/** Round steps (1, 2, 2.5, 5 × 10ⁿ) from 0 to at least `max`. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const steps = Math.max(1, Math.ceil(max / step - 1e-9));
  return Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

/**
 * The element's width, followed as it resizes (600 until measured, e.g. in jsdom). Read only in
 * the ResizeObserver's callback, which runs once after the first layout anyway: reading
 * clientWidth in the effect forced a layout of the whole page in the middle of the landing's
 * commit, once per chart.
 */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => {
      if (el.clientWidth > 0) setWidth(el.clientWidth);
    };
    if (typeof ResizeObserver === 'undefined') {
      read();
      return;
    }
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

interface TipLine {
  color?: string;
  dashed?: boolean;
  label: string;
  value: string;
}

function Tooltip({ x, y, width, title, lines }: { x: number; y: number; width: number; title?: string; lines: TipLine[] }) {
  // beside the point, flipped to the other side near the edge
  const flip = x > width / 2;
  return (
    <div
      aria-hidden="true"
      style={{
        position: 'absolute',
        top: Math.max(0, y),
        left: flip ? undefined : x + 12,
        right: flip ? width - x + 12 : undefined,
        pointerEvents: 'none',
        background: 'var(--mantine-color-body)',
        border: `1px solid ${GRID}`,
        borderRadius: 'var(--mantine-radius-sm)',
        boxShadow: 'var(--mantine-shadow-md)',
        padding: '6px 10px',
        fontSize: 'var(--mantine-font-size-xs)',
        whiteSpace: 'nowrap',
        zIndex: 1,
      }}
    >
      {title ? <div style={{ fontWeight: 600, marginBottom: 2 }}>{title}</div> : null}
      {lines.map((line) => (
        <div key={line.label} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          {line.color ? <Swatch color={line.color} dashed={line.dashed} /> : null}
          <span>{line.label}</span>
          <span style={{ fontWeight: 600, marginInlineStart: 'auto', paddingInlineStart: 8 }}>{line.value}</span>
        </div>
      ))}
    </div>
  );
}

function Swatch({ color, dashed }: { color: string; dashed?: boolean }) {
  return (
    <svg width="14" height="8" aria-hidden="true" style={{ flex: 'none' }}>
      <line x1="0" y1="4" x2="14" y2="4" stroke={color} strokeWidth="2.5" strokeDasharray={dashed ? '4 3' : undefined} />
    </svg>
  );
}

const srOnly = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * The frame every chart shares: a focusable group (arrow keys move `active`), the SVG with its
 * summary, the tooltip and the live region that reads the active point.
 */
function Frame({
  height,
  summary,
  count,
  active,
  setActive,
  keys,
  announce,
  children,
  tooltip,
  legend,
  onPointer,
}: {
  height: number;
  summary: string;
  count: number;
  active: number | null;
  setActive: (i: number | null) => void;
  /** which keys step forward and back */
  keys: { next: string; prev: string };
  announce: string;
  children: (width: number) => ReactNode;
  tooltip: (width: number) => ReactNode;
  legend?: ReactNode;
  onPointer: (event: PointerEvent<SVGSVGElement>, width: number) => void;
}) {
  const { t } = useTranslation('insights');
  const [ref, width] = useWidth();
  const [keyboard, setKeyboard] = useState(false);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count === 0) return;
    const last = count - 1;
    let next: number | null | undefined;
    if (event.key === keys.next) next = active === null ? 0 : Math.min(last, active + 1);
    else if (event.key === keys.prev) next = active === null ? last : Math.max(0, active - 1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else if (event.key === 'Escape') next = null;
    if (next === undefined) return;
    event.preventDefault();
    setKeyboard(true);
    setActive(next);
  };
  return (
    <div>
      {/* one tab stop for the whole chart; its name says how to read it (arrow keys walk the
          points, like a grid's roving focus, but the points are drawn, not elements) */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above */}
      <div
        ref={ref}
        role="group"
        aria-label={t('chart.explore')}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the chart's one tab stop (see above)
        tabIndex={0}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(null)}
        style={{ position: 'relative', height, outlineOffset: 2 }}
        data-chart="svg"
      >
        <svg
          role="img"
          aria-label={summary}
          width={width}
          height={height}
          style={{ display: 'block', overflow: 'visible', touchAction: 'pan-y' }}
          onPointerMove={(event) => {
            setKeyboard(false);
            onPointer(event, width);
          }}
          onPointerLeave={() => setActive(null)}
        >
          {children(width)}
        </svg>
        {active !== null ? tooltip(width) : null}
        <div aria-live="polite" style={srOnly}>
          {keyboard && active !== null ? announce : ''}
        </div>
      </div>
      {legend}
    </div>
  );
}

function Legend({ items }: { items: Array<{ label: string; color: string; dashed?: boolean | undefined; area?: boolean }> }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: '4px 16px', marginTop: 8, fontSize: 'var(--mantine-font-size-xs)' }}>
      {items.map((item) => (
        <span key={item.label} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          {item.area ? (
            <svg width="14" height="10" aria-hidden="true" style={{ flex: 'none' }}>
              <rect width="14" height="10" rx="2" fill={item.color} fillOpacity={0.25} />
            </svg>
          ) : (
            <Swatch color={item.color} dashed={item.dashed} />
          )}
          {item.label}
        </span>
      ))}
    </div>
  );
}

/** Points as runs, broken where a value is missing (a closed hour is a gap, not a zero). */
function runs(values: Array<number | null>, x: (i: number) => number, y: (v: number) => number): Array<Array<[number, number]>> {
  const out: Array<Array<[number, number]>> = [];
  let run: Array<[number, number]> | null = null;
  values.forEach((v, i) => {
    if (v === null || !Number.isFinite(v)) {
      run = null;
      return;
    }
    if (!run) out.push((run = []));
    run.push([x(i), y(v)]);
  });
  return out;
}

const pts = (run: Array<[number, number]>) => run.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join('L');
const linePath = (rs: Array<Array<[number, number]>>) => rs.map((run) => `M${pts(run)}`).join('');
/** the same runs closed down to the baseline, for the soft fill under the main line */
const areaPath = (rs: Array<Array<[number, number]>>, base: number) =>
  rs.map((run) => `M${(run[0]?.[0] ?? 0).toFixed(1)},${base}L${pts(run)}L${(run[run.length - 1]?.[0] ?? 0).toFixed(1)},${base}Z`).join('');

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * A band between two value lists as closed shapes, one per run of points where both ends are known:
 * along the high values forward, back along the low ones.
 */
export function bandPath(low: Array<number | null>, high: Array<number | null>, x: (i: number) => number, y: (v: number) => number): string {
  const both = low.map((l, i) => {
    const h = high[i] ?? null;
    return l === null || h === null || !Number.isFinite(l) || !Number.isFinite(h) ? null : i;
  });
  const out: string[] = [];
  let run: number[] = [];
  const close = () => {
    if (run.length > 0) {
      const top = run.map((i) => [x(i), y(high[i] ?? 0)] as [number, number]);
      const bottom = [...run].reverse().map((i) => [x(i), y(low[i] ?? 0)] as [number, number]);
      // a lone point is a thin vertical bar: half a pixel either side
      if (run.length === 1) {
        const [[px = 0, hy = 0] = []] = top;
        const [[, ly = 0] = []] = bottom;
        out.push(`M${(px - 0.5).toFixed(1)},${hy.toFixed(1)}L${(px + 0.5).toFixed(1)},${hy.toFixed(1)}L${(px + 0.5).toFixed(1)},${ly.toFixed(1)}L${(px - 0.5).toFixed(1)},${ly.toFixed(1)}Z`);
      } else out.push(`M${pts(top)}L${pts(bottom)}Z`);
    }
    run = [];
  };
  both.forEach((i) => (i === null ? close() : run.push(i)));
  close();
  return out.join('');
}

/**
 * The span of categories a..b on the plot: from half a step before the first to half a step after
 * the last (each point stands for its whole bucket), kept inside the plot.
 */
export function spanOf(a: number, b: number, x: (i: number) => number, step: number, start: number, plotW: number): { left: number; right: number } {
  const left = Math.max(start, Math.min(x(a), x(b)) - step / 2);
  const right = Math.min(start + plotW, Math.max(x(a), x(b)) + step / 2);
  return { left, right: Math.max(left + 1, right) };
}

/** Arrow keys walk time the way it is drawn: to the right is later, in every language. */
const TIME_KEYS = { next: 'ArrowRight', prev: 'ArrowLeft' } as const;

/**
 * A line chart over categories (time buckets), one line per series, with shaded closed bands.
 * Time runs left to right in every language, the value axis on its left (decision 0016): the
 * chart is not mirrored in Arabic and Hebrew, like every recharts chart beside it.
 */
export function SvgLineChart(props: LineSpec) {
  const { t } = useTranslation('insights');
  const height = props.height ?? 260;
  const [active, setActive] = useState<number | null>(null);
  const gradient = `fill${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { data, dataKey, series } = props;
  const fmtY = props.valueFormatter ?? String;
  const fmtX = props.xFormatter ?? String;
  const n = data.length;
  const band = props.band;
  const max = Math.max(0, ...data.flatMap((row) => [...series.map((s) => num(row[s.name]) ?? 0), band ? (num(row[band.high]) ?? 0) : 0]));
  const ticksY = niceTicks(max);
  const top = ticksY[ticksY.length - 1] ?? 1;
  const axisWidth = 56;
  const pad = { top: 16, bottom: 24, edge: 12 };
  const plotH = height - pad.top - pad.bottom;
  const y = (v: number) => pad.top + plotH * (1 - v / top);
  const geometry = (width: number) => {
    const plotW = Math.max(10, width - axisWidth - pad.edge);
    const start = axisWidth;
    const x = (i: number) => start + plotW * (n <= 1 ? 0.5 : i / (n - 1));
    return { plotW, start, x };
  };
  const index = new Map(data.map((row, i) => [String(row[dataKey]), i]));
  const xs = data.map((row) => String(row[dataKey]));
  const tickIndexes = (plotW: number) => {
    if (props.ticks) return props.ticks.map((tick) => index.get(tick)).filter((i): i is number => i !== undefined);
    const every = Math.max(1, Math.ceil(n / Math.max(2, Math.floor(plotW / 72))));
    return xs.map((_, i) => i).filter((i) => i % every === 0);
  };
  const bandColor = cssColor(series[0]?.color ?? 'brand');
  const values = (i: number): TipLine[] => [
    ...series.map((s) => ({ color: cssColor(s.color), dashed: s.dashed, label: s.label, value: fmtY(num(data[i]?.[s.name]) ?? NaN) })),
    // low to high left to right in every language (an isolate: in Arabic the two numbers would swap)
    ...(band ? [{ label: band.label, value: `\u2066${fmtY(num(data[i]?.[band.low]) ?? NaN)} – ${fmtY(num(data[i]?.[band.high]) ?? NaN)}\u2069` }] : []),
  ];
  const lineText = (i: number) => `${fmtX(xs[i] ?? '')}: ${values(i).map((v) => `${v.label} ${v.value}`).join(', ')}`;
  // the summary: each series' range over the period
  const summary = series
    .map((s) => {
      const vs = data.map((row) => num(row[s.name])).filter((v): v is number => v !== null);
      if (vs.length === 0) return t('chart.summaryEmpty', { series: s.label });
      return t('chart.summaryLine', { series: s.label, from: fmtX(xs[0] ?? ''), to: fmtX(xs[n - 1] ?? ''), min: fmtY(Math.min(...vs)), max: fmtY(Math.max(...vs)) });
    })
    .concat(band ? [t('chart.summaryBand', { band: band.label })] : [], (props.marks ?? []).map((m) => m.label))
    .join(' ');
  const labelled = (props.closed?.bands.length ?? 0) <= 12;
  return (
    <Frame
      height={height}
      summary={summary}
      count={n}
      active={active}
      setActive={setActive}
      keys={TIME_KEYS}
      announce={active !== null ? lineText(active) : ''}
      onPointer={(event, width) => {
        const { x } = geometry(width);
        const px = event.clientX - event.currentTarget.getBoundingClientRect().left;
        let best = 0;
        for (let i = 1; i < n; i++) if (Math.abs(x(i) - px) < Math.abs(x(best) - px)) best = i;
        setActive(n > 0 ? best : null);
      }}
      tooltip={(width) => {
        const i = active ?? 0;
        return <Tooltip x={geometry(width).x(i)} y={pad.top} width={width} title={fmtX(xs[i] ?? '')} lines={values(i)} />;
      }}
      legend={
        series.length > 1 || band ? (
          <Legend items={[...series.map((s) => ({ label: s.label, color: cssColor(s.color), dashed: s.dashed })), ...(band ? [{ label: band.label, color: bandColor, area: true }] : [])]} />
        ) : null
      }
    >
      {(width) => {
        const { plotW, start, x } = geometry(width);
        const step = n > 1 ? plotW / (n - 1) : plotW;
        const axisX = axisWidth - 8;
        return (
          <>
            <defs>
              <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
                <stop offset="0%" stopColor={cssColor(series[0]?.color ?? 'brand')} stopOpacity="0.18" />
                <stop offset="100%" stopColor={cssColor(series[0]?.color ?? 'brand')} stopOpacity="0" />
              </linearGradient>
            </defs>
            {props.closed?.bands.map((band) => {
              const a = index.get(band.x1);
              const b = index.get(band.x2);
              if (a === undefined || b === undefined) return null;
              const { left, right } = spanOf(a, b, x, step, start, plotW);
              return (
                <g key={`${band.x1}-${band.x2}`}>
                  <rect x={left} y={pad.top} width={Math.max(1, right - left)} height={plotH} fill="var(--mantine-color-gray-5)" fillOpacity={0.22} />
                  {labelled && right - left > 36 ? (
                    <text x={(left + right) / 2} y={pad.top + 12} textAnchor="middle" fontSize={10} fill="var(--mantine-color-dimmed)">
                      {props.closed?.label}
                    </text>
                  ) : null}
                </g>
              );
            })}
            {ticksY.map((v) => (
              <g key={v}>
                <line x1={start} x2={start + plotW} y1={y(v)} y2={y(v)} stroke={GRID} strokeDasharray={v === 0 ? undefined : '3 3'} />
                <text x={axisX} y={y(v)} dy="0.32em" textAnchor="end" direction="ltr" {...AXIS}>
                  {fmtY(v)}
                </text>
              </g>
            ))}
            {tickIndexes(plotW).map((i) => (
              <text key={i} x={x(i)} y={height - 6} textAnchor="middle" data-tick {...AXIS}>
                {fmtX(xs[i] ?? '')}
              </text>
            ))}
            {(props.marks ?? []).map((mark) => {
              const a = index.get(mark.x1);
              const b = index.get(mark.x2);
              if (a === undefined || b === undefined) return null;
              const { left, right } = spanOf(a, b, x, step, start, plotW);
              return (
                <g key={`${mark.x1}-${mark.x2}`} data-mark={`${mark.x1}-${mark.x2}`}>
                  <rect x={left} y={pad.top} width={right - left} height={plotH} fill="var(--mantine-color-red-6)" fillOpacity={0.12} />
                  <line x1={left} x2={right} y1={pad.top} y2={pad.top} stroke="var(--mantine-color-red-6)" strokeWidth={3} />
                </g>
              );
            })}
            {band ? (
              <path
                data-band
                d={bandPath(
                  data.map((row) => num(row[band.low])),
                  data.map((row) => num(row[band.high])),
                  x,
                  y,
                )}
                fill={bandColor}
                fillOpacity={0.16}
                stroke="none"
              />
            ) : null}
            {series[0] && !series[0].dashed && !band ? <path d={areaPath(runs(data.map((row) => num(row[series[0]?.name ?? ''])), x, y), y(0))} fill={`url(#${gradient})`} stroke="none" /> : null}
            {series.map((s) => (
              <path
                key={s.name}
                d={linePath(runs(data.map((row) => num(row[s.name])), x, y))}
                fill="none"
                stroke={cssColor(s.color)}
                strokeWidth={2}
                strokeDasharray={s.dashed ? '5 5' : undefined}
                strokeLinejoin="round"
                strokeLinecap="round"
              />
            ))}
            {band && series[0]
              ? data.map((row, i) => {
                  const v = num(row[series[0]?.name ?? '']);
                  const lo = num(row[band.low]);
                  const hi = num(row[band.high]);
                  if (v === null || lo === null || hi === null || (v >= lo && v <= hi)) return null;
                  return <circle key={i} data-outside={xs[i]} cx={x(i)} cy={y(v)} r={3.5} fill="var(--mantine-color-red-6)" stroke="var(--mantine-color-body)" strokeWidth={1.5} />;
                })
              : null}
            {active !== null ? (
              <g>
                <line x1={x(active)} x2={x(active)} y1={pad.top} y2={pad.top + plotH} stroke="var(--mantine-color-dimmed)" strokeDasharray="3 3" />
                {series.map((s) => {
                  const v = num(data[active]?.[s.name]);
                  return v === null ? null : <circle key={s.name} cx={x(active)} cy={y(v)} r={4} fill={cssColor(s.color)} stroke="var(--mantine-color-body)" strokeWidth={2} />;
                })}
              </g>
            ) : null}
          </>
        );
      }}
    </Frame>
  );
}

/**
 * Horizontal bars, one row per category (every label shown), value axis along the bottom. Drawn
 * the same in every language, labels on the left and values growing to the right (decision 0016),
 * like the recharts bars beside it; only the labels' text follows the page's direction.
 */
export function SvgBarChart(props: LineSpec) {
  const { t, i18n } = useTranslation('insights');
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const height = props.height ?? 260;
  const [active, setActive] = useState<number | null>(null);
  const { data, dataKey } = props;
  const s = props.series[0];
  const fmt = props.valueFormatter ?? String;
  const rows = data.map((row) => ({ label: String(row[dataKey]), value: (s && num(row[s.name])) ?? 0 }));
  const n = rows.length;
  const ticks = niceTicks(Math.max(0, ...rows.map((r) => r.value)));
  const top = ticks[ticks.length - 1] ?? 1;
  const labelWidth = 84;
  const pad = { top: 4, bottom: 22, edge: 16 };
  const band = (height - pad.top - pad.bottom) / Math.max(1, n);
  const geometry = (width: number) => {
    const plotW = Math.max(10, width - labelWidth - pad.edge);
    const start = labelWidth;
    const x = (v: number) => start + (plotW * v) / top;
    return { plotW, start, x };
  };
  const color = cssColor(s?.color ?? 'brand');
  const peak = rows.reduce((best, r, i) => (r.value > (rows[best]?.value ?? -1) ? i : best), 0);
  const summary = n === 0 || !s ? t('chart.summaryEmpty', { series: s?.label ?? '' }) : t('chart.summaryBars', { series: s.label, count: n, label: rows[peak]?.label ?? '', max: fmt(rows[peak]?.value ?? 0) });
  const text = (i: number) => `${rows[i]?.label}: ${s?.label} ${fmt(rows[i]?.value ?? 0)}`;
  return (
    <Frame
      height={height}
      summary={summary}
      count={n}
      active={active}
      setActive={setActive}
      keys={{ next: 'ArrowDown', prev: 'ArrowUp' }}
      announce={active !== null ? text(active) : ''}
      onPointer={(event) => {
        const py = event.clientY - event.currentTarget.getBoundingClientRect().top - pad.top;
        const i = Math.floor(py / band);
        setActive(i >= 0 && i < n ? i : null);
      }}
      tooltip={(width) => {
        const i = active ?? 0;
        const { x } = geometry(width);
        return <Tooltip x={x(rows[i]?.value ?? 0)} y={pad.top + band * i} width={width} title={rows[i]?.label} lines={[{ color, label: s?.label ?? '', value: fmt(rows[i]?.value ?? 0) }]} />;
      }}
    >
      {(width) => {
        const { start, x } = geometry(width);
        const thick = Math.min(28, band * 0.7);
        return (
          <>
            {ticks.map((v) => (
              <g key={v}>
                <line x1={x(v)} x2={x(v)} y1={pad.top} y2={height - pad.bottom} stroke={GRID} strokeDasharray={v === 0 ? undefined : '3 3'} />
                <text x={x(v)} y={height - 6} textAnchor="middle" direction="ltr" {...AXIS}>
                  {fmt(v)}
                </text>
              </g>
            ))}
            {rows.map((r, i) => {
              const cy = pad.top + band * i + band / 2;
              const end = x(r.value);
              return (
                <g key={r.label} opacity={active === null || active === i ? 1 : 0.6}>
                  {/* the label ends 8 px before the bars: its end is its left in right-to-left text */}
                  <text x={start - 8} y={cy} dy="0.32em" textAnchor={rtl ? 'start' : 'end'} {...AXIS}>
                    {r.label}
                  </text>
                  <rect x={Math.min(start, end)} y={cy - thick / 2} width={Math.abs(end - start)} height={thick} rx={3} fill={color} />
                </g>
              );
            })}
          </>
        );
      }}
    </Frame>
  );
}

/** A donut: one arc per slice, clockwise from the top. */
export function SvgDonutChart(props: DonutSpec) {
  const { t, i18n } = useTranslation('insights');
  const size = props.height ?? 160;
  const thickness = 22;
  const [active, setActive] = useState<number | null>(null);
  const fmt = props.valueFormatter ?? String;
  const total = props.data.reduce((sum, d) => sum + Math.max(0, d.value), 0);
  const share = (v: number) => formatShare(total > 0 ? v / total : 0, i18n.language);
  const r = (size - thickness) / 2;
  const c = 2 * Math.PI * r;
  const text = (i: number) => `${props.data[i]?.name}: ${fmt(props.data[i]?.value ?? 0)} (${share(props.data[i]?.value ?? 0)})`;
  const summary = t('chart.summaryDonut', { slices: props.data.map((_, i) => text(i)).join(', ') });
  const lengths = props.data.map((d) => (total > 0 ? (Math.max(0, d.value) / total) * c : 0));
  const offsets = lengths.map((_, i) => lengths.slice(0, i).reduce((a, b) => a + b, 0));
  return (
    <Frame
      height={size}
      summary={summary}
      count={props.data.length}
      active={active}
      setActive={setActive}
      keys={{ next: 'ArrowRight', prev: 'ArrowLeft' }}
      announce={active !== null ? text(active) : ''}
      onPointer={(event, width) => {
        const box = event.currentTarget.getBoundingClientRect();
        const dx = event.clientX - box.left - width / 2;
        const dy = event.clientY - box.top - size / 2;
        const dist = Math.hypot(dx, dy);
        if (dist < r - thickness / 2 - 2 || dist > r + thickness / 2 + 2 || total <= 0) return setActive(null);
        // clockwise from the top, as drawn
        const turn = ((Math.atan2(dx, -dy) / (2 * Math.PI)) + 1) % 1;
        let acc = 0;
        const i = props.data.findIndex((d) => (acc += Math.max(0, d.value) / total) >= turn);
        setActive(i >= 0 ? i : null);
      }}
      tooltip={(width) => {
        const i = active ?? 0;
        const d = props.data[i];
        return <Tooltip x={width / 2} y={size / 2 - 20} width={width} lines={d ? [{ color: cssColor(d.color), label: d.name, value: `${fmt(d.value)} (${share(d.value)})` }] : []} />;
      }}
    >
      {(width) => (
        <g transform={`translate(${width / 2} ${size / 2}) rotate(-90)`}>
          <circle r={r} fill="none" stroke={GRID} strokeWidth={thickness} />
          {props.data.map((d, i) => (
            <circle
              key={d.name}
              r={r}
              fill="none"
              stroke={cssColor(d.color)}
              strokeWidth={active === i ? thickness + 4 : thickness}
              strokeDasharray={`${lengths[i] ?? 0} ${c - (lengths[i] ?? 0)}`}
              strokeDashoffset={-(offsets[i] ?? 0)}
            />
          ))}
        </g>
      )}
    </Frame>
  );
}

/** The landing's charts by kind, drawn in SVG (line, horizontal bar, donut). */
export function SvgChart(props: ChartSpec) {
  if (props.kind === 'donut') return <SvgDonutChart {...props} />;
  if (props.kind === 'bar') return <SvgBarChart {...props} />;
  if (props.kind === 'line') return <SvgLineChart {...props} />;
  return null;
}

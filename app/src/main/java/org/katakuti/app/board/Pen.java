package org.katakuti.app.board;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RadialGradientPaint;
import java.awt.geom.Ellipse2D;
import java.awt.geom.GeneralPath;
import java.awt.geom.Point2D;
import java.util.Random;

/**
 * Draws by hand: crosses and noughts as pen strokes that wobble a little (the
 * same wobble every time for the same square, so a repaint never jitters),
 * struck lines, pencil hatching and round goti stones.
 */
final class Pen {

    private Pen() {
    }

    /** A round-capped stroke {@code width} pixels wide. */
    static BasicStroke stroke(double width) {
        return new BasicStroke((float) Math.max(1.0, width), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    }

    /** A cross in a box of half-size {@code r} around (cx, cy). */
    static void cross(Graphics2D g, double cx, double cy, double r, long seed) {
        Random wobble = new Random(seed * 31 + 7);
        stroke(g, cx - r + jitter(wobble, r), cy - r + jitter(wobble, r),
                cx + r + jitter(wobble, r), cy + r + jitter(wobble, r), r * 0.10 * sign(wobble));
        stroke(g, cx + r + jitter(wobble, r), cy - r + jitter(wobble, r),
                cx - r + jitter(wobble, r), cy + r + jitter(wobble, r), r * 0.10 * sign(wobble));
    }

    /** A nought of radius about {@code r} around (cx, cy), drawn in one stroke that overshoots its start a little. */
    static void nought(Graphics2D g, double cx, double cy, double r, long seed) {
        Random wobble = new Random(seed * 17 + 3);
        double start = wobble.nextDouble() * Math.PI * 2;
        double squash = 0.9 + wobble.nextDouble() * 0.12;
        GeneralPath path = new GeneralPath();
        int steps = 40;
        double sweep = Math.PI * 2 * 1.07;
        for (int i = 0; i <= steps; i++) {
            double t = i / (double) steps;
            double angle = start - sweep * t;
            // the radius drifts a little over the turn, as a hand does
            double radius = r * (1.0 + 0.06 * Math.sin(t * Math.PI) - 0.05 * t);
            double x = cx + Math.cos(angle) * radius;
            double y = cy + Math.sin(angle) * radius * squash;
            if (i == 0) {
                path.moveTo(x, y);
            } else {
                path.lineTo(x, y);
            }
        }
        g.draw(path);
    }

    /** A slightly bowed pen stroke from one point to another. */
    static void stroke(Graphics2D g, double x1, double y1, double x2, double y2, double bow) {
        double mx = (x1 + x2) / 2;
        double my = (y1 + y2) / 2;
        double length = Math.hypot(x2 - x1, y2 - y1);
        if (length == 0) {
            return;
        }
        double nx = -(y2 - y1) / length;
        double ny = (x2 - x1) / length;
        GeneralPath path = new GeneralPath();
        path.moveTo(x1, y1);
        path.quadTo(mx + nx * bow, my + ny * bow, x2, y2);
        g.draw(path);
    }

    /** Parallel pencil hatching over a box: the shade of a drawn grid. */
    static void hatch(Graphics2D g, double x, double y, double w, double h, double gap) {
        java.awt.Shape clip = g.getClip();
        g.clip(new java.awt.geom.Rectangle2D.Double(x, y, w, h));
        for (double d = -h; d < w; d += gap) {
            g.draw(new java.awt.geom.Line2D.Double(x + d, y + h, x + d + h, y));
        }
        g.setClip(clip);
    }

    /** A round goti stone of radius {@code r}: dark or light, with a soft shadow and a glint. */
    static void goti(Graphics2D g, double cx, double cy, double r, boolean dark, boolean ghost) {
        Color base = dark ? new Color(0x2D3138) : new Color(0xF3EFE4);
        Color glint = dark ? new Color(0x6B7280) : Color.WHITE;
        Color rim = dark ? new Color(0x14161A) : new Color(0xB9B2A3);
        int alpha = ghost ? 120 : 255;
        if (!ghost) {
            g.setColor(new Color(0, 0, 0, 60));
            g.fill(new Ellipse2D.Double(cx - r + r * 0.12, cy - r + r * 0.18, 2 * r, 2 * r));
        }
        RadialGradientPaint paint = new RadialGradientPaint(
                new Point2D.Double(cx - r * 0.35, cy - r * 0.4), (float) (r * 1.4),
                new float[] {0f, 0.55f, 1f},
                new Color[] {Ink.fade(glint, alpha), Ink.fade(base, alpha), Ink.fade(rim, alpha)});
        g.setPaint(paint);
        g.fill(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
        g.setColor(Ink.fade(rim, alpha));
        g.setStroke(stroke(Math.max(1.0, r * 0.06)));
        g.draw(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
    }

    private static double jitter(Random wobble, double r) {
        return (wobble.nextDouble() - 0.5) * r * 0.16;
    }

    private static double sign(Random wobble) {
        return wobble.nextBoolean() ? 1 : -1;
    }
}

package org.katakuti.app.board;

import java.awt.Color;

/**
 * The colours of the kapi page and the pens on it, one set per theme: a cream
 * page with blue rules, a red margin and ballpoint inks by day, a slate page
 * with chalky inks by night.
 */
public final class Ink {

    /** The page and inks of the light theme. */
    public static final Ink DAY = new Ink(
            new Color(0xFBF8EE), new Color(0xC9DAEA), new Color(0xE9A7A1),
            new Color(0x59606B), new Color(0x1C4FB8), new Color(0xB3261E), new Color(0x7D838C),
            new Color(255, 236, 90, 120), new Color(0x2A2A2A), new Color(0x6B7280));

    /** The page and inks of the dark theme. */
    public static final Ink NIGHT = new Ink(
            new Color(0x24282E), new Color(0x323C48), new Color(0x5C3B3B),
            new Color(0xA4ADB8), new Color(0x86B6FF), new Color(0xFF8F84), new Color(0x8A929C),
            new Color(255, 213, 79, 48), new Color(0xE8E8E8), new Color(0x8F98A3));

    final Color paper;
    final Color rule;
    final Color margin;
    final Color grid;
    final Color crossInk;
    final Color noughtInk;
    final Color pencil;
    final Color highlighter;
    final Color strike;
    final Color label;

    private Ink(Color paper, Color rule, Color margin, Color grid, Color crossInk, Color noughtInk, Color pencil,
            Color highlighter, Color strike, Color label) {
        this.paper = paper;
        this.rule = rule;
        this.margin = margin;
        this.grid = grid;
        this.crossInk = crossInk;
        this.noughtInk = noughtInk;
        this.pencil = pencil;
        this.highlighter = highlighter;
        this.strike = strike;
        this.label = label;
    }

    /** @return true for the night page */
    public boolean isDark() {
        return this == NIGHT;
    }

    /** @return the ink of crosses (true) or noughts (false) */
    Color markInk(boolean cross) {
        return cross ? crossInk : noughtInk;
    }

    /** @return {@code color} with {@code alpha} (0-255) */
    static Color fade(Color color, int alpha) {
        return new Color(color.getRed(), color.getGreen(), color.getBlue(), alpha);
    }
}

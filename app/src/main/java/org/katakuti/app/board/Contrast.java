package org.katakuti.app.board;

import java.awt.Color;

/**
 * How readable a colour is on another, by the contrast ratio of the Web
 * Content Accessibility Guidelines (1:1 to 21:1), and quiet colours that stay
 * readable: small text wants at least {@link #READABLE}.
 */
public final class Contrast {

    /** The ratio small text needs to be read easily (WCAG AA). */
    public static final double READABLE = 4.5;

    private Contrast() {
    }

    /** @return the contrast ratio of two colours, from 1 (the same) to 21 (black on white) */
    public static double ratio(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    /**
     * @return the colour for quiet text: {@code text} mixed into
     *     {@code background} as far as it goes while keeping a readable
     *     contrast; {@code text} itself when even that is not readable
     */
    public static Color quiet(Color text, Color background) {
        for (int percent = 40; percent < 100; percent += 5) {
            Color mix = mix(text, background, percent / 100.0);
            if (ratio(mix, background) >= READABLE) {
                return mix;
            }
        }
        return text;
    }

    private static Color mix(Color text, Color background, double share) {
        return new Color(
                (int) Math.round(text.getRed() * share + background.getRed() * (1 - share)),
                (int) Math.round(text.getGreen() * share + background.getGreen() * (1 - share)),
                (int) Math.round(text.getBlue() * share + background.getBlue() * (1 - share)));
    }

    private static double luminance(Color color) {
        return 0.2126 * linear(color.getRed()) + 0.7152 * linear(color.getGreen()) + 0.0722 * linear(color.getBlue());
    }

    private static double linear(int channel) {
        double c = channel / 255.0;
        return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }
}

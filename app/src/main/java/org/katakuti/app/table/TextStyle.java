package org.katakuti.app.table;

import java.awt.Font;

import javax.swing.JComponent;
import javax.swing.UIManager;
import javax.swing.plaf.FontUIResource;
import javax.swing.plaf.UIResource;

/**
 * The few text sizes the table uses besides the plain one. Each is taken from
 * the look and feel's fonts, so it follows the theme and the language's font,
 * and is set again whenever the component's look and feel changes.
 *
 * <p>Why not FlatLaf's {@code h1}/{@code h3} style classes: they ask for a
 * semibold family (Lato Semibold, Ubuntu Medium...) that most machines lack,
 * and the JDK then reads every installed font file to be sure, which cost
 * about 150 ms of the start screen's first paint; the style-class parser
 * itself costs another 30 ms of class loading. Bold of the regular size is
 * what those machines end up showing anyway.
 */
public enum TextStyle {
    /** The big heading of a screen. */
    TITLE("h1.regular.font", Font.BOLD),
    /** The second line of a screen's heading. */
    SUBTITLE("h2.regular.font", Font.BOLD),
    /** The heading of a part of a form. */
    HEADING("h3.regular.font", Font.BOLD),
    /** Plain size, bold: what to press, whose turn. */
    STRONG("Label.font", Font.BOLD),
    /** Notes under a choice. */
    SMALL("small.font", Font.PLAIN);

    private final String key;
    private final int style;

    TextStyle(String key, int style) {
        this.key = key;
        this.style = style;
    }

    /**
     * Gives {@code component} this style, now and after every theme or language
     * switch: each puts the look and feel's own font back on the component (a
     * language switch keeps the same UI object, so no "UI" change is fired;
     * the font change is), and the style then goes back on.
     */
    public void applyTo(final JComponent component) {
        component.setFont(font());
        component.addPropertyChangeListener("font", e -> {
            Font styled = font();
            if (e.getNewValue() instanceof UIResource && !styled.equals(e.getNewValue())) {
                component.setFont(styled);
            }
        });
    }

    /** @return this style's font under the look and feel installed now */
    public Font font() {
        Font base = UIManager.getFont(key);
        if (base == null) {
            base = UIManager.getFont("Label.font");
        }
        return new FontUIResource(base.deriveFont(style));
    }
}

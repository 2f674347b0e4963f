package org.katakuti.app.table;

import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.util.ArrayList;
import java.util.List;

import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleRole;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;

import com.formdev.flatlaf.ui.FlatUIUtils;

import org.katakuti.app.board.Contrast;

/**
 * A label whose text wraps at spaces to the width it is given, where a plain
 * {@code JLabel} would cut a long line with "…" (and an HTML label would load
 * the whole HTML engine, too slow for the first screen). Its preferred height
 * is that of its text wrapped to the width it has now, so a layout that gives
 * it a new width must lay it out once more to give it the height that width
 * needs. Quiet, it is drawn in a paler colour that is still readable on its
 * background.
 */
final class WrappingLabel extends JLabel {

    private final TextStyle style;
    private String text = "";
    private boolean quiet;

    WrappingLabel(TextStyle style) {
        this.style = style;
        updateUI();
    }

    @Override
    public void setText(String newText) {
        text = newText == null ? "" : newText;
        revalidate();
        repaint();
    }

    @Override
    public String getText() {
        return text;
    }

    /**
     * A new width can change how many lines the text needs: once the layout
     * under way is done, the label asks for the height its new width needs.
     */
    @Override
    public void setBounds(int x, int y, int width, int height) {
        boolean newWidth = width != getWidth();
        super.setBounds(x, y, width, height);
        if (newWidth && width > 0 && heightFor(width) != height) {
            SwingUtilities.invokeLater(this::revalidate);
        }
    }

    /** Draws the text paler than the text around it (for notes), yet readable. */
    void setQuiet(boolean on) {
        quiet = on;
        repaint();
    }

    @Override
    public void updateUI() {
        super.updateUI();
        if (style != null) {
            setFont(style.font());
        }
    }

    /** @return how high the text is when wrapped to {@code width} pixels */
    int heightFor(int width) {
        FontMetrics metrics = getFontMetrics(getFont());
        return lines(text, metrics, width).size() * metrics.getHeight();
    }

    /** As wide as the text on one line; as high as the text wrapped to the width it has, once it has one. */
    @Override
    public Dimension getPreferredSize() {
        if (isPreferredSizeSet()) {
            return super.getPreferredSize();
        }
        FontMetrics metrics = getFontMetrics(getFont());
        int height = getWidth() > 0 ? heightFor(getWidth()) : metrics.getHeight();
        return new Dimension(metrics.stringWidth(text), height);
    }

    @Override
    public Dimension getMinimumSize() {
        return new Dimension(0, getFontMetrics(getFont()).getHeight());
    }

    @Override
    public int getBaseline(int width, int height) {
        return getFontMetrics(getFont()).getAscent();
    }

    @Override
    protected void paintComponent(Graphics g) {
        FontMetrics metrics = getFontMetrics(getFont());
        g.setFont(getFont());
        g.setColor(quiet ? Contrast.quiet(getForeground(), getBackground()) : getForeground());
        int y = metrics.getAscent();
        for (String line : lines(text, metrics, getWidth())) {
            FlatUIUtils.drawString(this, g, line, 0, y);
            y += metrics.getHeight();
        }
    }

    /**
     * @return {@code text} broken at spaces into lines no wider than {@code width},
     *     as many words on each line as fit; a word wider than {@code width} has
     *     a line of its own
     */
    static List<String> lines(String text, FontMetrics metrics, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.trim().split(" +")) {
            if (line.length() > 0 && metrics.stringWidth(line + " " + word) > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    @Override
    public AccessibleContext getAccessibleContext() {
        if (accessibleContext == null) {
            accessibleContext = new AccessibleJComponent() {
                @Override
                public String getAccessibleName() {
                    return text;
                }

                @Override
                public AccessibleRole getAccessibleRole() {
                    return AccessibleRole.LABEL;
                }
            };
        }
        return accessibleContext;
    }
}

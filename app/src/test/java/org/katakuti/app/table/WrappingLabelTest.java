package org.katakuti.app.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.image.BufferedImage;
import java.util.List;

import javax.swing.JPanel;

import net.miginfocom.swing.MigLayout;

import org.junit.jupiter.api.Test;

class WrappingLabelTest {

    private static final FontMetrics METRICS = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).getGraphics()
            .getFontMetrics(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
    private static final String LINE = "Nine small grids; your square sends the other player to a grid.";

    @Test
    void aLineThatFitsStaysOneLine() {
        assertThat(WrappingLabel.lines(LINE, METRICS, METRICS.stringWidth(LINE))).containsExactly(LINE);
    }

    @Test
    void aLongLineBreaksAtSpacesIntoLinesThatFitKeepingEveryWord() {
        int width = METRICS.stringWidth(LINE) / 2;
        List<String> lines = WrappingLabel.lines(LINE, METRICS, width);
        assertThat(lines).hasSizeGreaterThanOrEqualTo(2);
        assertThat(lines).allSatisfy(line -> assertThat(METRICS.stringWidth(line)).isLessThanOrEqualTo(width));
        assertThat(String.join(" ", lines)).isEqualTo(LINE);
    }

    @Test
    void eachLineTakesAsManyWordsAsFit() {
        int width = METRICS.stringWidth(LINE) / 2;
        List<String> lines = WrappingLabel.lines(LINE, METRICS, width);
        for (int i = 0; i + 1 < lines.size(); i++) {
            String nextWord = lines.get(i + 1).split(" ")[0];
            assertThat(METRICS.stringWidth(lines.get(i) + " " + nextWord)).as(lines.get(i)).isGreaterThan(width);
        }
    }

    @Test
    void aWordWiderThanTheLineHasALineOfItsOwn() {
        assertThat(WrappingLabel.lines("a katakuti b", METRICS, METRICS.stringWidth("kata")))
                .containsExactly("a", "katakuti", "b");
    }

    @Test
    void devanagariBreaksAtItsSpacesToo() {
        String nepali = "नौ साना ३x३ ग्रिड; तपाईंको कोठाले अर्को खेलाडीलाई ग्रिडमा पठाउँछ।";
        List<String> lines = WrappingLabel.lines(nepali, METRICS, METRICS.stringWidth(nepali) / 2);
        assertThat(lines).hasSizeGreaterThanOrEqualTo(2);
        assertThat(String.join(" ", lines)).isEqualTo(nepali);
    }

    @Test
    void itsPreferredHeightIsThatOfItsTextWrappedToTheWidthItHas() {
        WrappingLabel label = new WrappingLabel(TextStyle.SMALL);
        label.setText(LINE);
        int oneLine = label.getPreferredSize().height;
        label.setSize(label.getPreferredSize().width / 2, oneLine);
        assertThat(label.getPreferredSize().height).isEqualTo(label.heightFor(label.getWidth()))
                .isGreaterThanOrEqualTo(2 * oneLine);
    }

    @Test
    void laidOutAgainAtItsNewWidthItGetsTheHeightItsWrappedTextNeeds() {
        WrappingLabel label = new WrappingLabel(TextStyle.SMALL);
        label.setText(LINE);
        int oneLine = label.getPreferredSize().height;
        int width = label.getPreferredSize().width / 2;
        JPanel form = new JPanel(new MigLayout("insets 0", "[grow]"));
        form.add(label, "growx, wmin 0");
        form.setSize(width, 400);
        form.doLayout();
        form.invalidate();
        form.doLayout();
        assertThat(label.getWidth()).isEqualTo(width);
        assertThat(label.getHeight()).isEqualTo(label.heightFor(width)).isGreaterThanOrEqualTo(2 * oneLine);
    }
}

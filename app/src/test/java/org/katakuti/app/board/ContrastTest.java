package org.katakuti.app.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Color;

import org.junit.jupiter.api.Test;

class ContrastTest {

    @Test
    void blackOnWhiteIsTwentyOneToOneAndAColourOnItselfIsOne() {
        assertThat(Contrast.ratio(Color.BLACK, Color.WHITE)).isCloseTo(21.0, within(0.01));
        assertThat(Contrast.ratio(Color.GRAY, Color.GRAY)).isCloseTo(1.0, within(0.001));
    }

    @Test
    void quietTextIsPalerThanTheTextYetReadableOnLightAndDarkThemes() {
        Color lightPage = new Color(0xF2F2F2);
        Color quietOnLight = Contrast.quiet(Color.BLACK, lightPage);
        assertThat(Contrast.ratio(quietOnLight, lightPage)).isGreaterThanOrEqualTo(Contrast.READABLE)
                .isLessThan(Contrast.ratio(Color.BLACK, lightPage));

        Color darkPage = new Color(0x3C3F41);
        Color darkText = new Color(0xDDDDDD);
        Color quietOnDark = Contrast.quiet(darkText, darkPage);
        assertThat(Contrast.ratio(quietOnDark, darkPage)).isGreaterThanOrEqualTo(Contrast.READABLE)
                .isLessThan(Contrast.ratio(darkText, darkPage));
    }

    @Test
    void textTooFaintToBeQuieterStaysAsItIs() {
        Color page = new Color(0x777777);
        Color text = new Color(0x888888);
        assertThat(Contrast.quiet(text, page)).isEqualTo(text);
    }

    @Test
    void theBoardsLabelsAndLinesAreReadableOnTheirPageByDayAndByNight() {
        for (Ink ink : new Ink[] {Ink.DAY, Ink.NIGHT}) {
            assertThat(Contrast.ratio(ink.label, ink.paper)).as("coordinates and counts " + ink.isDark())
                    .isGreaterThanOrEqualTo(Contrast.READABLE);
            assertThat(Contrast.ratio(ink.grid, ink.paper)).as("grid " + ink.isDark()).isGreaterThanOrEqualTo(3.0);
            assertThat(Contrast.ratio(ink.crossInk, ink.paper)).as("crosses " + ink.isDark())
                    .isGreaterThanOrEqualTo(3.0);
            assertThat(Contrast.ratio(ink.noughtInk, ink.paper)).as("noughts " + ink.isDark())
                    .isGreaterThanOrEqualTo(3.0);
        }
    }
}

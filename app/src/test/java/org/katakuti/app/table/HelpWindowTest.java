package org.katakuti.app.table;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.JEditorPane;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Games;
import org.katakuti.app.board.ClickGuard;
import org.katakuti.app.i18n.Language;
import org.katakuti.app.i18n.Numerals;
import org.katakuti.app.i18n.Texts;

class HelpWindowTest {

    @Test
    void theHelpStatesTheClickGuardsTimeAsTheCodeHasItInBothLanguages() {
        assertThat(HelpWindow.html(new Texts(Language.ENGLISH), Games.TIC_TAC_TOE))
                .contains(ClickGuard.QUIET_MILLIS + " ms");
        assertThat(HelpWindow.html(new Texts(Language.NEPALI), Games.TIC_TAC_TOE))
                .contains(Numerals.write(ClickGuard.QUIET_MILLIS, Language.NEPALI) + " ms");
    }

    @Test
    void theHelpExplainsTheTablesWordsInBothLanguages() {
        assertThat(HelpWindow.html(new Texts(Language.ENGLISH), Games.TIGADI))
                .contains("<b>palo</b>, whose turn it is", "<b>jit</b>, a game won", "<b>barabari</b>, a draw");
        assertThat(HelpWindow.html(new Texts(Language.NEPALI), Games.TIGADI)).contains("(palo)", "(jit)", "(barabari)");
    }

    @Test
    void theNepaliHelpWrapsWithinTheHelpWindowsWidth() {
        JEditorPane page = new JEditorPane();
        page.setEditorKit(new WrappingHtmlKit());
        page.setText(HelpWindow.html(new Texts(Language.NEPALI), Games.TIGADI));
        // the widest piece that cannot be broken (a word, a heading word, a picture) fits the window, 460 px wide
        assertThat(page.getMinimumSize().width).as("the narrowest the Nepali help can be laid out").isLessThan(400);
    }
}

package org.katakuti.app.table;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.app.i18n.Language;
import org.katakuti.app.i18n.Texts;

class MoveWordsTest {

    private final Texts english = new Texts(Language.ENGLISH);

    @Test
    void aMarkIsSaidByItsSquare() {
        assertThat(MoveWords.withNotation(english, Games.GOMOKU, Move.parse("h8"))).isEqualTo("marked h8");
    }

    @Test
    void aTigadiMoveIsSaidInWordsAndInNotation() {
        assertThat(MoveWords.withNotation(english, Games.TIGADI, Move.parse("d2-d3xg7")))
                .isEqualTo("slid d2 to d3 and took g7 (d2-d3xg7)");
        assertThat(MoveWords.withNotation(english, Games.TIGADI, Move.parse("b4"))).isEqualTo("placed a goti on b4");
        assertThat(MoveWords.withNotation(english, Games.TIGADI, Move.PASS)).isEqualTo("passed (pass)");
    }

    @Test
    void nepaliSaysTheMoveInItsWordsAndKeepsTheNotationLatin() {
        String said = MoveWords.withNotation(new Texts(Language.NEPALI), Games.TIGADI, Move.parse("a4xd6"));
        assertThat(said).contains("a4", "d6", "(a4xd6)").doesNotContain("placed");
    }
}

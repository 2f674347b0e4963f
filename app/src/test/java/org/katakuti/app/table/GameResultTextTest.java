package org.katakuti.app.table;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;
import org.katakuti.app.i18n.Language;
import org.katakuti.app.i18n.Texts;

class GameResultTextTest {

    private final Texts english = new Texts(Language.ENGLISH);

    @Test
    void aWinNamesThePlayerInTheWinningSeatOfThatGame() {
        MatchSetup setup = MatchSetup.friends(Games.TIC_TAC_TOE, 3, "Asha", "Bikash");
        Outcome firstWins = Outcome.win(Seat.FIRST, Reason.LINE);
        assertThat(GameResultText.describe(english, setup, Side.ONE, firstWins)).isEqualTo("Asha wins: a line.");
        assertThat(GameResultText.describe(english, setup, Side.TWO, firstWins)).isEqualTo("Bikash wins: a line.");
    }

    @Test
    void misereSaysWhoCompletedTheLine() {
        MatchSetup setup = MatchSetup.friends(Games.MISERE, 3, "Asha", "Bikash");
        assertThat(GameResultText.describe(english, setup, Side.ONE, Outcome.win(Seat.SECOND, Reason.LINE)))
                .isEqualTo("Bikash wins: Asha completed a line.");
    }

    @Test
    void everyReasonIsPutInWords() {
        MatchSetup mnk = MatchSetup.friends(Games.GOMOKU, 3, "", "");
        MatchSetup tigadi = MatchSetup.friends(Games.TIGADI, 3, "", "");
        MatchSetup ultimate = MatchSetup.friends(Games.ULTIMATE, 3, "", "");
        assertThat(GameResultText.describe(english, mnk, Side.ONE, Outcome.draw(Reason.FULL)))
                .isEqualTo("Barabari: the grid is full.");
        assertThat(GameResultText.describe(english, mnk, Side.ONE, Outcome.draw(Reason.DEAD)))
                .isEqualTo("Barabari: no line can be made any more.");
        assertThat(GameResultText.describe(english, ultimate, Side.ONE, Outcome.win(Seat.FIRST, Reason.LINE)))
                .isEqualTo("Crosses wins: three small grids in a row.");
        assertThat(GameResultText.describe(english, tigadi, Side.ONE, Outcome.draw(Reason.REPETITION)))
                .isEqualTo("Barabari: the same position for the third time.");
        assertThat(GameResultText.describe(english, tigadi, Side.ONE, Outcome.draw(Reason.NO_CAPTURE)))
                .isEqualTo("Barabari: 100 turns without a capture.");
        assertThat(GameResultText.describe(english, tigadi, Side.ONE, Outcome.win(Seat.FIRST, Reason.REDUCED)))
                .isEqualTo("Black gotis wins: White gotis are down to two gotis.");
    }

    @Test
    void nepaliUsesBarabari() {
        Texts nepali = new Texts(Language.NEPALI);
        MatchSetup setup = MatchSetup.friends(Games.TIC_TAC_TOE, 3, "Asha", "Bikash");
        assertThat(GameResultText.describe(nepali, setup, Side.ONE, Outcome.draw(Reason.FULL)))
                .isEqualTo("बराबरी: ग्रिड भरियो।");
    }
}

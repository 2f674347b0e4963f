package org.katakuti.app.table;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.katakuti.api.match.Forfeit;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.match.PlayerKind;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;
import org.katakuti.app.i18n.Language;
import org.katakuti.app.i18n.Texts;

class GameResultTextTest {

    private final Texts english = new Texts(Language.ENGLISH);

    private static MatchRecord friends(Game game, String one, String two) {
        return MatchRecord.start(game, 3, PlayerInfo.person(one), PlayerInfo.person(two), 0);
    }

    private static MatchRecord play(MatchRecord record, String... moves) {
        for (String move : moves) {
            record = record.play(Move.parse(move), 0);
        }
        return record;
    }

    @Test
    void aWinNamesThePlayerInTheWinningSeatOfThatGame() {
        MatchRecord record = play(friends(Games.TIC_TAC_TOE, "Asha", "Bikash"), "a1", "b1", "a2", "b2", "a3");
        assertThat(GameResultText.describe(english, record, record.current())).isEqualTo("Asha wins: a line.");
        record = play(record.nextGame(), "a1", "b1", "a2", "b2", "a3");
        assertThat(GameResultText.describe(english, record, record.current()))
                .as("side two moved first in game 2, so the first seat's line is Bikash's")
                .isEqualTo("Bikash wins: a line.");
    }

    @Test
    void misereSaysWhoCompletedTheLine() {
        MatchRecord record = play(friends(Games.MISERE, "Asha", "Bikash"), "a1", "b1", "a2", "b2", "a3");
        assertThat(GameResultText.describe(english, record, record.current()))
                .isEqualTo("Bikash wins: Asha completed a line.");
    }

    @Test
    void everyReasonTheRulesGiveIsPutInWords() {
        MatchRecord mnk = friends(Games.GOMOKU, "", "");
        MatchRecord tigadi = friends(Games.TIGADI, "", "");
        MatchRecord ultimate = friends(Games.ULTIMATE, "", "");
        assertThat(describe(mnk, Outcome.draw(Reason.FULL))).isEqualTo("Barabari: the grid is full.");
        assertThat(describe(mnk, Outcome.draw(Reason.DEAD))).isEqualTo("Barabari: no line can be made any more.");
        assertThat(describe(ultimate, Outcome.win(Seat.FIRST, Reason.LINE)))
                .isEqualTo("Crosses wins: three small grids in a row.");
        assertThat(describe(tigadi, Outcome.draw(Reason.REPETITION)))
                .isEqualTo("Barabari: the same position for the third time.");
        assertThat(describe(tigadi, Outcome.draw(Reason.NO_CAPTURE))).isEqualTo("Barabari: 100 turns without a capture.");
        assertThat(describe(tigadi, Outcome.win(Seat.FIRST, Reason.REDUCED)))
                .isEqualTo("Black gotis wins: White gotis are down to two gotis.");
    }

    private String describe(MatchRecord record, Outcome outcome) {
        return GameResultText.describe(english, record, Side.ONE, outcome, null);
    }

    @Test
    void aForfeitSaysWhoForfeitedAndWhyInAFewWords() {
        PlayerInfo hard = PlayerInfo.bot(PlayerKind.BUILT_IN, "hard", "Hard", null, 1);
        MatchRecord record = MatchRecord.start(Games.TIC_TAC_TOE, 3, PlayerInfo.person("Asha"), hard, 0);
        record = play(record, "b2").forfeit(Side.TWO, Forfeit.TIME, "gave no move within 2000 ms");
        assertThat(GameResultText.describe(english, record, record.current())).isEqualTo(
                "Asha wins: Computer (Hard) forfeits: out of time.");
        PlayerInfo plugin = PlayerInfo.bot(PlayerKind.PLUGIN, "spinner", "Spinner", "1.0", 1);
        MatchRecord crashed = MatchRecord.start(Games.TIC_TAC_TOE, 3, plugin, PlayerInfo.person(""), 0)
                .forfeit(Side.ONE, Forfeit.CRASH, "failed: IllegalStateException: boom");
        assertThat(GameResultText.describe(english, crashed, crashed.current()))
                .isEqualTo("Noughts wins: Computer (Spinner) forfeits: it failed.");
    }

    @Test
    void aResignationNamesWhoResigned() {
        MatchRecord record = play(friends(Games.TIGADI, "Asha", "Bikash"), "a1").resign(Side.ONE);
        assertThat(GameResultText.describe(english, record, record.current())).isEqualTo("Bikash wins: Asha resigned.");
    }

    @Test
    void nepaliUsesBarabari() {
        Texts nepali = new Texts(Language.NEPALI);
        MatchRecord record = play(friends(Games.TIC_TAC_TOE, "Asha", "Bikash"),
                "b2", "a1", "c1", "a3", "a2", "c2", "b1", "b3", "c3");
        assertThat(GameResultText.describe(nepali, record, record.current())).isEqualTo("बराबरी: ग्रिड भरियो।");
    }
}

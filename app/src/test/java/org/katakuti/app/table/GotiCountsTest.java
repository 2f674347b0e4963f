package org.katakuti.app.table;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.app.i18n.Language;
import org.katakuti.app.i18n.Texts;

class GotiCountsTest {

    private final Texts english = new Texts(Language.ENGLISH);

    private static MatchRecord played(Game game, String... moves) {
        MatchRecord record = MatchRecord.start(game, 3, PlayerInfo.person("Asha"), PlayerInfo.person("Bikash"), 0);
        for (String move : moves) {
            record = record.play(Move.parse(move), 0);
        }
        return record;
    }

    @Test
    void aCaptureCountsAsTakenForTheSideThatLostTheGoti() {
        assertThat(GotiCounts.describe(english, played(Games.TIGADI, "a1", "g7", "a4", "g4", "a7xg4")))
                .isEqualTo("Black gotis: 3 on the board, 6 in hand, 0 taken   ·   "
                        + "White gotis: 1 on the board, 7 in hand, 1 taken");
    }

    @Test
    void theGamesOfMarksHaveNoGotisToCount() {
        assertThat(GotiCounts.describe(english, played(Games.TIC_TAC_TOE, "b2"))).isNull();
    }

    @Test
    void placingEndsWithTheEighteenthGotiAndNotBefore() {
        String[] placements = {"b6", "b4", "g7", "d6", "d3", "f4", "e3", "c5", "c4", "e4", "g4", "c3", "d5", "a4",
            "d1", "d7", "a7", "g1"};
        MatchRecord record = played(Games.TIGADI, java.util.Arrays.copyOf(placements, 17));
        assertThat(GotiCounts.placingJustEnded(record.current())).isFalse();
        record = record.play(Move.parse("g1"), 0);
        assertThat(GotiCounts.placingJustEnded(record.current())).isTrue();
        record = record.play(Move.parse("g7-f6"), 0);
        assertThat(GotiCounts.placingJustEnded(record.current())).as("only at the change").isFalse();
    }
}

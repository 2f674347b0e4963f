package org.katakuti.app.log;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.katakuti.api.match.Forfeit;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.match.PlayerKind;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;

class OpponentRecordsTest {

    private static final PlayerInfo HARD = PlayerInfo.bot(PlayerKind.BUILT_IN, "hard", "Hard", null, 1);
    private static final PlayerInfo ASHA = PlayerInfo.person("Asha");

    private static MatchRecord play(MatchRecord record, String... moves) {
        for (String move : moves) {
            record = record.play(Move.parse(move), 0);
        }
        return record;
    }

    @Test
    void eachFinishedGameCountsForThePersonAgainstTheBotWhicheverSideTheyPlayed() {
        // Asha on side one wins game 1, then resigns game 2
        MatchRecord asOne = play(MatchRecord.start(Games.TIC_TAC_TOE, 3, ASHA, HARD, 0), "a1", "b1", "a2", "b2", "a3")
                .nextGame().resign(Side.ONE);
        // Asha on side two: hard forfeits game 1, game 2 is drawn
        MatchRecord asTwo = play(MatchRecord.start(Games.TIC_TAC_TOE, 1, HARD, ASHA, 0)
                .forfeit(Side.ONE, Forfeit.TIME, "no answer"));
        MatchRecord drawn = play(MatchRecord.start(Games.TIC_TAC_TOE, 3, HARD, ASHA, 0),
                "b2", "a1", "c1", "a3", "a2", "c2", "b1", "b3", "c3");

        List<OpponentRecords.Line> lines = OpponentRecords.of(List.of(asOne, asTwo, drawn));

        assertThat(lines).singleElement().satisfies(line -> {
            assertThat(line.botId()).isEqualTo("hard");
            assertThat(line.gameId()).isEqualTo("tic-tac-toe");
            assertThat(line.wins()).as("a line and a forfeit").isEqualTo(2);
            assertThat(line.losses()).as("a resignation").isEqualTo(1);
            assertThat(line.draws()).isEqualTo(1);
        });
    }

    @Test
    void eachGameAndEachBotHasALineOfItsOwn() {
        PlayerInfo easy = PlayerInfo.bot(PlayerKind.BUILT_IN, "easy", "Easy", null, 1);
        List<OpponentRecords.Line> lines = OpponentRecords.of(List.of(
                MatchRecord.start(Games.GOMOKU, 3, ASHA, HARD, 0).resign(Side.ONE),
                MatchRecord.start(Games.TIC_TAC_TOE, 3, ASHA, HARD, 0).resign(Side.ONE),
                MatchRecord.start(Games.TIC_TAC_TOE, 3, easy, ASHA, 0).resign(Side.ONE)));
        assertThat(lines).extracting(line -> line.botId() + " " + line.gameId() + " " + line.wins() + "-"
                + line.losses()).containsExactly("hard gomoku 0-1", "hard tic-tac-toe 0-1", "easy tic-tac-toe 1-0");
    }

    @Test
    void matchesBetweenTwoPeopleOrTwoComputersAreNoOnesRecord() {
        PlayerInfo normal = PlayerInfo.bot(PlayerKind.BUILT_IN, "normal", "Normal", null, 2);
        assertThat(OpponentRecords.of(List.of(
                MatchRecord.start(Games.TIC_TAC_TOE, 3, ASHA, PlayerInfo.person("Bikash"), 0).resign(Side.ONE),
                MatchRecord.start(Games.TIC_TAC_TOE, 3, HARD, normal, 0).forfeit(Side.ONE, Forfeit.CRASH, "x"))))
                .isEmpty();
    }
}

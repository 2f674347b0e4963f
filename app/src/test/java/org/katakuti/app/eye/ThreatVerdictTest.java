package org.katakuti.app.eye;

import static org.assertj.core.api.Assertions.assertThat;
import static org.katakuti.app.eye.Records.last;
import static org.katakuti.app.eye.Records.of;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.match.GameRecord;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.api.rules.mnk.MnkPosition;
import org.katakuti.app.bots.gomoku.ThreatProbe;

/**
 * Five-in-a-row and gomoku: the threat search's verdicts. Every position is
 * written in squares a1..i9, so it stands on both grids.
 */
class ThreatVerdictTest {

    /** Crosses d4 e4 f4 (c4 blocked) and g5 g6: g4 makes a four and an open three, a win by fours. */
    private static final String FOUR_THREE = "d4 c4 e4 a9 f4 i9 g5 a1 g6 i1";

    /** Caps from 300 ms a move, but the clock never cuts them short: the same verdicts on any machine. */
    private final GameAnalyst analyst = new GameAnalyst(300, 1, 60_000);

    static Stream<MnkGame> grids() {
        return Stream.of(Games.FIVE_IN_A_ROW, Games.GOMOKU);
    }

    @ParameterizedTest
    @MethodSource("grids")
    void playingElsewhereWithAWinByFoursMissesIt(MnkGame game) {
        Verdict elsewhere = last(analyst, of(game, FOUR_THREE + " h9"));
        assertThat(elsewhere.kind()).isEqualTo(Kind.MISSED_VCF);
        assertThat(elsewhere.before()).isEqualTo(Outlook.WIN);
        assertThat(elsewhere.better()).isEqualTo(Move.parse("g4"));
        assertThat(elsewhere.key()).startsWith("eye.vcf.missed");
        assertThat(elsewhere.arguments()[0]).isEqualTo("g4");
        assertThat(elsewhere.isMistake()).isTrue();
    }

    @ParameterizedTest
    @MethodSource("grids")
    void theFourThatStartsTheWinKeepsIt(MnkGame game) {
        Verdict four = last(analyst, of(game, FOUR_THREE + " g4"));
        assertThat(four.kind()).isEqualTo(Kind.BEST);
        assertThat(four.key()).isEqualTo("eye.vcf.keeps");
        assertThat(four.after()).isEqualTo(Outlook.WIN);
    }

    @ParameterizedTest
    @MethodSource("grids")
    void aMoveThatLeavesTheFourThreeOpenAllowsAWinByFours(MnkGame game) {
        GameRecord record = of(game, FOUR_THREE);
        Verdict allows = last(analyst, record);
        assertThat(allows.kind()).isEqualTo(Kind.ALLOWS_VCF);
        assertThat(allows.after()).isEqualTo(Outlook.LOSS);
        assertThat(allows.key()).startsWith("eye.vcf.allows");
        assertThat(allows.arguments()[0]).isEqualTo("g4");
        if (allows.better() != null) {
            // The move named as holding leaves crosses without a win by fours.
            MnkPosition held = (MnkPosition) record.positionAt(record.plies() - 1).play(allows.better());
            assertThat(new ThreatProbe(held).forcedWin(false, true, 1_000_000, Deadline.none())).isNull();
        }
    }

    @ParameterizedTest
    @MethodSource("grids")
    void aDoubleThreeMissedIsAMissedWinByFoursAndThrees(MnkGame game) {
        // Crosses d5 e5 and f6 f7: f5 makes two open threes.
        Verdict missed = last(analyst, of(game, "d5 a1 e5 i1 f6 a9 f7 i9 b8"));
        assertThat(missed.kind()).isEqualTo(Kind.MISSED_VCT);
        assertThat(missed.better()).isEqualTo(Move.parse("f5"));
        assertThat(missed.key()).startsWith("eye.vct.missed");
    }

    @ParameterizedTest
    @MethodSource("grids")
    void theFiveWinsAndAQuietOpeningForcesNothing(MnkGame game) {
        List<Verdict> verdicts = analyst.analyse(of(game, "e5 a1 e6 a9 e4 i1 e7 i9 e3"));
        assertThat(verdicts.get(0).kind()).isEqualTo(Kind.NOTHING_FORCED);
        assertThat(verdicts.get(0).key()).isEqualTo("eye.threat.none");
        Verdict five = verdicts.get(8);
        assertThat(five.kind()).isEqualTo(Kind.BEST);
        assertThat(five.key()).isEqualTo("eye.wins");
        // Noughts' i9 left an open four... they had lost already: nothing held.
        assertThat(verdicts.get(7).kind()).isIn(Kind.ALLOWS_VCF, Kind.BEST);
    }

    @ParameterizedTest
    @MethodSource("grids")
    void blockingAnOpenThreeAtAnEndStopsTheThreat(MnkGame game) {
        Verdict block = last(analyst, of(game, "e5 a1 e6 a9 e7 e8"));
        assertThat(block.kind()).isEqualTo(Kind.BEST);
        assertThat(block.key()).isEqualTo("eye.threat.defended");
        assertThat(block.isMistake()).isFalse();
    }

    @ParameterizedTest
    @MethodSource("grids")
    void leavingAnOpenThreeAllowsAWinAndNamesABlockThatHolds(MnkGame game) {
        Verdict ignored = last(analyst, of(game, "e5 a1 e6 a9 e7 i9"));
        assertThat(ignored.kind()).isIn(Kind.ALLOWS_VCF, Kind.ALLOWS_VCT);
        assertThat(ignored.better()).isIn(Move.parse("e4"), Move.parse("e8"));
        assertThat(ignored.key()).endsWith(".allows.better");
        assertThat(ignored.arguments()).hasSize(2);
    }

    @ParameterizedTest
    @MethodSource("grids")
    void theSameRecordGetsTheSameVerdicts(MnkGame game) {
        GameRecord record = of(game, FOUR_THREE + " h9 g4");
        assertThat(analyst.analyse(record)).isEqualTo(new GameAnalyst(300, 2, 60_000).analyse(record));
    }
}

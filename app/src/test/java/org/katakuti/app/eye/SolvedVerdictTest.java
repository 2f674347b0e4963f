package org.katakuti.app.eye;

import static org.assertj.core.api.Assertions.assertThat;
import static org.katakuti.app.eye.Records.last;
import static org.katakuti.app.eye.Records.of;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.katakuti.api.match.GameRecord;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Seat;

/** Tic-tac-toe, misere and four-by-four are solved: each verdict is exact. */
class SolvedVerdictTest {

    private final GameAnalyst analyst = new GameAnalyst();

    private static Move move(String notation) {
        return Move.parse(notation);
    }

    @Test
    void theFirstMarkInTheCentreKeepsTheDraw() {
        Verdict centre = last(analyst, of(Games.TIC_TAC_TOE, "b2"));
        assertThat(centre.ply()).isZero();
        assertThat(centre.mover()).isEqualTo(Seat.FIRST);
        assertThat(centre.kind()).isEqualTo(Kind.BEST);
        assertThat(centre.before()).isEqualTo(Outlook.DRAW);
        assertThat(centre.after()).isEqualTo(Outlook.DRAW);
        assertThat(centre.key()).isEqualTo("eye.best.draw");
        assertThat(centre.keeping()).hasSize(9);
        assertThat(centre.better()).isNull();
        assertThat(centre.hasPercent()).isFalse();
    }

    @Test
    void anEdgeAnswerToTheCentreWalksIntoALoss() {
        Verdict edge = last(analyst, of(Games.TIC_TAC_TOE, "b2 a2"));
        assertThat(edge.kind()).isEqualTo(Kind.WALKED_INTO_LOSS);
        assertThat(edge.mover()).isEqualTo(Seat.SECOND);
        assertThat(edge.before()).isEqualTo(Outlook.DRAW);
        assertThat(edge.after()).isEqualTo(Outlook.LOSS);
        assertThat(edge.keeping()).containsExactlyInAnyOrder(move("a1"), move("a3"), move("c1"), move("c3"));
        assertThat(edge.better()).isIn(edge.keeping());
        assertThat(edge.key()).isEqualTo("eye.walkedIntoLoss");
        assertThat(edge.arguments()).containsExactly(edge.better().toString());
        assertThat(edge.isMistake()).isTrue();
    }

    @Test
    void theCentreIsTheOnlyAnswerToACorner() {
        Verdict centre = last(analyst, of(Games.TIC_TAC_TOE, "a1 b2"));
        assertThat(centre.kind()).isEqualTo(Kind.ONLY_MOVE);
        assertThat(centre.keeping()).containsExactly(move("b2"));
        assertThat(centre.key()).isEqualTo("eye.only.draw");
        assertThat(centre.kind().tone()).isEqualTo(Kind.Tone.GOOD);
    }

    @Test
    void aForcedBlockIsTheOnlyMove() {
        // Crosses threaten a1-a2-a3: only a2 holds.
        Verdict block = last(analyst, of(Games.TIC_TAC_TOE, "a1 b2 a3 a2"));
        assertThat(block.kind()).isEqualTo(Kind.ONLY_MOVE);
        assertThat(block.before()).isEqualTo(Outlook.DRAW);
        assertThat(block.after()).isEqualTo(Outlook.DRAW);
    }

    @Test
    void aMarkThatMissesTheWinThrowsItAway() {
        // After b2 a2 a1 c3 crosses win only with b1 (fork) or c1 (fork); b3 lets noughts hold.
        List<Verdict> verdicts = analyst.analyse(of(Games.TIC_TAC_TOE, "b2 a2 a1 c3 b3"));
        Verdict miss = verdicts.get(4);
        assertThat(miss.kind()).isEqualTo(Kind.THREW_AWAY_WIN);
        assertThat(miss.before()).isEqualTo(Outlook.WIN);
        assertThat(miss.after()).isIn(Outlook.DRAW, Outlook.LOSS);
        assertThat(miss.keeping()).containsExactlyInAnyOrder(move("b1"), move("c1"));
        assertThat(miss.better()).isIn(move("b1"), move("c1"));
        assertThat(miss.key()).startsWith("eye.threwAwayWin.");
    }

    @Test
    void aWinAtOnceIsNamedAsTheBetterMove() {
        // Crosses a1 b1 b2 threaten c1 and c3; noughts block c1; c3 wins at once, a3 lets it go.
        Verdict miss = last(analyst, of(Games.TIC_TAC_TOE, "a1 a2 b1 b3 b2 c1 a3"));
        assertThat(miss.kind()).isEqualTo(Kind.THREW_AWAY_WIN);
        assertThat(miss.better()).isEqualTo(move("c3"));
    }

    @Test
    void theMarkThatCompletesALineWins() {
        Verdict win = last(analyst, of(Games.TIC_TAC_TOE, "a1 a2 b1 a3 c1"));
        assertThat(win.kind()).isEqualTo(Kind.BEST);
        assertThat(win.key()).isEqualTo("eye.wins");
        assertThat(win.after()).isEqualTo(Outlook.WIN);
    }

    @Test
    void inMisereOnlyTheCentreHoldsTheFirstMark() {
        Verdict corner = last(analyst, of(Games.MISERE, "a1"));
        assertThat(corner.kind()).isEqualTo(Kind.WALKED_INTO_LOSS);
        assertThat(corner.better()).isEqualTo(move("b2"));
        assertThat(corner.keeping()).containsExactly(move("b2"));
        assertThat(last(analyst, of(Games.MISERE, "b2")).kind()).isEqualTo(Kind.ONLY_MOVE);
        // The same corner in tic-tac-toe is a good start.
        assertThat(last(analyst, of(Games.TIC_TAC_TOE, "a1")).kind()).isEqualTo(Kind.BEST);
    }

    @Test
    void inMisereTheCentreAnswerToACornerThrowsAwayTheWin() {
        Verdict centre = last(analyst, of(Games.MISERE, "a1 b2"));
        assertThat(centre.kind()).isEqualTo(Kind.THREW_AWAY_WIN);
        assertThat(centre.after()).isEqualTo(Outlook.DRAW);
        assertThat(centre.keeping()).containsExactlyInAnyOrder(move("a2"), move("b1"), move("b3"), move("c2"));
    }

    @Test
    void inMisereTheLastSquareIsForcedEvenWhenItCompletesALineAndLoses() {
        Verdict lastSquare = last(analyst, of(Games.MISERE, "a1 a2 b1 b2 c2 c3 a3 b3 c1"));
        assertThat(lastSquare.kind()).isEqualTo(Kind.FORCED);
        assertThat(lastSquare.before()).isEqualTo(Outlook.LOSS);
        assertThat(lastSquare.after()).isEqualTo(Outlook.LOSS);
        assertThat(lastSquare.keeping()).containsExactly(move("c1"));
        assertThat(lastSquare.key()).isEqualTo("eye.forced");
    }

    @Test
    void fourByFourIgnoringAThreeWalksIntoALossAndTheWinIsTheOnlyMove() {
        List<Verdict> verdicts = analyst.analyse(of(Games.FOUR_BY_FOUR, "a1 a4 b1 b4 c1 c4 d1"));
        assertThat(verdicts.subList(0, 5)).extracting(Verdict::kind).containsOnly(Kind.BEST);
        assertThat(verdicts.get(0).before()).isEqualTo(Outlook.DRAW);
        assertThat(verdicts.get(5).kind()).isEqualTo(Kind.WALKED_INTO_LOSS);
        assertThat(verdicts.get(5).better()).isEqualTo(move("d1"));
        assertThat(verdicts.get(6).kind()).isEqualTo(Kind.ONLY_MOVE);
        assertThat(verdicts.get(6).key()).isEqualTo("eye.only.win");
        assertThat(last(analyst, of(Games.FOUR_BY_FOUR, "a1 a4 b1 b4 c1 d1")).kind()).isEqualTo(Kind.ONLY_MOVE);
    }

    @Test
    void theSolvedVerdictsAreTheSameEveryTimeAndFourByFourStaysQuick() {
        GameRecord game = Records.random(Games.FOUR_BY_FOUR, 11, 16);
        long start = System.nanoTime();
        List<Verdict> once = analyst.analyse(game);
        List<Verdict> again = new GameAnalyst(5, 99).analyse(game);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(once).hasSize(game.plies()).isEqualTo(again);
        assertThat(once).extracting(Verdict::kind).doesNotContain(Kind.UNKNOWN);
        assertThat(millis).as("two analyses of a four-by-four game").isLessThan(20_000);
    }
}

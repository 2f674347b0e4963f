package org.katakuti.app.bots.small;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.mnk.MnkBoard;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.app.bots.Level;

/**
 * The levels on 3x3, by the exact scores they can expect against each other
 * over one game each as first ({@link ExpectedScores}): win 1, draw 1/2. The
 * stronger side must score at least 75% wherever it can win at all.
 */
class SmallGridLevelsTest {

    private static final double CLEARLY_STRONGER = 0.75;

    @Test
    void hardScoresThreeQuartersAgainstNormalAtTicTacToeAndWinsSomeGamesNormalStarts() {
        ExpectedScores.Odds hard = ExpectedScores.of(Level.HARD, Games.TIC_TAC_TOE);
        ExpectedScores.Odds normal = ExpectedScores.of(Level.NORMAL, Games.TIC_TAC_TOE);
        ExpectedScores.Score score = ExpectedScores.overTwoGames(Games.TIC_TAC_TOE, hard, normal);
        assertTrue(score.share() >= CLEARLY_STRONGER, "hard vs normal: " + score);
        assertEquals(0, score.losses(), "hard lost: " + score);
        ExpectedScores.Score asSecond = ExpectedScores.asFirst(Games.TIC_TAC_TOE, normal, hard);
        assertTrue(asSecond.losses() > 0.1, "normal, starting, should lose some games to hard: " + asSecond);
    }

    @Test
    void noPerfectPlayerCanWinAMisereGameItStartsAgainstAPlayerWhoSeesTheThreats() {
        // Every perfect move against every square normal's sight lets through: no line wins.
        // So 75% (a draw in every game hard starts, a win in every other) is the most hard can score.
        SmallGridSolver solver = new SmallGridSolver(Games.MISERE);
        ExpectedScores.Odds anyPerfectMove = board -> ExpectedScores.alike(board, solver.bestMoves(board, Deadline.none()));
        ExpectedScores.Score score = ExpectedScores.asFirst(Games.MISERE, anyPerfectMove, SmallGridLevelsTest::anySafeSquare);
        assertEquals(0, score.wins(), "perfect play starting misere against any safe squares: " + score);
    }

    @Test
    void hardWinsEveryMisereGameNormalStarts() {
        ExpectedScores.Odds hard = ExpectedScores.of(Level.HARD, Games.MISERE);
        ExpectedScores.Odds normal = ExpectedScores.of(Level.NORMAL, Games.MISERE);
        ExpectedScores.Score score = ExpectedScores.overTwoGames(Games.MISERE, hard, normal);
        assertEquals(CLEARLY_STRONGER, score.share(), 1e-9, "hard vs normal at misere: " + score);
    }

    @Test
    void normalAndHardScoreThreeQuartersAgainstEasy() {
        for (MnkGame game : new MnkGame[] {Games.TIC_TAC_TOE, Games.MISERE}) {
            for (Level level : new Level[] {Level.NORMAL, Level.HARD}) {
                ExpectedScores.Score score = ExpectedScores.overTwoGames(game,
                        ExpectedScores.of(level, game), ExpectedScores.of(Level.EASY, game));
                assertTrue(score.share() >= CLEARLY_STRONGER, level.id() + " vs easy at " + game.id() + ": " + score);
                assertTrue(level != Level.HARD || score.losses() == 0, "hard vs easy at " + game.id() + ": " + score);
            }
        }
    }

    /** A player who sees the threats as normal does, then marks any square that survives, alike. */
    private static double[] anySafeSquare(MnkBoard board) {
        int[] moves = new int[board.size()];
        int count = board.legalMoves(moves);
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < count; i++) {
            best = Math.max(best, ThreatBot.threatValue(board, moves[i]));
        }
        List<Integer> safe = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (ThreatBot.threatValue(board, moves[i]) == best) {
                safe.add(moves[i]);
            }
        }
        return ExpectedScores.alike(board, safe);
    }
}

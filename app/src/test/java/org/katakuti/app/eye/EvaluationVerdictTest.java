package org.katakuti.app.eye;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;

/** Ultimate and tigadi: the hard bot's expected score for the mover, before and after each move. */
class EvaluationVerdictTest {

    /** Small caps, and a clock that never cuts them short: the same verdicts on any machine. */
    private final GameAnalyst analyst = new GameAnalyst(40, 7, 60_000);

    private static Game game(String id) {
        return Games.byId(id);
    }

    @ParameterizedTest
    @ValueSource(strings = {"ultimate", "tigadi"})
    void theScoresAreExpectedScoresThatJoinUpFromMoveToMove(String id) {
        GameRecord record = Records.random(game(id), 5, 30);
        List<Verdict> verdicts = analyst.analyse(record);
        assertThat(verdicts).hasSize(record.plies());
        for (int i = 0; i < verdicts.size(); i++) {
            Verdict verdict = verdicts.get(i);
            assertThat(verdict.hasPercent()).isTrue();
            assertThat(verdict.percentBefore()).isBetween(0, 100);
            assertThat(verdict.percentAfter()).isBetween(0, 100);
            assertThat(verdict.kind()).isIn(Kind.EVAL, Kind.BLUNDER, Kind.FORCED, Kind.BEST);
            assertThat(verdict.arguments()).hasSizeLessThanOrEqualTo(3);
            if (i + 1 < verdicts.size()) {
                // What a move leaves is what the next mover starts from, seen from the other side.
                assertThat(verdict.percentAfter()).isEqualTo(100 - verdicts.get(i + 1).percentBefore());
            }
            boolean blunder = verdict.percentBefore() - verdict.percentAfter() >= GameAnalyst.BLUNDER_POINTS;
            if (verdict.kind() == Kind.EVAL || verdict.kind() == Kind.BLUNDER) {
                assertThat(verdict.kind() == Kind.BLUNDER).as(verdict.toString()).isEqualTo(blunder);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ultimate", "tigadi"})
    void theSameSeedGivesTheSameVerdicts(String id) {
        GameRecord record = Records.random(game(id), 8, 20);
        assertThat(analyst.analyse(record)).isEqualTo(new GameAnalyst(40, 7, 60_000).analyse(record));
    }

    @Test
    void inUltimateLettingTheOtherWinAtOnceInsteadOfWinningIsABlunder() {
        GameRecord record = ultimateBlunder();
        Verdict blunder = Records.last(analyst, record);
        assertThat(blunder.kind()).as(blunder.toString()).isEqualTo(Kind.BLUNDER);
        assertThat(blunder.percentBefore()).isEqualTo(100);
        assertThat(blunder.before()).isEqualTo(Outlook.WIN);
        assertThat(blunder.percentAfter()).isZero();
        assertThat(blunder.after()).isEqualTo(Outlook.LOSS);
        assertThat(blunder.key()).isEqualTo("eye.eval.blunder.better");
        Position before = record.positionAt(record.plies() - 1);
        Position better = before.play(blunder.better());
        assertThat(better.isOver()).isTrue();
        assertThat(better.outcome().winner()).isEqualTo(before.toMove());
    }

    @Test
    void theMoveThatWinsTheGameSaysSo() {
        GameRecord record = ultimateBlunder();
        Position before = record.positionAt(record.plies() - 1);
        GameRecord won = record.takeBack(1).play(winningMove(before), 0);
        Verdict win = Records.last(analyst, won);
        assertThat(win.kind()).isEqualTo(Kind.BEST);
        assertThat(win.key()).isEqualTo("eye.wins");
        assertThat(win.percentAfter()).isEqualTo(100);
    }

    /**
     * A random ultimate game up to a position where the mover could win at once,
     * and instead marks a square after which the other can win at once.
     */
    private static GameRecord ultimateBlunder() {
        for (long seed = 1; ; seed++) {
            Random random = new Random(seed);
            GameRecord record = GameRecord.start(Games.ULTIMATE, Side.ONE);
            while (!record.isOver()) {
                Position position = record.position();
                if (winningMove(position) != null) {
                    for (Move move : position.legalMoves()) {
                        Position after = position.play(move);
                        if (!after.isOver() && winningMove(after) != null) {
                            return record.play(move, 0);
                        }
                    }
                }
                List<Move> moves = position.legalMoves();
                Move move = moves.get(random.nextInt(moves.size()));
                if (position.play(move).isOver()) {
                    break; // this game ends before it shows one; try the next
                }
                record = record.play(move, 0);
            }
        }
    }

    private static Move winningMove(Position position) {
        for (Move move : position.legalMoves()) {
            Position after = position.play(move);
            if (after.isOver() && after.outcome().winner() == position.toMove()) {
                return move;
            }
        }
        return null;
    }
}

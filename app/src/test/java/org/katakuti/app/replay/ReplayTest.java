package org.katakuti.app.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.katakuti.api.match.Forfeit;
import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.match.PlayerKind;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.app.i18n.Language;
import org.katakuti.app.i18n.Texts;

class ReplayTest {

    private final Texts english = new Texts(Language.ENGLISH);
    private final Texts nepali = new Texts(Language.NEPALI);

    private static MatchRecord friends(Game game) {
        return MatchRecord.start(game, 3, PlayerInfo.person("Asha"), PlayerInfo.person("Bikash"), 0);
    }

    private static MatchRecord play(MatchRecord record, String... moves) {
        for (String move : moves) {
            record = record.play(Move.parse(move), 10);
        }
        return record;
    }

    /** Two games of tic-tac-toe: Asha's line, then Bikash's (he starts game 2), and a third going on. */
    private static MatchRecord ticTacToe() {
        MatchRecord record = play(friends(Games.TIC_TAC_TOE), "a1", "b1", "a2", "b2", "a3");
        record = play(record.nextGame(), "b2", "a1", "c3", "a2", "a3", "b1", "c1");
        return play(record.nextGame(), "b2");
    }

    /** The board as text, point by point, with the seat to move and the outcome. */
    private static String picture(Position position) {
        StringBuilder text = new StringBuilder();
        for (int row = position.rows() - 1; row >= 0; row--) {
            for (int column = 0; column < position.columns(); column++) {
                Point point = Point.of(column, row);
                text.append(!position.isOnBoard(point) ? ' '
                        : position.at(point) == null ? '.' : position.at(point).notation().charAt(0));
            }
            text.append('\n');
        }
        return text.append(position.toMove()).append(' ').append(position.outcome()).append(' ')
                .append(position.moveCount()).append(' ').append(position.lastMove()).append(' ')
                .append(position.struckLines()).toString();
    }

    private static List<String> randomGame(Game game, long seed) {
        Random random = new Random(seed);
        Position position = game.start();
        List<String> moves = new ArrayList<>();
        while (!position.isOver()) {
            List<Move> legal = position.legalMoves();
            Move move = legal.get(random.nextInt(legal.size()));
            moves.add(move.toString());
            position = position.play(move);
        }
        return moves;
    }

    @Test
    void thePositionAtEveryPlyIsTheOneAFreshReplayOfTheMovesGives() {
        for (Game game : Games.all()) {
            MatchRecord record = play(friends(game), randomGame(game, 3).toArray(new String[0]));
            Replay replay = new Replay(record);
            GameRecord played = record.current();
            assertThat(replay.plies()).isEqualTo(played.plies());
            for (int ply = 0; ply <= played.plies(); ply++) {
                replay.goTo(ply);
                assertThat(replay.ply()).isEqualTo(ply);
                assertThat(picture(replay.position())).as(game.id() + " ply " + ply)
                        .isEqualTo(picture(played.positionAt(ply)));
                if (ply > 0) {
                    assertThat(replay.position().lastMove()).isEqualTo(played.moves().get(ply - 1).move());
                }
            }
            assertThat(replay.position().isOver()).isTrue();
            assertThat(replay.position().struckLines()).isEqualTo(played.position().struckLines());
        }
    }

    @Test
    void aLongGomokuGameStepsAtOnce() {
        List<String> moves = randomGame(Games.GOMOKU, 5);
        Replay replay = new Replay(play(friends(Games.GOMOKU), moves.toArray(new String[0])));
        long start = System.nanoTime();
        for (int round = 0; round < 20; round++) {
            replay.last();
            while (!replay.isAtStart()) {
                replay.previous();
                replay.position();
            }
        }
        assertThat((System.nanoTime() - start) / 1_000_000).as("ms for 20 walks back through the game")
                .isLessThan(500);
    }

    @Test
    void firstPreviousNextAndLastStayInsideTheGame() {
        Replay replay = new Replay(ticTacToe());
        List<Integer> told = new ArrayList<>();
        replay.addListener(r -> told.add(r.ply()));
        assertThat(replay.ply()).isZero();
        assertThat(replay.isAtStart()).isTrue();
        replay.previous();
        replay.first();
        assertThat(told).as("nothing changed, nobody told").isEmpty();
        replay.next();
        replay.next();
        assertThat(replay.ply()).isEqualTo(2);
        replay.last();
        assertThat(replay.ply()).isEqualTo(5);
        assertThat(replay.isAtEnd()).isTrue();
        replay.next();
        assertThat(replay.ply()).isEqualTo(5);
        replay.goTo(99);
        assertThat(replay.ply()).isEqualTo(5);
        replay.goTo(-3);
        assertThat(replay.ply()).isZero();
        replay.goTo(3);
        replay.previous();
        assertThat(replay.ply()).isEqualTo(2);
        assertThat(told).containsExactly(1, 2, 5, 0, 3, 2);
    }

    @Test
    void choosingAGameStartsItAtItsFirstMove() {
        MatchRecord record = ticTacToe();
        Replay replay = new Replay(record);
        replay.last();
        List<Integer> told = new ArrayList<>();
        replay.addListener(r -> told.add(r.gameIndex()));
        replay.chooseGame(1);
        assertThat(told).containsExactly(1);
        assertThat(replay.gameIndex()).isEqualTo(1);
        assertThat(replay.ply()).isZero();
        assertThat(replay.plies()).isEqualTo(7);
        assertThat(replay.game().first()).isEqualTo(Side.TWO);
        assertThat(replay.moverOf(1)).as("Bikash starts game 2").isEqualTo(Side.TWO);
        assertThat(replay.moverOf(2)).isEqualTo(Side.ONE);
        replay.last();
        assertThat(picture(replay.position())).isEqualTo(picture(record.games().get(1).position()));
        assertThat(replay.text(english)).isEqualTo("7. Bikash: c1 Bikash wins: a line.");
        assertThat(replay.score().wins(Side.ONE)).isEqualTo(1);
        assertThat(replay.score().wins(Side.TWO)).isEqualTo(1);
        replay.previous();
        assertThat(replay.score().wins(Side.TWO)).as("the score as it stood before the last move").isZero();
        assertThatThrownBy(() -> replay.chooseGame(3)).isInstanceOf(IndexOutOfBoundsException.class);
        replay.chooseGame(2);
        replay.last();
        assertThat(replay.resultText(english)).isEqualTo("The game goes on from here.");
        assertThat(replay.gameLine(english, 0)).isEqualTo("Game 1: Asha wins: a line.");
        assertThat(replay.gameLine(english, 2)).isEqualTo("Game 3: not finished (moves played: 1)");
    }

    @Test
    void eachPlySaysWhatHappened() {
        Replay replay = new Replay(ticTacToe());
        assertThat(replay.text(english)).isEqualTo("The board before the first move: Asha moves first.");
        assertThat(replay.resultText(english)).isNull();
        replay.next();
        assertThat(replay.text(english)).isEqualTo("1. Asha: a1");
        replay.next();
        assertThat(replay.text(english)).isEqualTo("2. Bikash: b1");
        assertThat(replay.text(nepali)).isEqualTo("२. Bikash: b1");
        replay.last();
        assertThat(replay.text(english)).isEqualTo("5. Asha: a3 Asha wins: a line.");
        assertThat(replay.sideToMove()).isNull();
    }

    @Test
    void aCaptureIsSaidWhereItHappens() {
        Position position = Games.TIGADI.start();
        List<String> moves = new ArrayList<>();
        Random random = new Random(1);
        while (moves.isEmpty() || !Move.parse(moves.get(moves.size() - 1)).hasCapture()) {
            List<Move> legal = position.legalMoves();
            Move move = legal.stream().filter(Move::hasCapture).findFirst()
                    .orElse(legal.get(random.nextInt(legal.size())));
            moves.add(move.toString());
            position = position.play(move);
        }
        Replay replay = new Replay(play(friends(Games.TIGADI), moves.toArray(new String[0])));
        replay.last();
        Move capture = Move.parse(moves.get(moves.size() - 1));
        assertThat(replay.moveText(english)).endsWith(". Tigadi: the goti on " + capture.capture() + " is taken");
        assertThat(replay.position().at(capture.capture())).isNull();
        replay.previous();
        assertThat(replay.position().at(capture.capture())).isNotNull();
    }

    @Test
    void theEndOfAForfeitedGameSaysSoInWords() {
        MatchRecord record = MatchRecord.start(Games.TIC_TAC_TOE, 1, PlayerInfo.person("Asha"),
                PlayerInfo.bot(PlayerKind.BUILT_IN, "hard", "Hard", null, 7L), 0);
        record = play(record, "b2", "a1", "c3");
        record = record.forfeit(Side.TWO, Forfeit.TIME, "still thinking after 2000 ms");
        Replay replay = new Replay(record);
        replay.last();
        assertThat(replay.text(english))
                .isEqualTo("3. Asha: c3 Asha wins: Computer (Hard) forfeits: out of time.");
        assertThat(replay.sideToMove()).isNull();
        assertThat(replay.score().winner()).isEqualTo(Side.ONE);
        assertThat(replay.text(nepali)).contains("समय सकियो");
        replay.previous();
        assertThat(replay.resultText(english)).isNull();
    }

    @Test
    void aResignationBeforeAnyMoveIsShownAtTheStart() {
        MatchRecord record = friends(Games.TIC_TAC_TOE).resign(Side.ONE);
        Replay replay = new Replay(record);
        assertThat(replay.isAtEnd()).isTrue();
        assertThat(replay.text(english))
                .isEqualTo("The board before the first move: Asha moves first. Bikash wins: Asha resigned.");
    }
}

package org.katakuti.api.match;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;

/**
 * A match as data, the one source of truth about it: the game, the wins
 * needed, who sits on each side, when it started, and every game so far
 * (the last one perhaps still going on). Immutable; every change returns a new
 * record, so a record handed to a log, a view or another thread stays as it was.
 *
 * <p>Everything else is derived from it: the score ({@link #score()}), the
 * position of any game at any move ({@link GameRecord#positionAt(int)}), who
 * moves first in each game (side one in game 1, then alternating, drawn games
 * included). Playing a match, resuming a saved one and replaying one are the
 * same walk through a record.
 */
public final class MatchRecord {

    private final Game game;
    private final int firstTo;
    private final PlayerInfo one;
    private final PlayerInfo two;
    private final long startedMillis;
    private final List<GameRecord> games;
    private final boolean abandoned;
    private final Match score;

    private MatchRecord(Game game, int firstTo, PlayerInfo one, PlayerInfo two, long startedMillis,
            List<GameRecord> games, boolean abandoned) {
        this.game = game;
        this.firstTo = firstTo;
        this.one = one;
        this.two = two;
        this.startedMillis = startedMillis;
        this.games = games;
        this.abandoned = abandoned;
        this.score = scoreOf(firstTo, games);
    }

    /**
     * A new match: game 1 on a fresh board, side one to move.
     *
     * @param startedMillis when it started, in milliseconds since 1970 (UTC)
     * @throws IllegalArgumentException unless {@code firstTo} is 1, 3 or 5
     */
    public static MatchRecord start(Game game, int firstTo, PlayerInfo one, PlayerInfo two, long startedMillis) {
        Match.firstTo(firstTo); // checks it
        return new MatchRecord(Objects.requireNonNull(game, "game"), firstTo, Objects.requireNonNull(one, "one"),
                Objects.requireNonNull(two, "two"), startedMillis,
                Collections.singletonList(GameRecord.start(game, Side.ONE)), false);
    }

    /**
     * A match read back from a log. Each game must already have been checked
     * ({@link GameRecord#restore}); this checks that they make a match.
     *
     * @throws IllegalArgumentException when the games do not follow each other
     *     (the wrong side first, a game after the match was over, an unfinished
     *     game before the last, another game, a game forfeited by a person, a
     *     finished match marked abandoned)
     */
    public static MatchRecord restore(Game game, int firstTo, PlayerInfo one, PlayerInfo two, long startedMillis,
            List<GameRecord> games, boolean abandoned) {
        Match score = Match.firstTo(firstTo);
        if (games.isEmpty()) {
            throw new IllegalArgumentException("a match has at least one game");
        }
        for (int i = 0; i < games.size(); i++) {
            GameRecord played = games.get(i);
            int number = i + 1;
            if (score.isOver()) {
                throw new IllegalArgumentException("game " + number + " comes after the match was over");
            }
            if (!played.game().id().equals(game.id())) {
                throw new IllegalArgumentException("game " + number + " is " + played.game().id() + ", not " + game.id());
            }
            if (played.first() != score.firstInCurrentGame()) {
                throw new IllegalArgumentException("game " + number + " must be started by side "
                        + score.firstInCurrentGame().name().toLowerCase(java.util.Locale.ROOT));
            }
            if (played.forfeit() != null && !(played.winner().other() == Side.ONE ? one : two).isComputer()) {
                throw new IllegalArgumentException("game " + number + " was forfeited by a person: only a computer"
                        + " player forfeits");
            }
            if (!played.isOver()) {
                if (i != games.size() - 1) {
                    throw new IllegalArgumentException("game " + number + " is unfinished but not the last");
                }
            } else {
                score = score.record(played.outcome());
            }
        }
        if (abandoned && score.isOver()) {
            throw new IllegalArgumentException("a finished match cannot have been abandoned");
        }
        return new MatchRecord(game, firstTo, one, two, startedMillis,
                Collections.unmodifiableList(new ArrayList<>(games)), abandoned);
    }

    public Game game() {
        return game;
    }

    /** @return the wins that take the match: 1, 3 or 5 */
    public int firstTo() {
        return firstTo;
    }

    /** @return who sits on {@code side} */
    public PlayerInfo player(Side side) {
        return side == Side.ONE ? one : two;
    }

    /** @return when the match started, in milliseconds since 1970 (UTC) */
    public long startedMillis() {
        return startedMillis;
    }

    /** @return every game so far, in order; the last may still go on */
    public List<GameRecord> games() {
        return games;
    }

    /** @return the game in play, or the one that just ended */
    public GameRecord current() {
        return games.get(games.size() - 1);
    }

    /** @return the number of the current game, from 1 */
    public int gameNumber() {
        return games.size();
    }

    /** @return the position of the current game */
    public Position position() {
        return current().position();
    }

    /** @return the side to move in the current game; null when it is over */
    public Side sideToMove() {
        return current().sideToMove();
    }

    /** @return the score, derived from the finished games */
    public Match score() {
        return score;
    }

    /** @return true once the match has its result (a winner or a draw) */
    public boolean isOver() {
        return score.isOver();
    }

    /** @return true when the match was put away unfinished, never to be resumed */
    public boolean isAbandoned() {
        return abandoned;
    }

    /** The match after the side to move played {@code move}, taking {@code millis}; see {@link GameRecord#play}. */
    public MatchRecord play(Move move, long millis) {
        requireOpen();
        return withCurrent(current().play(move, millis));
    }

    /**
     * The match after {@code loser}, a computer player, forfeited the current game.
     *
     * @throws IllegalArgumentException when {@code loser} is a person or a remote player: only a computer forfeits
     */
    public MatchRecord forfeit(Side loser, Forfeit kind, String why) {
        requireOpen();
        if (!player(loser).isComputer()) {
            throw new IllegalArgumentException(player(loser) + " is not a computer player: only a computer forfeits");
        }
        return withCurrent(current().forfeitedBy(loser, kind, why));
    }

    /** The match after {@code loser} resigned the current game. */
    public MatchRecord resign(Side loser) {
        requireOpen();
        return withCurrent(current().resignedBy(loser));
    }

    /** The match after {@code loser} stayed away past the grace time and the other claimed the current game. */
    public MatchRecord abandonGame(Side loser) {
        requireOpen();
        return withCurrent(current().abandonedBy(loser));
    }

    /** The match with the last {@code count} moves of the current game taken back; see {@link GameRecord#takeBack}. */
    public MatchRecord takeBack(int count) {
        requireOpen();
        return withCurrent(current().takeBack(count));
    }

    /**
     * The match with the next game started, the first move going to the other side.
     *
     * @throws IllegalStateException while the current game goes on, or when the match is over
     */
    public MatchRecord nextGame() {
        requireOpen();
        if (!current().isOver()) {
            throw new IllegalStateException("the game in play is not over");
        }
        if (isOver()) {
            throw new IllegalStateException("the match is over");
        }
        List<GameRecord> more = new ArrayList<>(games);
        more.add(GameRecord.start(game, score.firstInCurrentGame()));
        return new MatchRecord(game, firstTo, one, two, startedMillis, Collections.unmodifiableList(more), false);
    }

    /** The match put away unfinished: it will not be resumed. */
    public MatchRecord abandon() {
        if (isOver()) {
            throw new IllegalStateException("the match is over: it cannot be abandoned");
        }
        return new MatchRecord(game, firstTo, one, two, startedMillis, games, true);
    }

    private MatchRecord withCurrent(GameRecord changed) {
        List<GameRecord> updated = new ArrayList<>(games);
        updated.set(updated.size() - 1, changed);
        return new MatchRecord(game, firstTo, one, two, startedMillis, Collections.unmodifiableList(updated), false);
    }

    private void requireOpen() {
        if (abandoned) {
            throw new IllegalStateException("the match was abandoned");
        }
    }

    private static Match scoreOf(int firstTo, List<GameRecord> games) {
        Match match = Match.firstTo(firstTo);
        for (GameRecord played : games) {
            if (played.isOver()) {
                match = match.record(played.outcome());
            }
        }
        return match;
    }

    @Override
    public String toString() {
        return game.id() + " " + one + " v " + two + ": " + score + (abandoned ? ", abandoned" : "");
    }
}

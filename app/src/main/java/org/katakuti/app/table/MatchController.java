package org.katakuti.app.table;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.katakuti.api.match.Forfeit;
import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.Match;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.app.player.Player;

/**
 * Runs one match between two {@link Player}s, whoever they are. It holds the
 * {@link MatchRecord}, the one truth about the match, and derives everything
 * else from it; it tells the player on the move that its turn has come and
 * takes the move when it comes (a click through {@link #play(Move)}, or a
 * player's reply), checks it with the rules and records it.
 *
 * <p>It knows nothing of Swing: the window hands in its event thread as an
 * {@link EventLoop}, tests one they drive themselves. Every method is to be
 * called on that thread; players' replies are brought back to it.
 */
public final class MatchController {

    /** Why a move made at the board was not played. */
    public enum Refusal {
        /** The game is over (or the match was left): wait for the next one. */
        GAME_OVER,
        /** It is not the turn of a player at this board. */
        NOT_YOUR_PALO,
        /** The rules refuse the move. */
        ILLEGAL
    }

    /** How long to wait between moves when two computer players are watched, by default. */
    public static final long DEFAULT_PACE_MILLIS = 700;

    private final Player one;
    private final Player two;
    private final EventLoop loop;
    private final List<MatchListener> listeners = new CopyOnWriteArrayList<>();
    private MatchRecord record;
    /** Counts the turns handed out, so that an answer to an old one is thrown away. */
    private int turn;
    private long turnStartedNanos;
    private Side thinking;
    private boolean waitingForPace;
    private boolean left;
    private boolean paused;
    private boolean stepping;
    private long paceMillis = DEFAULT_PACE_MILLIS;

    /**
     * A controller for {@code record}: a new match (an empty record) or one to go on with.
     *
     * @param one the player of side one; its {@link Player#info()} must be the record's
     * @param two the player of side two
     */
    public MatchController(MatchRecord record, Player one, Player two, EventLoop loop) {
        if (!one.info().equals(record.player(Side.ONE)) || !two.info().equals(record.player(Side.TWO))) {
            throw new IllegalArgumentException("the players are not the record's: " + one.info() + " and "
                    + two.info() + " against " + record.player(Side.ONE) + " and " + record.player(Side.TWO));
        }
        this.record = record;
        this.one = one;
        this.two = two;
        this.loop = loop;
    }

    public void addListener(MatchListener listener) {
        listeners.add(listener);
    }

    public void removeListener(MatchListener listener) {
        listeners.remove(listener);
    }

    /** Starts (or resumes) the match: tells the listeners, then hands out the first turn. */
    public void start() {
        tell(listener -> listener.matchStarted(record));
        beginTurn();
    }

    /** @return the match as it stands: the one source of truth */
    public MatchRecord record() {
        return record;
    }

    /** @return the score, counting every finished game */
    public Match match() {
        return record.score();
    }

    /** @return the position of the game in play (or just ended) */
    public Position position() {
        return record.position();
    }

    /** @return the side that moved first in the game in play (or just ended) */
    public Side firstThisGame() {
        return record.current().first();
    }

    /** @return the number of the game in play (or just ended), from 1 */
    public int gameNumber() {
        return record.gameNumber();
    }

    /** @return who plays {@code side} */
    public PlayerInfo player(Side side) {
        return seat(side).info();
    }

    /** @return the side to move; null once the game is over */
    public Side sideToMove() {
        return record.sideToMove();
    }

    /** @return true when a person at this board is to move now */
    public boolean personToMove() {
        Side side = sideToMove();
        return side != null && !left && seat(side).movesAtThisBoard();
    }

    /** @return true when nobody plays at this board: two computer (or remote) players are watched */
    public boolean isWatched() {
        return !one.movesAtThisBoard() && !two.movesAtThisBoard();
    }

    /** @return the side whose computer player is thinking; null when none is */
    public Side thinking() {
        return thinking;
    }

    public boolean isGameOver() {
        return record.current().isOver();
    }

    public boolean isMatchOver() {
        return record.isOver();
    }

    /** @return true while a match has begun and not ended: leaving it needs the player's word */
    public boolean isInProgress() {
        return !left && !record.isOver() && (record.score().gamesPlayed() > 0 || record.current().plies() > 0);
    }

    /**
     * Plays a move made at this board, by the person whose turn it is.
     *
     * @return null when played, else why not
     */
    public Refusal play(Move move) {
        if (isGameOver() || left) {
            return Refusal.GAME_OVER;
        }
        if (!personToMove()) {
            return Refusal.NOT_YOUR_PALO;
        }
        if (!position().isLegal(move)) {
            return Refusal.ILLEGAL;
        }
        apply(sideToMove(), move);
        return null;
    }

    /** Starts the next game, the first move going to the other player. */
    public void nextGame() {
        record = record.nextGame();
        tell(listener -> listener.gameStarted(record));
        beginTurn();
    }

    /** @return true when {@link #takeBack()} would take something back now */
    public boolean canTakeBack() {
        return !left && !isGameOver() && !isWatched() && one.agreesToTakeBack() && two.agreesToTakeBack()
                && movesToTakeBack() > 0;
    }

    /**
     * Takes back the last move between two people at this board; against a
     * computer, back to the person's last turn (the computer's answer too, or
     * its thinking). The record counts it.
     */
    public void takeBack() {
        if (!canTakeBack()) {
            return;
        }
        stopTurn();
        record = record.takeBack(movesToTakeBack());
        tell(listener -> listener.tookBack(record));
        beginTurn();
    }

    /**
     * @return the side whose player would resign now: the person at this board,
     *     or of two people the one on the move; null when nobody here can resign
     */
    public Side resigner() {
        if (left || isGameOver()) {
            return null;
        }
        if (one.movesAtThisBoard() && two.movesAtThisBoard()) {
            return sideToMove();
        }
        return one.movesAtThisBoard() ? Side.ONE : two.movesAtThisBoard() ? Side.TWO : null;
    }

    /** The {@link #resigner()} resigns the game in play: the other side wins it. */
    public void resign() {
        Side loser = resigner();
        if (loser == null) {
            return;
        }
        stopTurn();
        record = record.resign(loser);
        tell(listener -> listener.gameEnded(record));
    }

    /** @return true while watched computer players are paused */
    public boolean isPaused() {
        return paused;
    }

    /** Pauses (no new move is asked for; a move already thought about is still played) or goes on. */
    public void setPaused(boolean on) {
        if (paused == on) {
            return;
        }
        paused = on;
        tell(listener -> listener.paused(on));
        if (!on && thinking == null && !waitingForPace) {
            beginTurn();
        }
    }

    /** While paused, asks the player on the move for exactly one move. */
    public void step() {
        if (paused && thinking == null && !isGameOver() && !left) {
            stepping = true;
            askNow(sideToMove());
        }
    }

    /** @return the wait between moves of watched computer players, in milliseconds */
    public long paceMillis() {
        return paceMillis;
    }

    /** Sets the wait between moves of watched computer players (0: at once). */
    public void setPaceMillis(long millis) {
        paceMillis = Math.max(0, millis);
    }

    /** Leaves the match: stops any thinking, frees the players; later answers are dropped. */
    public void leave() {
        if (left) {
            return;
        }
        left = true;
        stopTurn();
        one.close();
        two.close();
        tell(listener -> listener.matchLeft(record));
    }

    private Player seat(Side side) {
        return side == Side.ONE ? one : two;
    }

    /** @return how many moves a take-back removes: one between friends, back to the person's turn against a computer */
    private int movesToTakeBack() {
        GameRecord game = record.current();
        if (one.movesAtThisBoard() && two.movesAtThisBoard()) {
            return game.plies() > 0 ? 1 : 0;
        }
        Side person = one.movesAtThisBoard() ? Side.ONE : Side.TWO;
        for (int ply = game.plies() - 1, count = 1; ply >= 0; ply--, count++) {
            // every turn is one move, passes included, so the side of a move is read off its parity
            Side mover = ply % 2 == 0 ? game.first() : game.first().other();
            if (mover == person) {
                return count;
            }
        }
        return 0;
    }

    /** Hands the turn to the player on the move, after the pace when two computer players are watched. */
    private void beginTurn() {
        final Side side = sideToMove();
        if (left || side == null) {
            return;
        }
        final int handedOut = ++turn;
        turnStartedNanos = System.nanoTime();
        if (!isWatched()) {
            askNow(side);
            return;
        }
        if (paused && !stepping) {
            return;
        }
        waitingForPace = true;
        loop.later(stepping ? 0 : paceMillis, () -> {
            if (handedOut == turn && !left) {
                waitingForPace = false;
                if (!paused || stepping) {
                    askNow(side);
                }
            }
        });
    }

    private void askNow(final Side side) {
        // asking now (a step, say) overtakes a wait for the pace: that wait's timer finds itself stale
        waitingForPace = false;
        final int asked = ++turn;
        turnStartedNanos = System.nanoTime();
        Player player = seat(side);
        if (!player.movesAtThisBoard()) {
            setThinking(side);
        }
        player.yourTurn(position(), new Player.Reply() {
            @Override
            public void played(final Move move) {
                loop.execute(() -> answered(asked, side, move, null, null));
            }

            @Override
            public void forfeited(final Forfeit kind, final String why) {
                loop.execute(() -> answered(asked, side, null, kind, why));
            }
        });
    }

    private void answered(int asked, Side side, Move move, Forfeit kind, String why) {
        if (asked != turn || left || isGameOver()) {
            return; // an answer to a turn taken back, resigned or left
        }
        stepping = false;
        setThinking(null);
        if (kind == null && (move == null || !position().isLegal(move))) {
            kind = Forfeit.ILLEGAL;
            why = move == null ? "answered no move" : "answered " + move + ", which the rules refuse";
        }
        if (kind != null) {
            record = record.forfeit(side, kind, why);
            tell(listener -> listener.gameEnded(record));
        } else {
            apply(side, move);
        }
    }

    private void apply(Side side, Move move) {
        long millis = (System.nanoTime() - turnStartedNanos) / 1_000_000L;
        record = record.play(move, millis);
        tell(listener -> listener.moved(record, side, move));
        if (isGameOver()) {
            tell(listener -> listener.gameEnded(record));
        } else {
            beginTurn();
        }
    }

    /** Takes the turn away from whoever has it: their answer will be dropped. */
    private void stopTurn() {
        turn++;
        waitingForPace = false;
        stepping = false;
        one.stop();
        two.stop();
        setThinking(null);
    }

    private void setThinking(Side side) {
        if (thinking != side) {
            thinking = side;
            tell(listener -> listener.thinking(side));
        }
    }

    /** Tells every listener; one that throws is reported and the others are still told. */
    private void tell(Consumer<MatchListener> event) {
        for (MatchListener listener : listeners) {
            try {
                event.accept(listener);
            } catch (RuntimeException e) {
                System.err.println("warning: a match listener failed: " + e);
            }
        }
    }
}

package org.katakuti.app.table;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;

import org.katakuti.api.match.Match;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;

/**
 * Runs one match: the score, the position of the game in play, whose palo it
 * is, and the computer's turns. It knows nothing of Swing: the window hands in
 * an executor for its event thread, tests hand in one they drain themselves.
 * Every method is to be called on that thread.
 */
public final class MatchController {

    /** Why a player's move was not played. */
    public enum Refusal {
        /** The game is over: wait for the next one. */
        GAME_OVER,
        /** It is the computer's palo. */
        NOT_YOUR_PALO,
        /** The rules refuse the move. */
        ILLEGAL
    }

    private final MatchSetup setup;
    private final Executor eventThread;
    private final BotDriver bot;
    private final List<MatchListener> listeners = new CopyOnWriteArrayList<>();
    private Match match;
    private Position position;
    private Side firstThisGame;
    private boolean thinking;
    private BotTrouble trouble;
    private boolean left;
    /** Counts the bot's questions, so a late answer to an old one is thrown away. */
    private int question;

    /**
     * @param bot asks the computer; null when two people play
     */
    public MatchController(MatchSetup setup, Executor eventThread, BotDriver bot) {
        this.setup = setup;
        this.eventThread = eventThread;
        this.bot = bot;
        this.match = Match.firstTo(setup.firstTo());
        if ((setup.bot() == null) != (bot == null)) {
            throw new IllegalArgumentException("a bot driver is needed exactly when the set-up has a bot");
        }
    }

    public void addListener(MatchListener listener) {
        listeners.add(listener);
    }

    public void removeListener(MatchListener listener) {
        listeners.remove(listener);
    }

    /** Starts game 1 (and the computer's thinking when it moves first). */
    public void start() {
        startGame();
    }

    public MatchSetup setup() {
        return setup;
    }

    /** @return the score, counting every finished game */
    public Match match() {
        return match;
    }

    /** @return the position of the game in play (or just ended) */
    public Position position() {
        return position;
    }

    /** @return the side that moved first in the game in play (or just ended) */
    public Side firstThisGame() {
        return firstThisGame;
    }

    /** @return the number of the game in play (or just ended), from 1 */
    public int gameNumber() {
        return position.isOver() ? match.gamesPlayed() : match.currentGame();
    }

    /** @return the side sitting in {@code seat} in the game in play */
    public Side sideOf(Seat seat) {
        return seat == Seat.FIRST ? firstThisGame : firstThisGame.other();
    }

    /** @return the side whose palo it is; null once the game is over */
    public Side sideToMove() {
        return position.isOver() ? null : sideOf(position.toMove());
    }

    /** @return true when a person at this computer is to move now */
    public boolean personToMove() {
        Side side = sideToMove();
        return side != null && !setup.isBot(side) && !left;
    }

    /** @return true while the computer thinks */
    public boolean isThinking() {
        return thinking;
    }

    /** @return the computer's last failure, while the match waits on it; null otherwise */
    public BotTrouble trouble() {
        return trouble;
    }

    public boolean isGameOver() {
        return position.isOver();
    }

    public boolean isMatchOver() {
        return match.isOver();
    }

    /** @return true while a match has begun and not ended: leaving it needs the player's word */
    public boolean isInProgress() {
        return !left && !match.isOver() && (match.gamesPlayed() > 0 || position.moveCount() > 0);
    }

    /**
     * Plays a person's move.
     *
     * @return null when played, else why not
     */
    public Refusal play(Move move) {
        if (position.isOver() || left) {
            return Refusal.GAME_OVER;
        }
        if (!personToMove()) {
            return Refusal.NOT_YOUR_PALO;
        }
        if (!position.isLegal(move)) {
            return Refusal.ILLEGAL;
        }
        apply(move);
        return null;
    }

    /** Starts the next game, the first move going to the other player. */
    public void nextGame() {
        if (!position.isOver()) {
            throw new IllegalStateException("the game in play is not over");
        }
        if (match.isOver()) {
            throw new IllegalStateException("the match is over");
        }
        startGame();
    }

    /** Asks the computer again after it failed. */
    public void askAgain() {
        if (trouble != null) {
            trouble = null;
            askBotIfItsPalo();
        }
    }

    /** Leaves the match: cancels any thinking; later answers are dropped. */
    public void leave() {
        left = true;
        question++;
        if (bot != null) {
            bot.close();
        }
        setThinking(false);
    }

    private void startGame() {
        firstThisGame = match.firstInCurrentGame();
        position = setup.game().start();
        trouble = null;
        for (MatchListener listener : listeners) {
            listener.gameStarted(match.currentGame(), firstThisGame, position);
        }
        askBotIfItsPalo();
    }

    private void apply(Move move) {
        Side side = sideToMove();
        position = position.play(move);
        for (MatchListener listener : listeners) {
            listener.moved(side, move, position);
        }
        if (position.isOver()) {
            Outcome outcome = position.outcome();
            match = match.record(outcome);
            for (MatchListener listener : listeners) {
                listener.gameEnded(outcome, match);
            }
        } else {
            askBotIfItsPalo();
        }
    }

    private void askBotIfItsPalo() {
        Side side = sideToMove();
        if (left || side == null || !setup.isBot(side)) {
            return;
        }
        final int asked = ++question;
        final Position asking = position;
        setThinking(true);
        bot.ask(asking, new BotDriver.Answer() {
            @Override
            public void chose(final Move move) {
                eventThread.execute(new Runnable() {
                    @Override
                    public void run() {
                        answered(asked, asking, move, null);
                    }
                });
            }

            @Override
            public void failed(final Throwable error) {
                eventThread.execute(new Runnable() {
                    @Override
                    public void run() {
                        answered(asked, asking, null, error);
                    }
                });
            }
        });
    }

    private void answered(int asked, Position asking, Move move, Throwable error) {
        if (asked != question || left || asking != position) {
            return;
        }
        setThinking(false);
        if (error != null) {
            fail(new BotTrouble(BotTrouble.Kind.CRASHED, bot.name(), describe(error)));
        } else if (move == null || !position.isLegal(move)) {
            fail(new BotTrouble(BotTrouble.Kind.ILLEGAL, bot.name(), move == null ? "-" : move.toString()));
        } else {
            apply(move);
        }
    }

    private void fail(BotTrouble failure) {
        trouble = failure;
        for (MatchListener listener : listeners) {
            listener.botFailed(failure);
        }
    }

    private void setThinking(boolean on) {
        if (thinking != on) {
            thinking = on;
            for (MatchListener listener : listeners) {
                listener.thinking(on);
            }
        }
    }

    private static String describe(Throwable error) {
        String message = error.getMessage();
        String name = error.getClass().getSimpleName();
        return message == null || message.trim().isEmpty() ? name : name + ": " + message;
    }
}

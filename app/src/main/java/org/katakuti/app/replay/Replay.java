package org.katakuti.app.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;

import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.Match;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.app.i18n.Texts;
import org.katakuti.app.table.GameResultText;
import org.katakuti.app.table.Names;

/**
 * A recorded match gone through again, move by move: the game chosen and the
 * ply reached in it (0, the empty board, to the number of moves played). Knows
 * nothing of Swing. The positions of the chosen game are worked out once, when
 * it is chosen, so that a step costs nothing even in a long gomoku game; each
 * is the record's own {@link GameRecord#positionAt(int)}, so the replay can
 * never show a board the rules did not make.
 */
public final class Replay {

    /** Told after every change of game or ply. */
    public interface Listener {
        void changed(Replay replay);
    }

    private final MatchRecord record;
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();
    private int gameIndex;
    private int ply;
    /** The positions of the chosen game, at every ply from 0 to its last. */
    private Position[] positions;

    /** A replay of {@code record} at the start of its first game. */
    public Replay(MatchRecord record) {
        this.record = Objects.requireNonNull(record, "record");
        load(0);
    }

    public MatchRecord record() {
        return record;
    }

    /** @return the index (from 0) of the game chosen, in {@link MatchRecord#games()} */
    public int gameIndex() {
        return gameIndex;
    }

    /** @return the game chosen */
    public GameRecord game() {
        return record.games().get(gameIndex);
    }

    /** @return the moves played before the position on show: 0 at the start, {@link #plies()} at the end */
    public int ply() {
        return ply;
    }

    /** @return the number of moves of the chosen game */
    public int plies() {
        return positions.length - 1;
    }

    /** @return the position after {@link #ply()} moves of the chosen game */
    public Position position() {
        return positions[ply];
    }

    /** @return the position after {@code at} moves of the chosen game */
    public Position positionAt(int at) {
        return positions[at];
    }

    /** @return true at the start of the game */
    public boolean isAtStart() {
        return ply == 0;
    }

    /** @return true after the last move of the game */
    public boolean isAtEnd() {
        return ply == plies();
    }

    public void addListener(Listener listener) {
        listeners.add(listener);
    }

    public void removeListener(Listener listener) {
        listeners.remove(listener);
    }

    /** Chooses game {@code index} (from 0) of the match, at its start. */
    public void chooseGame(int index) {
        if (index < 0 || index >= record.games().size()) {
            throw new IndexOutOfBoundsException("game " + index + " of a match of " + record.games().size());
        }
        if (index == gameIndex) {
            goTo(0);
            return;
        }
        load(index);
        fire();
    }

    public void first() {
        goTo(0);
    }

    public void previous() {
        goTo(ply - 1);
    }

    public void next() {
        goTo(ply + 1);
    }

    public void last() {
        goTo(plies());
    }

    /** Goes to the position after {@code target} moves, kept inside 0 to {@link #plies()}. */
    public void goTo(int target) {
        int bounded = Math.max(0, Math.min(plies(), target));
        if (bounded != ply) {
            ply = bounded;
            fire();
        }
    }

    /** @return the side that played move {@code number} (from 1) of the chosen game */
    public Side moverOf(int number) {
        return game().sideOf(positions[number - 1].toMove());
    }

    /** @return move {@code number} (from 1) of the chosen game */
    public Move move(int number) {
        return game().moves().get(number - 1).move();
    }

    /**
     * What happened at this ply, in words: "The board before the first move:
     * Asha moves first.", "12. Asha: h8", "7. Asha: d2-d3xg7. Tigadi: the goti
     * on g7 is taken."
     */
    public String moveText(Texts texts) {
        if (ply == 0) {
            return texts.format("replay.start", Names.player(texts, record, game().first()));
        }
        Move move = move(ply);
        String who = Names.player(texts, record, moverOf(ply));
        if (move.isPass()) {
            return texts.format("replay.pass", ply, who);
        }
        String text = texts.format("replay.move", ply, who, move.toString());
        if (move.hasCapture()) {
            text = text + ". " + texts.format("replay.capture", move.capture().toString());
        }
        return text;
    }

    /**
     * @return the result of the game when at its end: "Asha wins: a line.",
     *     the forfeit or resignation in words, or that it was not finished; null
     *     before the end
     */
    public String resultText(Texts texts) {
        if (!isAtEnd()) {
            return null;
        }
        GameRecord played = game();
        if (played.isOver()) {
            return GameResultText.describe(texts, record, played);
        }
        return texts.get(record.isAbandoned() || gameIndex < record.games().size() - 1
                ? "replay.abandoned" : "replay.unfinished");
    }

    /** @return {@link #moveText} and, at the end, {@link #resultText}, as one text */
    public String text(Texts texts) {
        String result = resultText(texts);
        return result == null ? moveText(texts) : moveText(texts) + " " + result;
    }

    /** @return "Game 1: Asha wins: a line.", the line that names game {@code index} (from 0) in a list */
    public String gameLine(Texts texts, int index) {
        GameRecord played = record.games().get(index);
        String what = played.isOver() ? GameResultText.describe(texts, record, played)
                : texts.format("replay.gameUnfinished", played.plies());
        return texts.format("result.gameLine", index + 1, what);
    }

    /** @return the score as it stood at the position on show: earlier games, and this one once at its end */
    public Match score() {
        Match score = Match.firstTo(record.firstTo());
        for (int i = 0; i < gameIndex; i++) {
            GameRecord played = record.games().get(i);
            if (played.isOver()) {
                score = score.record(played.outcome());
            }
        }
        if (isAtEnd() && game().isOver()) {
            score = score.record(game().outcome());
        }
        return score;
    }

    /** @return the side to move at the position on show; null at the end of a finished game */
    public Side sideToMove() {
        Position position = position();
        if (position.isOver() || (isAtEnd() && game().isOver())) {
            return null;
        }
        return game().sideOf(position.toMove());
    }

    private void load(int index) {
        GameRecord played = record.games().get(index);
        List<Position> all = new ArrayList<>(played.plies() + 1);
        Position position = played.positionAt(0);
        all.add(position);
        for (int i = 0; i < played.plies(); i++) {
            position = position.play(played.moves().get(i).move());
            all.add(position);
        }
        gameIndex = index;
        ply = 0;
        positions = all.toArray(new Position[0]);
        // the record's own last position, so the end shows exactly what the record holds
        positions[positions.length - 1] = played.position();
    }

    private void fire() {
        for (Listener listener : listeners) {
            listener.changed(this);
        }
    }
}

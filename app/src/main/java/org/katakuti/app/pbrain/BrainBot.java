package org.katakuti.app.pbrain;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.api.rules.mnk.MnkPosition;

/**
 * A Gomocup brain (an executable that speaks the pbrain protocol) as a bot: the
 * manager's side of {@link PbrainSession}. Each question sends
 * {@code INFO timeout_turn} set to the budget and the position, as a Gomocup
 * manager does: {@code TURN x,y} when it is the brain's last position and the
 * other's one move (the brain keeps its tables, and knows the order of play);
 * otherwise {@code START} to empty its board, then {@code BEGIN} on an empty
 * board or the whole position ({@code BOARD ... DONE}, in the order played);
 * then it waits for the brain's {@code x,y}. When the runner gives up on it
 * (it interrupts the question and cancels the deadline), or the brain says
 * {@code ERROR} or something that is not a square, the process is killed and
 * the question fails; the runner makes a fresh bot, and so starts a fresh
 * process, for the next one.
 */
final class BrainBot implements Bot {

    private final List<String> command;
    private final MnkGame game;
    private final Consumer<String> messages;
    private BrainProcess brain;
    /** The moves on the brain's board, in order, its own answer last; empty for a brain just started. */
    private List<Move> told = new ArrayList<>();

    /**
     * @param command the brain's executable and its arguments
     * @param game five-in-a-row or gomoku
     * @param messages where the brain's MESSAGE lines go
     * @param started a brain already started on this game's board, or null to start one at the first question
     */
    BrainBot(List<String> command, MnkGame game, Consumer<String> messages, BrainProcess started) {
        this.command = command;
        this.game = game;
        this.messages = messages;
        this.brain = started;
    }

    @Override
    public Move choose(Position position, Deadline deadline) {
        MnkPosition board = (MnkPosition) position;
        try {
            if (brain == null) {
                brain = BrainProcess.start(command, game.columns(), messages);
            }
            List<Move> moves = board.moves();
            if (!continuesTheBrainsBoard(moves) && !told.isEmpty()) {
                // Another game or position. START, not RESTART: every brain knows START, and it empties the
                // board, which BOARD does not in the Gomocup skeleton many brains are built on (Pela's among them).
                brain.send("START " + game.columns());
                brain.expectOk("START " + game.columns(), deadline);
                told = new ArrayList<>();
            }
            brain.send("INFO timeout_turn " + Math.max(1, deadline.remainingMillis()));
            // Asked again: on a board just emptied, a position of one move goes as TURN, as a manager sends it.
            if (continuesTheBrainsBoard(moves)) {
                brain.send("TURN " + GomocupSquare.text(moves.get(told.size()).to(), game.columns()));
            } else if (moves.isEmpty()) {
                brain.send("BEGIN");
            } else {
                brain.send(boardLines(moves, board.toMove() == Seat.FIRST));
            }
            Move answer = Move.at(square(brain.await(deadline)));
            told = new ArrayList<>(moves);
            told.add(answer);
            return answer;
        } catch (InterruptedException e) {
            kill();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the brain was stopped: it took too long");
        } catch (RuntimeException e) {
            kill();
            throw e;
        }
    }

    /** @return whether {@code moves} are the brain's board and one move of the other's */
    private boolean continuesTheBrainsBoard(List<Move> moves) {
        return moves.size() == told.size() + 1 && moves.subList(0, told.size()).equals(told);
    }

    /**
     * {@code BOARD}, the stones in the order played, a line {@code x,y,1} for each
     * of the mover's and {@code x,y,2} for the other's, {@code DONE}.
     *
     * @param firstToMove whether the mover is the player who moved first
     */
    private String boardLines(List<Move> moves, boolean firstToMove) {
        StringBuilder lines = new StringBuilder("BOARD");
        for (int i = 0; i < moves.size(); i++) {
            boolean byFirst = i % 2 == 0;
            lines.append('\n').append(GomocupSquare.text(moves.get(i).to(), game.columns())).append(',')
                    .append(byFirst == firstToMove ? 1 : 2);
        }
        return lines.append("\nDONE").toString();
    }

    private Point square(String answer) {
        try {
            int[] square = GomocupSquare.parse(answer);
            return GomocupSquare.point(square[0], square[1], game.columns());
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("the brain answered '" + answer + "', not a square x,y");
        }
    }

    private void kill() {
        if (brain != null) {
            brain.kill();
            brain = null;
            told = new ArrayList<>();
        }
    }
}

package org.katakuti.app.pbrain;

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
 * {@code INFO timeout_turn} set to the budget and the whole position
 * ({@code BOARD ... DONE}, or {@code START} and {@code BEGIN} on an empty
 * board), and waits for the brain's {@code x,y}. When the runner gives up on it
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
            brain.send("INFO timeout_turn " + Math.max(1, deadline.remainingMillis()));
            if (board.moveCount() == 0) {
                // A new game. START, not RESTART: every brain knows START, and it empties the board as well.
                brain.send("START " + game.columns());
                brain.expectOk("START " + game.columns(), deadline);
                brain.send("BEGIN");
            } else {
                brain.send(boardLines(board));
            }
            return Move.at(square(brain.await(deadline)));
        } catch (InterruptedException e) {
            kill();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the brain was stopped: it took too long");
        } catch (RuntimeException e) {
            kill();
            throw e;
        }
    }

    /** {@code BOARD}, a line {@code x,y,1} for each of the mover's stones and {@code x,y,2} for the other's, {@code DONE}. */
    private String boardLines(MnkPosition position) {
        Seat me = position.toMove();
        StringBuilder lines = new StringBuilder("BOARD");
        for (int column = 0; column < position.columns(); column++) {
            for (int row = 0; row < position.rows(); row++) {
                Point point = Point.of(column, row);
                Seat mark = position.at(point);
                if (mark != null) {
                    lines.append('\n').append(GomocupSquare.text(point, game.columns())).append(',')
                            .append(mark == me ? 1 : 2);
                }
            }
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
        }
    }
}

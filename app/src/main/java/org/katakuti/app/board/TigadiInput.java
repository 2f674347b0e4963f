package org.katakuti.app.board;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;

/**
 * Input for tigadi: a click places a goti; in the moving phase a goti is
 * picked up (click or press) and put down on an empty neighbour (click or
 * drag). When the placement or slide closes a tigadi, the move waits for the
 * player to pick the enemy goti to capture: only capturable gotis respond.
 * Everything is worked out from the position's legal moves, so the input can
 * never offer what the rules would refuse.
 */
public final class TigadiInput extends BoardInput {

    private Point picked;
    /** True between a press that picked a goti up and the release: that click must not put it back. */
    private boolean justPicked;
    private Move pending;
    private final Set<Point> victims = new LinkedHashSet<>();

    public TigadiInput(Position position) {
        super(position);
    }

    /** @return the goti picked up to slide; null when none */
    public Point picked() {
        return picked;
    }

    /** @return the placement or slide that closed a tigadi and waits for its capture; null when none */
    public Move pending() {
        return pending;
    }

    /** @return the enemy gotis the pending move may capture; empty when no capture is being chosen */
    public Set<Point> victims() {
        return Collections.unmodifiableSet(victims);
    }

    /** @return the empty points the goti picked up may slide to; empty when none is picked up */
    public Set<Point> destinations() {
        Set<Point> points = new LinkedHashSet<>();
        if (picked != null) {
            for (Move move : slidesFrom(picked)) {
                points.add(move.to());
            }
        }
        return points;
    }

    /** @return true when the player to move has no slide and must pass */
    public boolean mustPass() {
        List<Move> moves = position().legalMoves();
        return moves.size() == 1 && moves.get(0).isPass();
    }

    @Override
    protected void forget() {
        picked = null;
        justPicked = false;
        pending = null;
        victims.clear();
    }

    @Override
    public Feedback click(Point point) {
        setCursor(point);
        if (justPicked && point.equals(picked)) {
            justPicked = false;
            return Feedback.say("tigadi.picked", point);
        }
        justPicked = false;
        return choose(point, false);
    }

    @Override
    public Feedback press(Point point) {
        Position position = position();
        if (pending == null && !position.isOver() && isMovingPhase() && position.at(point) == position.toMove()
                && !slidesFrom(point).isEmpty() && !point.equals(picked)) {
            picked = point;
            justPicked = true;
            setCursor(point);
        }
        return Feedback.nothing();
    }

    @Override
    public Feedback drag(Point from, Point to) {
        justPicked = false;
        if (picked == null || !picked.equals(from)) {
            return Feedback.nothing();
        }
        setCursor(to);
        return putDown(to);
    }

    @Override
    public Feedback activate() {
        if (mustPass()) {
            return Feedback.play(Move.PASS);
        }
        return choose(cursor(), true);
    }

    private Feedback choose(Point point, boolean fromKeyboard) {
        Position position = position();
        if (position.isOver()) {
            return Feedback.say("board.gameOver");
        }
        if (pending != null) {
            return capture(point);
        }
        if (mustPass()) {
            return Feedback.say("tigadi.mustPass");
        }
        Seat mover = position.toMove();
        if (!isMovingPhase()) {
            return place(point);
        }
        if (position.at(point) == mover) {
            if (point.equals(picked)) {
                // a second click (or Enter) on the goti in hand puts it back
                picked = null;
                return Feedback.say("tigadi.putBack");
            }
            if (slidesFrom(point).isEmpty()) {
                return Feedback.say("tigadi.blocked", point);
            }
            picked = point;
            return Feedback.say(fromKeyboard ? "tigadi.pickedKeys" : "tigadi.picked", point);
        }
        if (position.at(point) != null) {
            return Feedback.say("tigadi.notYours", point);
        }
        if (picked == null) {
            return Feedback.say("tigadi.pickFirst");
        }
        return putDown(point);
    }

    private Feedback place(Point point) {
        if (position().at(point) != null) {
            return Feedback.say("board.taken", point);
        }
        List<Move> candidates = new ArrayList<>();
        for (Move move : position().legalMoves()) {
            if (!move.isSlide() && !move.isPass() && move.to().equals(point)) {
                candidates.add(move);
            }
        }
        return settle(candidates);
    }

    private Feedback putDown(Point to) {
        List<Move> candidates = new ArrayList<>();
        for (Move move : slidesFrom(picked)) {
            if (move.to().equals(to)) {
                candidates.add(move);
            }
        }
        if (candidates.isEmpty()) {
            return Feedback.say("tigadi.notNeighbour", picked, to);
        }
        return settle(candidates);
    }

    /** Plays the one move there is, or waits for the capture when the candidates differ only in it. */
    private Feedback settle(List<Move> candidates) {
        if (candidates.isEmpty()) {
            return Feedback.say("board.notAllowed");
        }
        if (candidates.size() == 1 && !candidates.get(0).hasCapture()) {
            return Feedback.play(candidates.get(0));
        }
        pending = candidates.get(0).withoutCapture();
        victims.clear();
        for (Move move : candidates) {
            if (move.hasCapture()) {
                victims.add(move.capture());
            }
        }
        picked = null;
        return Feedback.say("tigadi.capture");
    }

    private Feedback capture(Point point) {
        setCursor(point);
        if (!victims.contains(point)) {
            return Feedback.say("tigadi.captureWhich");
        }
        Move move = pending.capturing(point);
        forget();
        return Feedback.play(move);
    }

    private boolean isMovingPhase() {
        for (Move move : position().legalMoves()) {
            if (move.isSlide() || move.isPass()) {
                return true;
            }
        }
        return false;
    }

    private List<Move> slidesFrom(Point from) {
        List<Move> slides = new ArrayList<>();
        for (Move move : position().legalMoves()) {
            if (move.isSlide() && move.from().equals(from)) {
                slides.add(move);
            }
        }
        return slides;
    }
}

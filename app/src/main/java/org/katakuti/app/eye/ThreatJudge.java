package org.katakuti.app.eye;

import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;
import org.katakuti.api.rules.mnk.MnkPosition;
import org.katakuti.app.bots.gomoku.ThreatProbe;

/**
 * The big grids: before each move, did the mover have a forced win by fours
 * (VCF) or by fours and threes (VCT), and did the move keep it; after it, does
 * the other side have one, and which move would have held. Each search is
 * capped by a number of positions, so the verdicts do not depend on the
 * machine unless the deadline comes first.
 */
final class ThreatJudge implements Judge {

    /** Positions a VCF search may visit, per millisecond of the move's budget. */
    static final long VCF_POSITIONS_PER_MILLI = 60;
    /** Positions a VCT search may visit, per millisecond of the move's budget. */
    static final long VCT_POSITIONS_PER_MILLI = 120;
    /** The most squares tried as the defence that would have held. */
    static final int MAX_DEFENCES = 40;
    /** The positions the look for that defence may visit, in VCF and VCT searches' caps. */
    static final int DEFENCE_SEARCHES = 6;

    private final long vcfPositions;
    private final long vctPositions;
    private Position known;
    private Facts knownFacts;

    ThreatJudge(long millisPerMove) {
        this.vcfPositions = Math.max(2_000, millisPerMove * VCF_POSITIONS_PER_MILLI);
        this.vctPositions = Math.max(4_000, millisPerMove * VCT_POSITIONS_PER_MILLI);
    }

    /** What the threat search found in one ongoing position. */
    private static final class Facts {
        /** The first square of the side to move's forced win by fours, or null; a five at once counts. */
        Point vcf;
        /** ... by fours and threes, or null (only looked for when there is no VCF). */
        Point vct;
        /** The first square of the other side's forced win if it were to move now: what it threatens. */
        Point threat;

        Point win() {
            return vcf != null ? vcf : vct;
        }
    }

    private Facts facts(Position position, Deadline deadline) {
        if (position == known) {
            return knownFacts;
        }
        ThreatProbe probe = new ThreatProbe((MnkPosition) position);
        Facts facts = new Facts();
        facts.vcf = probe.forcedWin(false, true, vcfPositions, deadline);
        facts.vct = facts.vcf != null ? null : probe.forcedWin(false, false, vctPositions, deadline);
        facts.threat = probe.forcedWin(true, true, vcfPositions, deadline);
        if (facts.threat == null) {
            facts.threat = probe.forcedWin(true, false, vctPositions, deadline);
        }
        known = position;
        knownFacts = facts;
        return facts;
    }

    @Override
    public Verdict judge(int ply, Position before, Move move, Position after, Deadline deadline) {
        Seat mover = before.toMove();
        Verdict.Builder verdict = new Verdict.Builder(ply, move, mover);
        Facts was = facts(before, deadline);
        if (after.isOver() && after.outcome().winner() == mover) {
            return verdict.kind(Kind.BEST).outlook(Outlook.WIN, Outlook.WIN).words("eye.wins").build();
        }
        Facts now = after.isOver() ? null : facts(after, deadline);
        Point win = was.win();
        if (win != null) {
            boolean byFours = was.vcf != null;
            ThreatProbe probe = new ThreatProbe((MnkPosition) before);
            Point to = move.to();
            boolean keepsFours = to.equals(was.vcf) || !after.isOver()
                    && probe.startsForcedWin(to, true, vcfPositions, deadline);
            boolean keeps = keepsFours || to.equals(was.vct) || !after.isOver()
                    && probe.startsForcedWin(to, false, vctPositions, deadline);
            if (keeps) {
                return verdict.kind(Kind.BEST).outlook(Outlook.WIN, Outlook.WIN)
                        .words(keepsFours ? "eye.vcf.keeps" : "eye.vct.keeps").build();
            }
            Move better = Move.at(win);
            boolean lost = now != null && now.win() != null;
            // Not a proven continuation, but the mover may still threaten one: say so, a learner should know.
            boolean threatens = !lost && now != null && now.threat != null;
            String words = (byFours ? "eye.vcf.missed" : "eye.vct.missed") + (threatens ? ".threatens" : "");
            return verdict.kind(byFours ? Kind.MISSED_VCF : Kind.MISSED_VCT)
                    .outlook(Outlook.WIN, lost ? Outlook.LOSS : null).better(better).words(words, better).build();
        }
        if (now == null) {
            return verdict.kind(Kind.BEST).outlook(Outlook.DRAW, Outlook.DRAW).words("eye.best.draw").build();
        }
        Point theirs = now.win();
        if (theirs != null) {
            boolean byFours = now.vcf != null;
            Kind kind = byFours ? Kind.ALLOWS_VCF : Kind.ALLOWS_VCT;
            String words = byFours ? "eye.vcf.allows" : "eye.vct.allows";
            Defence defence = defence(before, move, deadline);
            if (defence.found != null) {
                Move better = Move.at(defence.found);
                return verdict.kind(kind).outlook(null, Outlook.LOSS).better(better)
                        .words(words + ".better", Move.at(theirs), better).build();
            }
            if (defence.none && was.threat != null) {
                return verdict.kind(Kind.BEST).outlook(Outlook.LOSS, Outlook.LOSS)
                        .words("eye.threat.lostAnyway", Move.at(theirs)).build();
            }
            return verdict.kind(kind).outlook(null, Outlook.LOSS).words(words, Move.at(theirs)).build();
        }
        if (was.threat != null) {
            return verdict.kind(Kind.BEST).words("eye.threat.defended", Move.at(was.threat)).build();
        }
        return verdict.kind(Kind.NOTHING_FORCED).words("eye.threat.none").build();
    }

    /** A move that would have held, if one was found. */
    private static final class Defence {
        Point found;
        /** True when every candidate was tried and none held. */
        boolean none;
    }

    /**
     * Looks for a move other than {@code played} after which the other side has
     * no forced win found, with the same caps as every other search here (so a
     * move named as holding is one this judge would not fault).
     */
    private Defence defence(Position before, Move played, Deadline deadline) {
        Defence defence = new Defence();
        Point[] candidates = new ThreatProbe((MnkPosition) before).nearSquares();
        long allowance = DEFENCE_SEARCHES * (vcfPositions + vctPositions);
        long spent = 0;
        int tried = 0;
        for (Point square : candidates) {
            if (square.equals(played.to())) {
                continue;
            }
            if (tried++ == MAX_DEFENCES || spent >= allowance || deadline.isUp()) {
                return defence;
            }
            Position after = before.play(Move.at(square));
            if (after.isOver()) {
                continue;
            }
            ThreatProbe probe = new ThreatProbe((MnkPosition) after);
            boolean loses = probe.forcedWin(false, true, vcfPositions, deadline) != null
                    || probe.forcedWin(false, false, vctPositions, deadline) != null;
            spent += probe.positions();
            if (deadline.isUp()) {
                return defence;
            }
            if (!loses) {
                defence.found = square;
                return defence;
            }
        }
        defence.none = true;
        return defence;
    }
}

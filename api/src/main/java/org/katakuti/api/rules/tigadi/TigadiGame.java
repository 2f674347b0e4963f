package org.katakuti.api.rules.tigadi;

import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Position;

/** Tigadi (skeleton, rules to come). */
public final class TigadiGame implements Game {
    @Override public String id() { return "tigadi"; }
    @Override public int columns() { return 7; }
    @Override public int rows() { return 7; }
    @Override public Position start() { throw new IllegalStateException("skeleton"); }
}

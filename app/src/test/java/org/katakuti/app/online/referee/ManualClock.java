package org.katakuti.app.online.referee;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock the test moves by hand, so time limits are tested without sleeping. */
public final class ManualClock extends Clock {

    private volatile long millis;

    public ManualClock(long millis) {
        this.millis = millis;
    }

    public void advance(long by) {
        millis += by;
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }

    @Override
    public long millis() {
        return millis;
    }

    @Override
    public Instant instant() {
        return Instant.ofEpochMilli(millis);
    }
}

package org.katakuti.app.online.server;

/**
 * What one server takes from one address and in all, so that no client, by
 * mistake or on purpose, can crowd out the others. The defaults suit a server
 * on the internet; the load benchmark, whose thousand rooms all come from
 * loopback, raises the per-address ones.
 */
public final class Limits {

    /** A request body larger than this is refused (413) before it is parsed. */
    public static final int MAX_BODY_BYTES = 4 * 1024;
    /** A JSON body nested deeper than this is refused: no message of the protocol needs more. */
    public static final int MAX_NESTING = 4;

    final int roomsPerAddressPerHour;
    final int failedLookupsPerAddressPerMinute;
    final int streamsPerAddress;
    final int requestsInFlightPerAddress;
    final int maxStreams;
    final int maxRooms;
    final int requestThreads;

    private Limits(int roomsPerAddressPerHour, int failedLookupsPerAddressPerMinute, int streamsPerAddress,
            int requestsInFlightPerAddress, int maxStreams, int maxRooms, int requestThreads) {
        this.roomsPerAddressPerHour = roomsPerAddressPerHour;
        this.failedLookupsPerAddressPerMinute = failedLookupsPerAddressPerMinute;
        this.streamsPerAddress = streamsPerAddress;
        this.requestsInFlightPerAddress = requestsInFlightPerAddress;
        this.maxStreams = maxStreams;
        this.maxRooms = maxRooms;
        this.requestThreads = requestThreads;
    }

    /** The limits of {@code katakuti server} and of a desktop hosting a room. */
    public static Limits standard() {
        return new Limits(30, 20, 24, 8, 5000, 5000, 32);
    }

    /** The standard limits but with the given per-address ones; for tests and the benchmark. */
    public static Limits perAddress(int roomsPerHour, int failedLookupsPerMinute, int streams, int inFlight) {
        Limits standard = standard();
        return new Limits(roomsPerHour, failedLookupsPerMinute, streams, inFlight, standard.maxStreams,
                standard.maxRooms, standard.requestThreads);
    }
}

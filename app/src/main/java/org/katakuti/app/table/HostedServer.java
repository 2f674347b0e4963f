package org.katakuti.app.table;

import java.io.IOException;
import java.net.URI;

import org.katakuti.app.online.server.OnlineServer;

/**
 * The room server this app hosts for a friend on the same network ("Host on
 * this computer"): started the first time it is needed, on a free port of
 * every network of this computer (its address shown is the one on the local
 * network), and stopped when the table's window closes. One per app.
 */
final class HostedServer {

    private static OnlineServer server;
    private static boolean watching;

    private HostedServer() {
    }

    /**
     * @return the hosted server's address, starting it when it is not running yet
     * @throws IOException when no port can be listened on
     */
    static synchronized URI address() throws IOException {
        if (server == null) {
            // the rooms' matches are saved by each player's own table, so the server keeps no logs of its own
            server = OnlineServer.start(null, 0, null);
        }
        return server.baseUri();
    }

    /** @return the hosted server's address; null when none runs */
    static synchronized URI running() {
        return server == null ? null : server.baseUri();
    }

    /** Stops the hosted server when {@code window}, the table's, closes: its threads must not outlive the app. */
    static synchronized void stopWhenClosed(java.awt.Window window) {
        if (!watching) {
            watching = true;
            window.addWindowListener(new java.awt.event.WindowAdapter() {
                @Override
                public void windowClosed(java.awt.event.WindowEvent e) {
                    stop();
                }
            });
        }
    }

    /** @return true when its address is this computer's loopback: no network was found for a friend */
    static boolean onlyThisComputer(URI address) {
        String host = address.getHost();
        return host.startsWith("127.") || host.equals("[::1]") || host.equals("localhost");
    }

    /** Stops the hosted server (its rooms end), if it runs. */
    static synchronized void stop() {
        if (server != null) {
            server.close();
            server = null;
        }
    }
}

package org.katakuti.app.online.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

import com.sun.net.httpserver.HttpExchange;

/** Reading requests and writing answers, the same way for every endpoint. */
final class Exchanges {

    static final String JSON = "application/json; charset=utf-8";

    private Exchanges() {
    }

    /**
     * @return the body as text, read no further than {@link Limits#MAX_BODY_BYTES}
     * @throws BadRequest 413 when it is larger (told by its length or found while reading)
     */
    static String body(HttpExchange exchange) throws IOException {
        String length = exchange.getRequestHeaders().getFirst("Content-Length");
        if (length != null) {
            try {
                if (Long.parseLong(length.trim()) > Limits.MAX_BODY_BYTES) {
                    throw tooLarge();
                }
            } catch (NumberFormatException e) {
                throw new BadRequest(400, "the Content-Length is not a number");
            }
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] buffer = new byte[1024];
        try (InputStream in = exchange.getRequestBody()) {
            int read;
            while ((read = in.read(buffer)) > 0) {
                bytes.write(buffer, 0, read);
                if (bytes.size() > Limits.MAX_BODY_BYTES) {
                    throw tooLarge();
                }
            }
        }
        return new String(bytes.toByteArray(), StandardCharsets.UTF_8);
    }

    private static BadRequest tooLarge() {
        return new BadRequest(413, "the body is larger than " + Limits.MAX_BODY_BYTES
                + " bytes: no request of the protocol needs that much");
    }

    static void sendJson(HttpExchange exchange, int status, String json) throws IOException {
        send(exchange, status, JSON, json.getBytes(StandardCharsets.UTF_8));
    }

    static void sendError(HttpExchange exchange, int status, String message) throws IOException {
        sendJson(exchange, status, Json.write(new Json.Error(message)));
    }

    static void send(HttpExchange exchange, int status, String type, byte[] body) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", type);
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        exchange.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
        exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    /** @return the address of the client, without the port */
    static String address(HttpExchange exchange) {
        InetSocketAddress remote = exchange.getRemoteAddress();
        return remote == null || remote.getAddress() == null ? "?" : remote.getAddress().getHostAddress();
    }

    /** @return the value of {@code name} in the query string; null when absent */
    static String query(HttpExchange exchange, String name) {
        String query = exchange.getRequestURI().getRawQuery();
        if (query == null) {
            return null;
        }
        for (String pair : query.split("&")) {
            int equals = pair.indexOf('=');
            String key = equals < 0 ? pair : pair.substring(0, equals);
            if (key.equals(name)) {
                try {
                    return equals < 0 ? "" : URLDecoder.decode(pair.substring(equals + 1), "UTF-8");
                } catch (IllegalArgumentException | java.io.UnsupportedEncodingException e) {
                    throw new BadRequest(400, "the query string is not well formed");
                }
            }
        }
        return null;
    }
}

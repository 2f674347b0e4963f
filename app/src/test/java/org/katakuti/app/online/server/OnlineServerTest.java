package org.katakuti.app.online.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The protocol over real HTTP, against a server on a free port of loopback. */
class OnlineServerTest {

    @TempDir
    Path logs;

    private OnlineServer server;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    @BeforeEach
    void start() throws IOException {
        server = OnlineServer.start("127.0.0.1", 0, logs, Limits.perAddress(30, 5, 24, 8));
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private HttpResponse<String> post(String path, String body) throws Exception {
        return http.send(HttpRequest.newBuilder(server.baseUri().resolve(path))
                .header("Content-Type", "application/json; charset=utf-8")
                .POST(HttpRequest.BodyPublishers.ofString(body)).timeout(Duration.ofSeconds(20)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> get(String path) throws Exception {
        return http.send(HttpRequest.newBuilder(server.baseUri().resolve(path)).timeout(Duration.ofSeconds(20)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static JsonObject json(HttpResponse<String> response) {
        return JsonParser.parseString(response.body()).getAsJsonObject();
    }

    private static void assertError(int status, HttpResponse<String> response) {
        assertEquals(status, response.statusCode(), response.body());
        assertTrue(json(response).get("error").getAsString().length() > 5, response.body());
        assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
    }

    private String[] room(String game) throws Exception {
        HttpResponse<String> created = post("/api/v1/rooms",
                "{\"game\": \"" + game + "\", \"firstTo\": 3, \"name\": \"Asha\"}");
        assertEquals(201, created.statusCode(), created.body());
        JsonObject body = json(created);
        String code = body.get("code").getAsString();
        HttpResponse<String> joined = post("/api/v1/rooms/" + code + "/join", "{\"name\": \"Bikash\"}");
        assertEquals(200, joined.statusCode(), joined.body());
        return new String[] {code, body.get("token").getAsString(), json(joined).get("token").getAsString()};
    }

    private String move(String token, int game, int ply, String move) {
        return "{\"token\": \"" + token + "\", \"game\": " + game + ", \"ply\": " + ply + ", \"move\": \"" + move + "\"}";
    }

    @Test
    void creatingARoomAnswersItsCodeLinkSeatAndToken() throws Exception {
        HttpResponse<String> created = post("/api/v1/rooms", "{\"game\": \"gomoku\", \"firstTo\": 3, \"name\": \"Asha\"}");
        assertEquals(201, created.statusCode());
        JsonObject body = json(created);
        String code = body.get("code").getAsString();
        assertTrue(code.matches("[23456789BCDFGHJKMNPQRSTVWXZ]{4}"));
        assertEquals("one", body.get("seat").getAsString());
        assertTrue(body.get("link").getAsString().endsWith("/r/" + code));
        JsonObject state = json(get("/api/v1/rooms/" + code));
        assertEquals("waiting", state.get("status").getAsString());
        assertEquals(1, state.get("protocol").getAsInt());
        assertTrue(state.get("winner").isJsonNull());
        assertTrue(state.getAsJsonObject("seats").getAsJsonObject("two").get("name").isJsonNull());
    }

    @Test
    void aThirdClientIsRefusedASeatButMayWatch() throws Exception {
        String[] room = room("tic-tac-toe");
        assertError(409, post("/api/v1/rooms/" + room[0] + "/join", "{\"name\": \"Chandra\"}"));
        assertEquals(200, get("/api/v1/rooms/" + room[0]).statusCode());
    }

    @Test
    void movesAreRefereedWithTheStatusOfTheProtocol() throws Exception {
        String[] room = room("tic-tac-toe");
        String moves = "/api/v1/rooms/" + room[0] + "/moves";
        assertError(409, post(moves, move(room[2], 1, 0, "b2")));
        HttpResponse<String> first = post(moves, move(room[1], 1, 0, "b2"));
        assertEquals(200, first.statusCode());
        assertEquals("two", json(first).get("toMove").getAsString());
        assertEquals(200, post(moves, move(room[1], 1, 0, "b2")).statusCode());
        assertError(409, post(moves, move(room[1], 1, 0, "c3")));
        assertError(422, post(moves, move(room[2], 1, 1, "b2")));
        assertError(403, post(moves, move("forged", 1, 1, "a1")));
        assertError(400, post(moves, "{\"token\": \"" + room[2] + "\", \"game\": 1}"));
        assertEquals(1, json(get("/api/v1/rooms/" + room[0])).getAsJsonArray("moves").size());
    }

    @Test
    void resigningEndsTheGameAndTheNextStarts() throws Exception {
        String[] room = room("tic-tac-toe");
        HttpResponse<String> resigned = post("/api/v1/rooms/" + room[0] + "/resign",
                "{\"token\": \"" + room[1] + "\"}");
        assertEquals(200, resigned.statusCode());
        JsonObject state = json(resigned);
        assertEquals(2, state.get("gameNumber").getAsInt());
        assertEquals("resigned", state.getAsJsonArray("games").get(0).getAsJsonObject().get("reason").getAsString());
        assertError(409, post("/api/v1/rooms/" + room[0] + "/claim", "{\"token\": \"" + room[1] + "\"}"));
    }

    @Test
    void hostileBodiesAreRefusedInPlainWords() throws Exception {
        assertError(413, post("/api/v1/rooms", "{\"name\": \"" + "x".repeat(5000) + "\"}"));
        assertError(400, post("/api/v1/rooms", "{\"game\": "));
        assertError(400, post("/api/v1/rooms", "[1, 2]"));
        assertError(400, post("/api/v1/rooms", "{\"game\": {\"a\": {\"b\": {\"c\": {\"d\": {}}}}}}"));
        assertError(400, post("/api/v1/rooms", "{\"game\": \"chess\", \"name\": \"Asha\"}"));
        assertError(400, post("/api/v1/rooms", "{\"game\": \"gomoku\", \"firstTo\": \"many\", \"name\": \"Asha\"}"));
        assertError(405, get("/api/v1/rooms"));
        assertError(404, get("/api/v1/nothing"));
        HttpResponse<String> unknownFields = post("/api/v1/rooms",
                "{\"game\": \"gomoku\", \"name\": \"" + "y".repeat(300) + "\", \"colour\": \"red\"}");
        assertEquals(201, unknownFields.statusCode(), unknownFields.body());
        String code = json(unknownFields).get("code").getAsString();
        String name = json(get("/api/v1/rooms/" + code)).getAsJsonObject("seats").getAsJsonObject("one")
                .get("name").getAsString();
        assertEquals(24, name.length());
    }

    @Test
    void tooManyWrongCodesFromOneAddressAreRefused() throws Exception {
        for (int i = 0; i < 5; i++) {
            assertError(404, get("/api/v1/rooms/ZZZZ"));
        }
        assertError(429, get("/api/v1/rooms/ZZZZ"));
    }

    @Test
    void theEventStreamSendsTheStateAtOnceAndAtEveryChange() throws Exception {
        String[] room = room("tic-tac-toe");
        try (Socket socket = new Socket("127.0.0.1", server.baseUri().getPort())) {
            socket.setSoTimeout(20_000);
            OutputStream out = socket.getOutputStream();
            out.write(("GET /api/v1/rooms/" + room[0] + "/events?token=" + room[2] + " HTTP/1.1\r\nHost: x\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            assertTrue(in.readLine().contains("200"));
            String state = nextState(in);
            assertTrue(state.contains("\"status\":\"playing\""), state);
            post("/api/v1/rooms/" + room[0] + "/moves", move(room[1], 1, 0, "b2"));
            String after = nextState(in);
            while (!after.contains("\"moves\":[\"b2\"]")) {
                after = nextState(in); // presence changes may come first
            }
            assertTrue(after.contains("\"toMove\":\"two\""));
        }
    }

    @Test
    void aForgedTokenOpensNoStream() throws Exception {
        String[] room = room("tic-tac-toe");
        assertError(403, get("/api/v1/rooms/" + room[0] + "/events?token=forged"));
    }

    private static String nextState(BufferedReader in) throws IOException {
        String line;
        while ((line = in.readLine()) != null) {
            int data = line.indexOf("data: ");
            if (data >= 0) {
                return line.substring(data + 6);
            }
        }
        throw new IOException("the stream ended");
    }

    @Test
    void thePagesComeFromTheJar() throws Exception {
        HttpResponse<String> front = get("/");
        assertEquals(200, front.statusCode());
        assertTrue(front.body().contains("Open a room"));
        assertTrue(front.headers().firstValue("Content-Security-Policy").orElse("").contains("default-src 'self'"));
        assertEquals(200, get("/r/K7QX").statusCode());
        assertEquals(200, get("/web/table.js").statusCode());
        assertError(404, get("/web/../../etc/passwd"));
    }

    @Test
    void closingSavesTheRoomsMatchesAsLogs() throws Exception {
        String[] room = room("tic-tac-toe");
        post("/api/v1/rooms/" + room[0] + "/moves", move(room[1], 1, 0, "b2"));
        server.close();
        List<Path> files;
        try (Stream<Path> listed = Files.list(logs)) {
            files = listed.collect(Collectors.toList());
        }
        assertEquals(1, files.size());
        String log = new String(Files.readAllBytes(files.get(0)), StandardCharsets.UTF_8);
        assertTrue(log.contains("\"remote\""), log);
        assertTrue(log.contains("Bikash"), log);
    }

    @Test
    void slowSendersHoldOnlyTheirOwnThreadsAndOneAddressOnlyAFew() throws Exception {
        // Connections that send half a request and stop: each holds a request thread until cut off...
        Socket[] slow = new Socket[8];
        try {
            for (int i = 0; i < slow.length; i++) {
                slow[i] = new Socket("127.0.0.1", server.baseUri().getPort());
                slow[i].getOutputStream().write("POST /api/v1/rooms HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"
                        .getBytes(StandardCharsets.US_ASCII));
                slow[i].getOutputStream().flush();
            }
            // ...but one address gets only so many at once: the next is refused at once, not queued.
            HttpResponse<String> refused = get("/");
            for (int tries = 0; refused.statusCode() != 429 && tries < 50; tries++) {
                refused = get("/"); // the slow ones may not all have reached the gate yet
            }
            assertError(429, refused);
        } finally {
            for (Socket socket : slow) {
                if (socket != null) {
                    socket.close();
                }
            }
        }
    }
}

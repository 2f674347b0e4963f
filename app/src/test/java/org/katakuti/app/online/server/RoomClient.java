package org.katakuti.app.online.server;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** A scripted player over HTTP, written against docs/online-protocol.md, for the tests. */
final class RoomClient {

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final URI base;
    String code;
    String token;
    String side;

    RoomClient(URI base) {
        this.base = base;
    }

    RoomClient create(String game, int firstTo, String name) throws IOException, InterruptedException {
        JsonObject answer = post("/api/v1/rooms", "{\"game\":\"" + game + "\",\"firstTo\":" + firstTo
                + ",\"name\":\"" + name + "\"}", 201);
        code = answer.get("code").getAsString();
        token = answer.get("token").getAsString();
        side = "one";
        return this;
    }

    RoomClient join(String room, String name) throws IOException, InterruptedException {
        JsonObject answer = post("/api/v1/rooms/" + room + "/join", "{\"name\":\"" + name + "\"}", 200);
        code = room;
        token = answer.get("token").getAsString();
        side = answer.get("seat").getAsString();
        return this;
    }

    JsonObject state() throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(base.resolve("/api/v1/rooms/" + code))
                .timeout(Duration.ofSeconds(20)).build(), HttpResponse.BodyHandlers.ofString());
        return JsonParser.parseString(response.body()).getAsJsonObject();
    }

    /** Plays {@code move} as the next move of the current game. */
    JsonObject move(String move) throws IOException, InterruptedException {
        JsonObject state = state();
        return post("/api/v1/rooms/" + code + "/moves", "{\"token\":\"" + token + "\",\"game\":"
                + state.get("gameNumber").getAsInt() + ",\"ply\":" + state.getAsJsonArray("moves").size()
                + ",\"move\":\"" + move + "\"}", 200);
    }

    JsonObject post(String path, String body, int expected) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(base.resolve(path))
                .header("Content-Type", "application/json; charset=utf-8")
                .POST(HttpRequest.BodyPublishers.ofString(body)).timeout(Duration.ofSeconds(20)).build(),
                HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != expected) {
            throw new AssertionError(path + " answered " + response.statusCode() + ": " + response.body());
        }
        return JsonParser.parseString(response.body()).getAsJsonObject();
    }
}

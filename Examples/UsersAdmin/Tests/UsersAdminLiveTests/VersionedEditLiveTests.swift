import Features
import Foundation
import HTTPClient
import HTTPClientLive
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A note of a server that versions its records with strong tags and edits one only at the
/// version it was read at, as a Spring Data REST or HAL API does.
private struct Note: Codable, Sendable, Hashable, Identifiable {
  var id: Int
  var title: String
}

/// A form of a note's title: `set` edits it, `save` sends it through `save` and keeps what the
/// server answered, or why it refused.
private struct TitleForm: Reducer {
  struct State: Sendable, Hashable {
    var title: String
    var outcome: Result<String, LoadFailure>?
  }

  enum Action: Sendable, Hashable {
    case set(String)
    case save
    case saved(Result<String, LoadFailure>)
  }

  let save: @Sendable (String) async throws -> String

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .set(let title):
      state.title = title
      return .none
    case .save:
      return .run { [save, title = state.title] send in
        do {
          await send(.saved(.success(try await save(title))))
        } catch {
          await send(.saved(.failure(LoadFailure(error))))
        }
      }
    case .saved(let outcome):
      state.outcome = outcome
      return .none
    }
  }
}

/// The edit feature against a live session on real HTTP: the version is read and sent back by
/// themselves, with neither the fetch nor the form naming it.
@Suite(.timeLimit(.minutes(1)))
struct VersionedEditLiveTests {
  @Test(arguments: ["127.0.0.1", "::1"])
  func anEditSendsTheVersionItReadWithoutSayingSo(address: String) async throws {
    let server = try HostileServer(address: address) { request, _ in
      switch (request.method, request.headers["if-match"]) {
      case ("GET", _):
        [
          .response(
            200, headers: ["ETag": #""v1""#, "Content-Type": "application/json"],
            body: #"{"id": 1, "title": "Harbour"}"#)
        ]
      case ("PATCH", #""v1""#?):
        [
          .response(
            200, headers: ["ETag": #""v2""#, "Content-Type": "application/json"],
            body: #"{"id": 1, "title": "Port"}"#)
        ]
      case ("PATCH", nil): [.response(428)]
      default: [.response(412)]
      }
    }
    defer { server.stop() }
    let session = HTTPSession(
      session: URLSession(configuration: .ephemeral), baseURL: server.baseURL,
      userAgent: "VersionedEditLiveTests/1", policy: TransferPolicy(retries: 0))
    let feature = EditFeature<Note, TitleForm>(
      fetch: { id in
        try await session.send(Endpoint<Note>.get(["notes", "\(id)"], resource: "note"))
      },
      form: TitleForm { title in
        try await session.send(
          Endpoint<Note>.write("PATCH", ["notes", "1"], body: ["title": title], resource: "note")
        ).title
      },
      makeForm: { TitleForm.State(title: $0.title) })
    let store = Store(initialState: EditFeature<Note, TitleForm>.State(id: 1), reducer: feature)

    await store.send(.load)
    await store.send(.form(.set("Port")))
    await store.send(.form(.save))
    let state = await store.state

    #expect(state.version?.tag == EntityTag(#""v2""#), "the save's answer is the version held next")
    #expect(state.form.value?.outcome == .success("Port"))
    #expect(
      server.requests.filter { $0.method == "PATCH" }.map { $0.headers["if-match"] }
        == [#""v1""#])
  }
}

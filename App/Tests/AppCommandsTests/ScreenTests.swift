import Features
import Foundation
import NetworkClient
import NetworkClientLive
import TerminalUI
import Testing

@testable import AppCommands

@Suite struct ScreenTests {
  @Test func placesAPageInItsCollection() {
    let items = [1, 2]

    #expect(
      Screen.place(of: Page(items: items, totalCount: 100, number: 2, size: 10), noun: "posts")
        == "page 2 of 10 (100 posts)")
    #expect(
      Screen.place(of: Page(items: items, totalCount: 1, number: 1, size: 10), noun: "users")
        == "page 1 of 1 (1 user)")
    #expect(
      Screen.place(of: Page(items: items, totalCount: 7, number: 3), noun: "todos")
        == "page 3 (7 todos)")
    #expect(Screen.place(of: Page(items: items, number: 4, size: 2), noun: "albums") == "page 4")
    #expect(Screen.place(of: Page(items: items, totalCount: 2), noun: "albums") == nil)
  }

  private func screen(_ recorder: ConsoleRecorder) throws -> Screen {
    let url = try #require(URL(string: "http://127.0.0.1:9"))
    return Screen(
      console: recorder.console(), format: .view, source: .remote(url), rendersForTerminal: false)
  }

  @Test func reportsAnInternalFailureAsSoftwareWithoutBlamingTheNetwork() throws {
    let recorder = ConsoleRecorder()
    let message = "Unimplemented dependency 'urlSession': GET http://127.0.0.1:9/posts was sent"

    let outcome = try screen(recorder).report(LoadFailure(message: message))

    #expect(outcome == .failure(.software))
    #expect(recorder.error == "app: \(message)\n")
    #expect(recorder.output.isEmpty)
  }

  @Test func suggestsTheSampleAPIOnlyWhenTheServerCannotBeReached() throws {
    let recorder = ConsoleRecorder()
    let failure = LoadFailure(NetworkError.unreachable(host: "127.0.0.1:9", reason: "refused"))

    let outcome = try screen(recorder).report(failure)

    #expect(outcome == .failure(.unavailable))
    #expect(
      recorder.error
        == "app: cannot reach 127.0.0.1:9: refused (try --sample to use the built-in sample API)\n")
  }
}

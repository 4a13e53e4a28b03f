import Dependencies
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit
import TestSupport
import Testing

@testable import TerminalViews

@Suite struct WriteScreenTests {
  private func screen(_ console: Console, hostKeepingNoChanges: String? = nil) -> WriteScreen {
    WriteScreen(
      console: console, format: .view, hostKeepingNoChanges: hostKeepingNoChanges,
      rendersForTerminal: false, interrupts: .none, commandLine: { _ in "app post delete 7" })
  }

  private func deleting(
    _ screen: WriteScreen, deleted: @escaping @Sendable () -> Void = {}
  ) async -> Screen.Outcome {
    var client = NetworkClient.unimplemented
    client.deletePost = { _ in deleted() }
    var dependencies = DependencyValues(context: .test)
    dependencies.networkClient = client
    return await DependencyValues.$current.withValue(dependencies) {
      await screen.delete(
        .post(7), confirmed: true, confirmingFlag: "--yes", name: { _ in "A title" })
    }
  }

  @Test func refusesToDeleteWithoutConfirmationWhenItCannotAsk() async {
    let recorder = ConsoleRecorder()

    let outcome = await screen(recorder.console()).delete(
      .post(7), confirmed: false, confirmingFlag: "--yes", name: { _ in "A title" })

    guard case .failure(let status) = outcome else {
      Issue.record("expected a failure, got \(outcome)")
      return
    }
    checkEqual(status, .usage)
    checkEqual(
      recorder.error,
      "app: not deleting post 7 without confirmation: pass --yes "
        + "(standard input is not a terminal)\n")
  }

  @Test func recordsTheDeletionAndNotesAServerThatKeepsNoChanges() async {
    let recorder = ConsoleRecorder()
    let console = recorder.console()

    let outcome = await deleting(screen(console, hostKeepingNoChanges: "example.com"))

    guard case .text(let text) = outcome else {
      Issue.record("expected text, got \(outcome)")
      return
    }
    checkEqual(text, "Deleted post 7.\n")
    checkEqual(recorder.error, "note: example.com does not keep changes; post 7 is still there\n")
    checkEqual(console.completedWrite.description, "post 7 was deleted")
  }

  @Test func saysNothingMoreWhenTheServerKeepsChanges() async {
    let recorder = ConsoleRecorder()

    let outcome = await deleting(screen(recorder.console()))

    guard case .text(let text) = outcome else {
      Issue.record("expected text, got \(outcome)")
      return
    }
    checkEqual(text, "Deleted post 7.\n")
    check(recorder.error.isEmpty)
  }
}

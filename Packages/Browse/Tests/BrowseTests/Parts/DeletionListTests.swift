import Dependencies
import Features
import FeaturesTesting
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// The deletions of a list on the exhaustive `TestStore`.
@Suite(.timeLimit(.minutes(1))) struct DeletionListTests {
  private static func list(
    clock: TestClock, deleted: LockedValue<[DeleteFeature.Target]>, failing: Bool = false,
    gates: [DeleteFeature.Target: Gate] = [:]
  ) -> DeletionList<DeleteFeature.Target> {
    DeletionList(
      deletion: DeleteFeature(undoWindow: BrowseFeature.undoWindow, clock: clock) { target in
        try await gates[target]?.pass()
        if failing { throw NetworkError.unreachable(host: "api.test", reason: "down") }
        deleted.withLock { $0.append(target) }
      })
  }

  @Test func severalWaitAtOnceEachWithItsWindowAndSendPendingSendsThemAll() async {
    let clock = TestClock()
    let deleted = LockedValue<[DeleteFeature.Target]>([])
    let gates: [DeleteFeature.Target: Gate] = [.post(1): Gate(), .post(2): Gate()]
    let store = TestStore(
      initialState: DeletionList<DeleteFeature.Target>.State(),
      reducer: Self.list(clock: clock, deleted: deleted, gates: gates))

    await store.send(.confirmed(.post(1), title: "One")) {
      $0.deletions = [DeleteFeature.State(target: .post(1), status: .pending)]
      $0.titles = [.post(1): "One"]
    }
    await store.send(.ask(.post(2), title: "Two")) {
      $0.deletions.append(DeleteFeature.State(target: .post(2), status: .confirming))
      $0.titles[.post(2)] = "Two"
    }
    check(store.state.isAsking)
    await store.send(.ask(.post(2), title: "Two"))
    await store.send(.answer(.character("Y"))) { $0.deletions[1].status = .pending }
    checkEqual(store.state.undoable, .post(2), "u undoes the last confirmed")
    check(store.state.hides(.post(1)) && store.state.hides(.post(2)))
    await store.send(.sendPending) {
      $0.deletions[0].status = .deleting
      $0.deletions[1].status = .deleting
    }
    check(store.state.isSending)
    for (index, target) in [DeleteFeature.Target.post(1), .post(2)].enumerated() {
      gates[target]?.open()
      await store.receive(
        .deletion(ElementAction(id: target, action: .deleteResponse(.success(target))))
      ) {
        $0.deletions[index].status = .deleted
      }
    }
    await store.finish()
    checkEqual(Set(deleted.current), [.post(1), .post(2)])
    await store.send(.forgetFinished) { $0 = DeletionList<DeleteFeature.Target>.State() }
  }

  @Test func aFailureKeepsTheDeletionToSayWhyUntilTheNextKey() async {
    let clock = TestClock()
    let deleted = LockedValue<[DeleteFeature.Target]>([])
    let store = TestStore(
      initialState: DeletionList<DeleteFeature.Target>.State(),
      reducer: Self.list(clock: clock, deleted: deleted, failing: true))
    let failure = LoadFailure(NetworkError.unreachable(host: "api.test", reason: "down"))

    await store.send(.confirmed(.user(3), title: "Ada")) {
      $0.deletions = [DeleteFeature.State(target: .user(3), status: .pending)]
      $0.titles = [.user(3): "Ada"]
    }
    await clock.waitForSleepers(count: 1)
    await clock.advance(by: BrowseFeature.undoWindow)
    await store.receive(.deletion(ElementAction(id: .user(3), action: .undoWindowClosed))) {
      $0.deletions[0].status = .deleting
    }
    await store.receive(
      .deletion(ElementAction(id: .user(3), action: .deleteResponse(.failure(failure))))
    ) {
      $0.deletions[0].status = .failed(failure)
    }
    check(!store.state.hides(.user(3)), "the row comes back")
    checkEqual(
      store.state.prompt?.text(width: 80, spinner: ""),
      "Could not delete user 3: \(failure.message)")
    await store.send(.forgetFinished) { $0 = DeletionList<DeleteFeature.Target>.State() }
    await store.finish()
  }
}

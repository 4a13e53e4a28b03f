import Dependencies
import Features
import FeaturesTesting
import Synchronization
import XCTest

/// `TestStore` in an XCTest test case, in a target that does not import Testing: its failures
/// are this test case's failures, at the line of the call that failed.
final class TestStoreXCTests: XCTestCase {
  /// A failure this test case recorded while capturing.
  struct Failure: Equatable {
    var description: String
    var file: String
    var line: Int
  }

  private let captured = Mutex<[Failure]?>(nil)

  /// Runs `body`, and returns the failures recorded meanwhile instead of failing the test.
  private func failures(of body: () async -> Void) async -> [Failure] {
    captured.withLock { $0 = [] }
    await body()
    return captured.withLock { failures in
      defer { failures = nil }
      return failures ?? []
    }
  }

  #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
      let kept = captured.withLock { failures -> Bool in
        guard failures != nil else { return false }
        failures?.append(
          Failure(
            description: issue.compactDescription,
            file: issue.sourceCodeContext.location?.fileURL.path ?? "",
            line: issue.sourceCodeContext.location?.lineNumber ?? 0))
        return true
      }
      if !kept { super.record(issue) }
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      let kept = captured.withLock { failures -> Bool in
        guard failures != nil else { return false }
        failures?.append(Failure(description: description, file: filePath, line: lineNumber))
        return true
      }
      if !kept {
        super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
    }
  #endif

  func testAWrongChangeIsAFailureAtTheLineOfTheSend() async {
    let store = TestStore(initialState: Counter.State(), reducer: Counter())
    var line = 0

    let failures = await failures {
      line = #line + 1
      await store.send(.increment) { $0.count = 2 }
    }

    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.file, "\(#filePath)")
    XCTAssertEqual(failures.first?.line, line)
    XCTAssertTrue(failures.first?.description.contains("count") == true, "\(failures)")
  }

  func testAnUnreceivedActionIsAFailureAtTheFinish() async {
    let store = TestStore(initialState: Counter.State(), reducer: Counter())
    var line = 0

    let failures = await failures {
      await store.send(.incrementLater)
      line = #line + 1
      await store.finish()
    }

    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertTrue(failures.first?.description.contains("increment") == true, "\(failures)")
  }

  func testARightTestRecordsNothing() async {
    let store = TestStore(initialState: Counter.State(), reducer: Counter())

    let failures = await failures {
      await store.send(.incrementLater)
      await store.receive(.increment) { $0.count = 1 }
      await store.finish()
    }

    XCTAssertEqual(failures, [])
    XCTAssertEqual(store.state.count, 1)
  }
}

/// A counter that counts at once, or later through an effect.
private struct Counter: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
  }

  enum Action: Equatable, Sendable {
    case increment
    case incrementLater
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .incrementLater:
      return .send(.increment)
    }
  }
}

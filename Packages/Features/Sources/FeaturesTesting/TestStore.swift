import Dependencies
import Features
import Synchronization
import Testing

/// A store for tests that asserts exhaustively: every change of state, every action an effect
/// feeds back, and the end of every effect.
///
/// <!-- not compiled: Counter is the reducer under test; the getting-started article compiles one -->
/// ```swift
/// @Test func loadsTheCount() async {
///   let store = TestStore(initialState: Counter.State(), reducer: Counter())
///
///   await store.send(.load) { $0.isLoading = true }
///   await store.receive(.loaded(3)) {
///     $0.isLoading = false
///     $0.count = 3
///   }
///   await store.finish()
/// }
/// ```
///
/// - Each ``send(_:_:fileID:filePath:line:column:)`` and
///   ``receive(_:_:fileID:filePath:line:column:)`` states how the action changes the state, by
///   mutating a copy of the state before it; any other change, or a missing one, is a test
///   failure that shows the difference.
/// - Actions that effects send are not reduced until the test receives them, in order, so a
///   test cannot overlook one: sending an action while received ones wait is a failure.
/// - A test that started effects ends with ``finish(fileID:filePath:line:column:)``, which waits
///   for them to end and fails if received actions were not asserted. A store released without
///   it records a failure where it was created. An effect that never ends makes `finish` wait:
///   give the suite a time limit (`.timeLimit`) and cancel long-lived effects from the test.
///
/// Failures are Swift Testing issues inside a Swift Testing test, and XCTest failures inside an
/// XCTest test case, at the line of the call that failed; the library does not link XCTest.
public final class TestStore<R: Reducer>: Sendable where R.State: Equatable {
  private let reducer: R
  private let storage: Mutex<Storage>
  private let creation: CallSite

  /// The state after the last action the test sent or received.
  public var state: R.State {
    storage.withLock(\.state)
  }

  public init(
    initialState: R.State, reducer: R, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.reducer = reducer
    self.storage = Mutex(Storage(state: initialState))
    self.creation = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Reports a store released before ``finish(fileID:filePath:line:column:)`` at
  /// `sourceLocation`: for a test helper that creates stores for Swift Testing tests.
  public init(initialState: R.State, reducer: R, sourceLocation: SourceLocation) {
    self.reducer = reducer
    self.storage = Mutex(Storage(state: initialState))
    self.creation = CallSite(sourceLocation)
  }

  deinit {
    let (needsFinish, unreceived, running) = storage.withLock {
      ($0.needsFinish, $0.inbox, $0.running.values)
    }
    for task in running {
      task.cancel()
    }
    if needsFinish {
      Self.fail(
        "The test ended with effects that it did not wait for: end it with 'await store.finish()'.",
        at: creation)
    } else if !unreceived.isEmpty {
      Self.fail(Self.unreceivedMessage(unreceived), at: creation)
    }
  }

  /// Sends `action`, checks that it changes the state as `expectedChange` does to the state
  /// before it (no change when `nil`), and starts its effects.
  public func send(
    _ action: R.Action,
    _ expectedChange: (@Sendable (inout R.State) -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let waiting = storage.withLock(\.inbox)
    if !waiting.isEmpty {
      let list = waiting.map { "\($0)" }.joined(separator: ", ")
      Self.fail(
        "Sent \(action) while effects' actions wait to be received: \(list)", at: site)
    }
    reduce(action, expectedChange, at: site)
  }

  /// Waits for the next action an effect sends, checks that it is `expected`, and that it
  /// changes the state as `expectedChange` does.
  public func receive(
    _ expected: R.Action,
    _ expectedChange: (@Sendable (inout R.State) -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async where R.Action: Equatable {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      matching: { $0 == expected }, described: "\(expected)", expectedChange,
      at: site)
  }

  /// Waits for the next action an effect sends, checks that `isExpected` accepts it, and that it
  /// changes the state as `expectedChange` does.
  ///
  /// For actions that are not `Equatable`, such as those carrying a `Result` with an error.
  public func receive(
    matching isExpected: @Sendable (R.Action) -> Bool,
    _ expectedChange: (@Sendable (inout R.State) -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      matching: isExpected, described: "an action that matches", expectedChange,
      at: site)
  }

  /// Waits for every effect to end, then fails if any action they sent was not received.
  public func finish(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard await wait(until: { $0.running.isEmpty }) else {
      Self.fail(
        "The test was cancelled while effects still ran; cancel long-lived effects from the test.",
        at: site)
      return
    }
    let unreceived = storage.withLock { storage in
      storage.needsFinish = false
      defer { storage.inbox = [] }
      return storage.inbox
    }
    if !unreceived.isEmpty {
      Self.fail(Self.unreceivedMessage(unreceived), at: site)
    }
  }

  private func receive(
    matching isExpected: (R.Action) -> Bool,
    described description: String,
    _ expectedChange: (@Sendable (inout R.State) -> Void)?,
    at site: CallSite
  ) async {
    guard await wait(until: { !$0.inbox.isEmpty || $0.running.isEmpty }) else {
      Self.fail(
        "The test was cancelled while waiting to receive \(description).", at: site)
      return
    }
    let action = storage.withLock { storage in
      storage.inbox.isEmpty ? nil : storage.inbox.removeFirst()
    }
    guard let action else {
      Self.fail(
        "Expected to receive \(description), but no effect is running to send it.",
        at: site)
      return
    }
    if !isExpected(action) {
      Self.fail("Received \(action), expected \(description).", at: site)
    }
    reduce(action, expectedChange, at: site)
  }

  private func reduce(
    _ action: R.Action,
    _ expectedChange: ((inout R.State) -> Void)?,
    at site: CallSite
  ) {
    let send = Send<R.Action> { [weak self] action in self?.enqueue(action) }
    var immediate: [R.Action] = []
    let (before, after, tasks) = storage.withLock { storage in
      let before = storage.state
      let effect = reducer.reduce(into: &storage.state, action: action)
      let tasks = storage.runner.start(
        effect, send: send,
        reduce: { action in
          immediate.append(action)
          return .none
        },
        finished: { [weak self] registration in
          self?.storage.withLock { $0.runner.unregister(registration) }
        })
      storage.inbox += immediate
      return (before, storage.state, tasks)
    }
    var expected = before
    expectedChange?(&expected)
    if expected != after {
      Self.fail(StateDifference(expected: expected, actual: after).description, at: site)
    }
    track(tasks)
  }

  private func enqueue(_ action: R.Action) {
    storage.withLock { $0.inbox.append(action) }
    wakeWaiters()
  }

  private func track(_ tasks: [Task<Void, Never>]) {
    for task in tasks {
      let token = storage.withLock { storage in
        storage.needsFinish = true
        storage.nextToken += 1
        storage.running[storage.nextToken] = task
        return storage.nextToken
      }
      Task { [weak self] in
        await task.value
        self?.storage.withLock { _ = $0.running.removeValue(forKey: token) }
        self?.wakeWaiters()
      }
    }
  }

  /// Suspends until `isReady` holds, checking again after each action an effect sends and each
  /// effect that ends. Returns `false` if the waiting task is cancelled first, so that a test's
  /// time limit can end the wait.
  private func wait(until isReady: (Storage) -> Bool) async -> Bool {
    await withTaskCancellationHandler {
      while true {
        let woken = await withCheckedContinuation {
          (continuation: CheckedContinuation<Bool, Never>) in
          let proceed = storage.withLock { storage in
            if isReady(storage) || Task.isCancelled { return true }
            storage.waiters.append(continuation)
            return false
          }
          if proceed { continuation.resume(returning: true) }
        }
        if woken || storage.withLock({ isReady($0) }) || Task.isCancelled {
          return storage.withLock { isReady($0) }
        }
      }
    } onCancel: {
      wakeWaiters()
    }
  }

  private func wakeWaiters() {
    let waiters = storage.withLock { storage in
      defer { storage.waiters = [] }
      return storage.waiters
    }
    for waiter in waiters {
      waiter.resume(returning: false)
    }
  }

  private static func fail(_ message: String, at site: CallSite) {
    TestFailure.record(message, at: site)
  }

  private static func unreceivedMessage(_ actions: [R.Action]) -> String {
    let list = actions.map { "\($0)" }.joined(separator: ", ")
    let noun = actions.count == 1 ? "action" : "actions"
    return "Effects sent \(actions.count) \(noun) that the test did not receive: \(list)"
  }

  /// What the store keeps under its lock.
  private struct Storage: Sendable {
    var state: R.State
    var runner = EffectRunner<R.Action>()
    /// Actions that effects sent, in order, not yet received by the test.
    var inbox: [R.Action] = []
    /// The effect tasks still running, by token.
    var running: [Int: Task<Void, Never>] = [:]
    var nextToken = 0
    /// Whether effects started since the test last called `finish()`.
    var needsFinish = false
    /// Tasks waiting for an action or for the end of an effect.
    var waiters: [CheckedContinuation<Bool, Never>] = []
  }
}

import TestSupport

#if os(Linux)
  import CurlSocketNarrowing
  import Testing

  /// One call the wrapper made to an original socket callback.
  struct RecordedCall: Equatable {
    /// Which recording callback was called: 1 for `recordingCallback`, 2 for `otherCallback`.
    let callback: Int
    let socket: Int32
    let what: Int32
    let socketp: UInt
  }

  /// Calls recorded by the recording callbacks, through the `userp` each test passes.
  final class CallLog {
    var calls: [RecordedCall] = []
  }

  func record(
    _ callback: Int, _ socket: Int32, _ what: Int32, _ userp: UnsafeMutableRawPointer?,
    _ socketp: UnsafeMutableRawPointer?
  ) -> Int32 {
    guard let userp else { return 1 }
    let log = Unmanaged<CallLog>.fromOpaque(userp).takeUnretainedValue()
    log.calls.append(
      RecordedCall(
        callback: callback, socket: socket, what: what, socketp: UInt(bitPattern: socketp))
    )
    return 0
  }

  let recordingCallback: CurlSocketNarrowingCallback = { _, socket, what, userp, socketp in
    record(1, socket, what, userp, socketp)
  }

  let otherCallback: CurlSocketNarrowingCallback = { _, socket, what, userp, socketp in
    record(2, socket, what, userp, socketp)
  }

  let pollNone: Int32 = 0
  let pollIn: Int32 = 1
  let pollOut: Int32 = 2
  let pollInOut: Int32 = 3
  let pollRemove: Int32 = 4
  let socketp: UInt = 0xBEEF

  /// Runs `actions` on `socket` through `callback` (each action with the same socket pointer and
  /// the log as `userp`) and returns the calls the recording callbacks saw.
  func recordedCalls(
    socket: Int32, actions: [Int32], through callback: CurlSocketNarrowingCallback? = nil
  ) -> [RecordedCall] {
    let log = CallLog()
    withExtendedLifetime(log) {
      let userp = Unmanaged.passUnretained(log).toOpaque()
      let pointer = UnsafeMutableRawPointer(bitPattern: socketp)
      for action in actions {
        if let callback {
          _ = callback(nil, socket, action, userp, pointer)
        } else {
          _ = curl_socket_narrowing_handle(recordingCallback, nil, socket, action, userp, pointer)
        }
      }
    }
    return log.calls
  }

  func call(_ socket: Int32, _ what: Int32, withSocketp: Bool = true, by callback: Int = 1)
    -> RecordedCall
  {
    RecordedCall(callback: callback, socket: socket, what: what, socketp: withSocketp ? socketp : 0)
  }

  func address(_ callback: CurlSocketNarrowingCallback?) -> UnsafeRawPointer? {
    callback.map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
  }

  /// Actions on one socket and the calls the original callback must see for them.
  struct Scenario: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let socket: Int32
    let actions: [Int32]
    let expected: [RecordedCall]
  }

  // Each scenario has its own file descriptor number, so that they can run in parallel, and a
  // high one that no socket of the tests running beside them (loopback servers, curl's
  // connections, whose numbers are the lowest free) takes: the table is the process's.
  let scenarios = [
    Scenario(
      testDescription: "OUT then IN: REMOVE, then IN afresh", socket: 65101,
      actions: [pollOut, pollIn],
      expected: [
        call(65101, pollOut), call(65101, pollRemove), call(65101, pollIn, withSocketp: false),
      ]),
    Scenario(
      testDescription: "IN then IN: unchanged", socket: 65102, actions: [pollIn, pollIn],
      expected: [call(65102, pollIn), call(65102, pollIn)]),
    Scenario(
      testDescription: "IN then INOUT (widened): unchanged", socket: 65103,
      actions: [pollIn, pollInOut], expected: [call(65103, pollIn), call(65103, pollInOut)]),
    Scenario(
      testDescription: "INOUT then OUT: REMOVE, then OUT afresh", socket: 65104,
      actions: [pollInOut, pollOut],
      expected: [
        call(65104, pollInOut), call(65104, pollRemove), call(65104, pollOut, withSocketp: false),
      ]),
    Scenario(
      testDescription: "REMOVE forgets the socket: a later IN is unchanged", socket: 65105,
      actions: [pollOut, pollRemove, pollIn],
      expected: [call(65105, pollOut), call(65105, pollRemove), call(65105, pollIn)]),
    Scenario(
      testDescription: "IN then OUT: REMOVE, then OUT afresh", socket: 65106,
      actions: [pollIn, pollOut],
      expected: [
        call(65106, pollIn), call(65106, pollRemove), call(65106, pollOut, withSocketp: false),
      ]),
    // After a REMOVE, FoundationNetworking assigns a fresh object only for an action that needs a
    // source, so an action without one must never follow a synthesized REMOVE.
    Scenario(
      testDescription: "NONE and unknown actions: unchanged, and the state kept", socket: 65107,
      actions: [pollOut, pollNone, 7, pollIn],
      expected: [
        call(65107, pollOut), call(65107, pollNone), call(65107, 7), call(65107, pollRemove),
        call(65107, pollIn, withSocketp: false),
      ]),
    Scenario(
      testDescription: "a descriptor past the table: unchanged",
      socket: curl_socket_narrowing_tracked_limit(), actions: [pollOut, pollIn],
      expected: [
        call(curl_socket_narrowing_tracked_limit(), pollOut),
        call(curl_socket_narrowing_tracked_limit(), pollIn),
      ]),
    Scenario(
      testDescription: "a negative descriptor: unchanged", socket: -1, actions: [pollOut, pollIn],
      expected: [call(-1, pollOut), call(-1, pollIn)]),
  ]

  @Suite struct CurlSocketNarrowingTests {
    @Test(arguments: scenarios) func narrowing(_ scenario: Scenario) {
      checkEqual(
        recordedCalls(socket: scenario.socket, actions: scenario.actions), scenario.expected)
    }

    @Test func eachCallbackGetsItsOwnNarrowingWrapper() throws {
      let wrapper = try #require(curl_socket_narrowing_wrapper_for(recordingCallback))
      let other = try #require(curl_socket_narrowing_wrapper_for(otherCallback))
      check(address(wrapper) != address(recordingCallback))
      check(address(wrapper) != address(other))
      checkEqual(address(curl_socket_narrowing_wrapper_for(recordingCallback)), address(wrapper))
      checkEqual(address(curl_socket_narrowing_wrapper_for(wrapper)), address(wrapper))
      checkEqual(
        recordedCalls(socket: 65108, actions: [pollOut, pollIn], through: wrapper),
        [
          call(65108, pollOut), call(65108, pollRemove), call(65108, pollIn, withSocketp: false),
        ])
      checkEqual(
        recordedCalls(socket: 65109, actions: [pollOut, pollIn], through: other),
        [
          call(65109, pollOut, by: 2), call(65109, pollRemove, by: 2),
          call(65109, pollIn, withSocketp: false, by: 2),
        ])
    }

    @Test func noCallbackStaysNoCallback() {
      check(curl_socket_narrowing_wrapper_for(nil) == nil)
    }
  }
#endif

#if os(Linux)
  import CurlSocketNarrowing
  import Testing

  /// One call the wrapper made to the original socket callback.
  struct RecordedCall: Equatable {
    let socket: Int32
    let what: Int32
    let socketp: UInt
  }

  /// Calls recorded by `recordingCallback`, keyed by the `userp` each test passes.
  final class CallLog {
    var calls: [RecordedCall] = []
  }

  let recordingCallback: CurlSocketNarrowingCallback = { _, socket, what, userp, socketp in
    guard let userp else { return 1 }
    let log = Unmanaged<CallLog>.fromOpaque(userp).takeUnretainedValue()
    log.calls.append(
      RecordedCall(socket: socket, what: what, socketp: UInt(bitPattern: socketp))
    )
    return 0
  }

  let pollIn: Int32 = 1
  let pollOut: Int32 = 2
  let pollInOut: Int32 = 3
  let pollRemove: Int32 = 4

  /// Runs `actions` on `socket` through the wrapper and returns what the original saw.
  func narrowedCalls(socket: Int32, actions: [Int32]) -> [RecordedCall] {
    let log = CallLog()
    let socketp = UnsafeMutableRawPointer(bitPattern: 0xBEEF)
    withExtendedLifetime(log) {
      let userp = Unmanaged.passUnretained(log).toOpaque()
      for action in actions {
        _ = curl_socket_narrowing_handle(recordingCallback, nil, socket, action, userp, socketp)
      }
    }
    return log.calls
  }

  func call(_ socket: Int32, _ what: Int32, withSocketp: Bool = true) -> RecordedCall {
    RecordedCall(socket: socket, what: what, socketp: withSocketp ? 0xBEEF : 0)
  }

  // Each test uses its own file descriptor numbers so they run in parallel.
  @Suite struct CurlSocketNarrowingTests {
    @Test func outThenInRemovesThenRegistersInAfresh() {
      #expect(
        narrowedCalls(socket: 101, actions: [pollOut, pollIn]) == [
          call(101, pollOut), call(101, pollRemove), call(101, pollIn, withSocketp: false),
        ]
      )
    }

    @Test func repeatedInPassesThrough() {
      #expect(
        narrowedCalls(socket: 102, actions: [pollIn, pollIn]) == [
          call(102, pollIn), call(102, pollIn),
        ]
      )
    }

    @Test func widenedActionPassesThrough() {
      #expect(
        narrowedCalls(socket: 103, actions: [pollIn, pollInOut]) == [
          call(103, pollIn), call(103, pollInOut),
        ]
      )
    }

    @Test func inOutThenOutRemovesThenRegistersOutAfresh() {
      #expect(
        narrowedCalls(socket: 104, actions: [pollInOut, pollOut]) == [
          call(104, pollInOut), call(104, pollRemove), call(104, pollOut, withSocketp: false),
        ]
      )
    }

    @Test func removeResetsTrackedState() {
      #expect(
        narrowedCalls(socket: 105, actions: [pollOut, pollRemove, pollIn]) == [
          call(105, pollOut), call(105, pollRemove), call(105, pollIn),
        ]
      )
    }

    @Test func descriptorsBeyondTheTableTrackNothing() {
      let socket = curl_socket_narrowing_tracked_limit()
      #expect(
        narrowedCalls(socket: socket, actions: [pollOut, pollIn]) == [
          call(socket, pollOut), call(socket, pollIn),
        ]
      )
    }

    @Test func negativeDescriptorsPassThrough() {
      #expect(
        narrowedCalls(socket: -1, actions: [pollOut, pollIn]) == [
          call(-1, pollOut), call(-1, pollIn),
        ]
      )
    }
  }
#endif
